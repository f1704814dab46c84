/**
 * Below it, the location changes only when the path does. A list's sort, filter and page live in
 * the address's query, so every click on a column header is a navigation, and everything that
 * reads the location renders again: the menu's entries (react-admin's MenuItemLink matches its
 * path) and the header's organization selector (its path, and react-admin's data hook, whose
 * sign-out keeps the location to come back to), though neither needs the query. Wrapped in this,
 * they render again on a page change only. Below it the query and state are those of the path's
 * first visit: nothing there may read them (a sign-out in the console returns to the browser's
 * own address).
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';

export const PathLocation = ({ children }: { children: ReactNode }) => {
    const context = useContext(UNSAFE_LocationContext);
    const { pathname } = context.location;
    // The context of the first navigation to this path, until the path changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    const samePath = useMemo(() => context, [pathname]);
    return (
        <UNSAFE_LocationContext.Provider value={samePath}>
            {children}
        </UNSAFE_LocationContext.Provider>
    );
};
