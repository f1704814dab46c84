/**
 * A react-admin list context over records already in memory (a whole collection), for
 * DataTable and Pagination: search, sort and paging in the browser, in linear time, with the
 * selection kept by the caller (a wizard keeps it while its steps come and go).
 * react-admin's useList would serialize the whole collection on every render.
 */
import { useCallback, useMemo, useState } from 'react';
import type { Identifier, ListControllerResult, RaRecord, SortPayload } from 'react-admin';

export interface Selection {
    selectedIds: Identifier[];
    setSelectedIds: (ids: Identifier[]) => void;
}

interface Options<T extends RaRecord> {
    records: T[];
    isPending: boolean;
    /** The search text; each record's searchText must contain it (ignoring case). */
    search?: string;
    searchText?: (record: T) => string;
    selection?: Selection;
    perPage?: number;
    sort?: SortPayload;
    resource?: string;
}

const NO_IDS: Identifier[] = [];
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const fieldText = (record: RaRecord, field: string): string => {
    const value = field
        .split('.')
        .reduce<unknown>(
            (node, key) =>
                node && typeof node === 'object'
                    ? (node as Record<string, unknown>)[key]
                    : undefined,
            record,
        );
    return value == null ? '' : String(value);
};

export const useLocalList = <T extends RaRecord>({
    records,
    isPending,
    search = '',
    searchText,
    selection,
    perPage: initialPerPage = 25,
    sort: initialSort = { field: 'name', order: 'ASC' },
    resource = 'devices',
}: Options<T>): ListControllerResult<T> => {
    const [page, setPage] = useState(1);
    const [perPage, setPerPage] = useState(initialPerPage);
    const [sort, setSortState] = useState<SortPayload>(initialSort);
    const needle = search.trim().toLowerCase();

    const filtered = useMemo(
        () =>
            needle && searchText
                ? records.filter(record => searchText(record).toLowerCase().includes(needle))
                : records,
        [records, needle, searchText],
    );
    const sorted = useMemo(() => {
        if (!sort.field) return filtered;
        const direction = sort.order === 'DESC' ? -1 : 1;
        const keyed = filtered.map(record => ({ record, key: fieldText(record, sort.field) }));
        keyed.sort((left, right) => direction * collator.compare(left.key, right.key));
        return keyed.map(entry => entry.record);
    }, [filtered, sort]);

    const lastPage = Math.max(1, Math.ceil(sorted.length / perPage));
    const currentPage = Math.min(page, lastPage);
    const data = useMemo(
        () => sorted.slice((currentPage - 1) * perPage, currentPage * perPage),
        [sorted, currentPage, perPage],
    );

    const selectedIds = selection?.selectedIds ?? NO_IDS;
    const setSelectedIds = selection?.setSelectedIds;
    const onSelect = useCallback((ids: Identifier[]) => setSelectedIds?.(ids), [setSelectedIds]);
    const onToggleItem = useCallback(
        (id: Identifier) =>
            setSelectedIds?.(
                selectedIds.includes(id)
                    ? selectedIds.filter(one => one !== id)
                    : [...selectedIds, id],
            ),
        [selectedIds, setSelectedIds],
    );
    const onSelectAll = useCallback(
        (options?: { limit?: number }) =>
            setSelectedIds?.(sorted.slice(0, options?.limit ?? sorted.length).map(one => one.id)),
        [sorted, setSelectedIds],
    );
    const onUnselectItems = useCallback(() => setSelectedIds?.([]), [setSelectedIds]);
    const setSort = useCallback((next: SortPayload) => {
        setSortState(next);
        setPage(1);
    }, []);
    const changePerPage = useCallback((next: number) => {
        setPerPage(next);
        setPage(1);
    }, []);

    return {
        sort,
        setSort,
        data: isPending ? undefined : data,
        total: isPending ? undefined : sorted.length,
        meta: undefined,
        error: null,
        isPending,
        isLoading: isPending,
        isFetching: false,
        page: currentPage,
        perPage,
        setPage,
        setPerPage: changePerPage,
        hasNextPage: currentPage < lastPage,
        hasPreviousPage: currentPage > 1,
        selectedIds,
        onSelect,
        onToggleItem,
        onSelectAll,
        onUnselectItems,
        filterValues: {},
        displayedFilters: {},
        setFilters: () => undefined,
        showFilter: () => undefined,
        hideFilter: () => undefined,
        refetch: () => undefined,
        resource,
        defaultTitle: '',
        exporter: false,
    } as ListControllerResult<T>;
};
