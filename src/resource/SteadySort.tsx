/**
 * react-admin's list context gives a new `setSort` on every navigation (it holds the current
 * sort, filter and page), and DataTable hands it to every row through a context of callbacks:
 * on each sort, filter and page, all rows render again for nothing before the new rows come.
 * Inside this provider the table gets one `setSort` for good, which calls the list's current one.
 */
import { useMemo, type ReactNode } from 'react';
import { ListContextProvider, useEvent, useListContext } from 'react-admin';

export const SteadySort = ({ children }: { children: ReactNode }) => {
    const list = useListContext();
    const setSort = useEvent(list.setSort);
    const value = useMemo(() => ({ ...list, setSort }), [list, setSort]);
    return <ListContextProvider value={value}>{children}</ListContextProvider>;
};
