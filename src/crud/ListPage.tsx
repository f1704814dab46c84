/**
 * The page of a plain list: react-admin's List over the whole collection (sorted, searched and
 * paged by the dataProvider) with a search box, the toolbar's actions, 25 rows a page, the
 * columns given, Remove per row, and the empty state that offers the add action. The generated
 * list and the resources' own lists share it.
 */
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { DataTable, type Identifier } from 'react-admin';
import { ConsoleList } from './ConsoleList';
import { FilterClock } from './FilterClock';
import { ListActions, type ListAction } from './ListActions';
import { ListEmpty } from './ListEmpty';
import { RemoveAccessProvider, RemoveButton } from './RemoveButton';
import { RowPathProvider } from './RowLink';
import { useSearchFilter } from './useSearchFilter';

interface Props {
    resource: string;
    sort?: { field: string; order: 'ASC' | 'DESC' };
    /** The toolbar's links (default: `add` alone); the empty list offers `add`. */
    actions?: ListAction[];
    add?: ListAction;
    /** A row opens the record's page; so does its LinkColumn's link (src/crud/RowLink.tsx). */
    rowPath: (id: Identifier) => string;
    /** Without a search box (a resource that declares no searchFields). */
    noSearch?: boolean;
    /** Filters after the search box (stable elements: give the same array on every render). */
    filters?: ReactElement[];
    /** Filters derived from the time (the declaration's computedFilters), asked again each tick. */
    timeFilters?: readonly string[];
    /** The columns before Remove; the row's name column is a LinkColumn. */
    children: ReactNode;
}

export const ListPage = ({
    resource,
    sort,
    actions,
    add,
    rowPath,
    noSearch,
    filters,
    timeFilters,
    children,
}: Props) => {
    const search = useSearchFilter();
    const allFilters = useMemo(
        () => (noSearch ? (filters ?? []) : [search, ...(filters ?? [])]),
        [noSearch, search, filters],
    );
    // react-admin renders the list page again on every navigation (each sort, filter and page):
    // a table element that keeps its identity (given stable `children`, `rowPath` and `add`)
    // keeps rows whose record did not change from rendering again.
    const table = useMemo(
        () => (
            <DataTable
                rowClick={rowPath}
                bulkActionButtons={false}
                empty={<ListEmpty action={add} />}
            >
                {children}
                <DataTable.Col label="app.action.actions" align="right" disableSort>
                    <RemoveButton />
                </DataTable.Col>
            </DataTable>
        ),
        [rowPath, add, children],
    );
    return (
        <ConsoleList
            resource={resource}
            actions={<ListActions actions={actions ?? (add ? [add] : [])} />}
            filters={allFilters.length ? allFilters : undefined}
            sort={sort}
        >
            {timeFilters && <FilterClock sources={timeFilters} />}
            <RowPathProvider value={rowPath}>
                <RemoveAccessProvider>{table}</RemoveAccessProvider>
            </RowPathProvider>
        </ConsoleList>
    );
};
