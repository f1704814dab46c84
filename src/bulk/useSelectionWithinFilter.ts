/**
 * A list's selection holds only records its filter shows. react-admin keeps the selection when
 * the filter or search changes, so records no longer shown stayed selected: "1 device selected"
 * over a table where no row was ticked, and a removal hit devices the user could not see. When
 * the filter changes, the selected records it no longer matches are unselected. The dataProvider
 * filters whole collections in the browser and keeps the last filtered view
 * (src/api/lists/listQuery.ts), so asking for the list's own filter and sort costs no download.
 */
import { useEffect, useRef } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import { LIST_PAGE_SIZE } from '../api/transport/headers';

export const useSelectionWithinFilter = () => {
    const { resource, filterValues, sort, selectedIds, onSelect } = useListContext();
    const dataProvider = useDataProvider();
    const latest = useRef({ selectedIds, onSelect, sort });
    latest.current = { selectedIds, onSelect, sort };
    const filterKey = JSON.stringify(filterValues ?? {});
    useEffect(() => {
        if (!resource || latest.current.selectedIds.length === 0) return;
        let current = true;
        void dataProvider
            .getList(resource, {
                filter: JSON.parse(filterKey) as Record<string, unknown>,
                sort: latest.current.sort,
                pagination: { page: 1, perPage: LIST_PAGE_SIZE },
            })
            .then(({ data }) => {
                if (!current) return;
                const shown = new Set(data.map(record => String(record.id)));
                const { selectedIds: selected, onSelect: select } = latest.current;
                const kept = selected.filter(id => shown.has(String(id)));
                if (kept.length < selected.length) select(kept);
            })
            .catch(() => undefined);
        return () => {
            current = false;
        };
    }, [dataProvider, resource, filterKey]);
};
