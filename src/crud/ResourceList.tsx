/**
 * The generated list page of a declared resource: a search box when it declares searchFields, the
 * filters its fields ask for (src/crud/declaredFilters.tsx), its columns (src/crud/FieldValue.tsx), the first (or the record's representation) a link to the
 * record, remove per row, an Add button (also offered by the empty list).
 */
import { useCallback, useMemo } from 'react';
import { DataTable, type Identifier } from 'react-admin';
import type { ResourceDeclaration } from './declaration';
import { declaredFilters } from './declaredFilters';
import { FieldValue } from './FieldValue';
import { addAction } from './ListActions';
import { ListPage } from './ListPage';
import { editPath } from './paths';
import { LinkColumn } from './RowLink';
import { isSecretPath } from './secrets';

/**
 * The column whose cell is the row's link: the record's representation when it is a listed
 * field, else the first listed column.
 */
const linkSource = (declaration: ResourceDeclaration, sources: string[]) =>
    typeof declaration.recordRepresentation === 'string' &&
    sources.includes(declaration.recordRepresentation)
        ? declaration.recordRepresentation
        : sources[0];

export const ResourceList = ({ declaration }: { declaration: ResourceDeclaration }) => {
    // Each built once per declaration, so that the list's table keeps its identity (ListPage).
    const columns = useMemo(() => {
        const fields = declaration.fields.filter(
            field =>
                field.list !== false &&
                !field.secret &&
                !isSecretPath(declaration.secrets, field.source),
        );
        const linked = linkSource(
            declaration,
            fields.map(field => field.source),
        );
        return fields.map(field =>
            field.source === linked ? (
                <LinkColumn
                    key={field.source}
                    source={field.source}
                    disableSort={field.sortable === false}
                >
                    <FieldValue field={field} />
                </LinkColumn>
            ) : (
                <DataTable.Col
                    key={field.source}
                    source={field.source}
                    disableSort={field.sortable === false}
                >
                    <FieldValue field={field} />
                </DataTable.Col>
            ),
        );
    }, [declaration]);
    const filters = useMemo(
        () => declaredFilters(declaration.name, declaration.fields),
        [declaration],
    );
    const rowPath = useCallback((id: Identifier) => editPath(declaration, id), [declaration]);
    const add = useMemo(
        () =>
            declaration.paths.add
                ? addAction(declaration.paths.add, declaration.editCapability)
                : undefined,
        [declaration],
    );
    return (
        <ListPage
            resource={declaration.name}
            sort={declaration.sort}
            add={add}
            rowPath={rowPath}
            noSearch={!declaration.searchFields}
            filters={filters}
        >
            {columns}
        </ListPage>
    );
};
