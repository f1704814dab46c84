/**
 * The menu starts collapsed below the theme's `md` breakpoint (900 px): react-admin closes it
 * only below `sm` (600 px, where it becomes a drawer over the page), so on a tablet the open
 * menu took 240 of 768 px from every page. The user's own choice (the menu button, kept in the
 * store) wins over this start.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect } from 'react';
import { useStoreContext } from 'react-admin';

const SIDEBAR_OPEN = 'sidebar.open';

export const useNarrowSidebar = () => {
    const store = useStoreContext();
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'), { noSsr: true });
    useEffect(() => {
        if (narrow && store.getItem(SIDEBAR_OPEN) === undefined) store.setItem(SIDEBAR_OPEN, false);
    }, [narrow, store]);
};
