/**
 * The menu's sidebar: react-admin's, with two rules for narrow windows.
 *
 * - It starts collapsed below the theme's `md` breakpoint (900 px): react-admin closes it only
 *   below `sm` (600 px, where it becomes a drawer over the page), so on a tablet the open menu
 *   took 240 of 768 px from every page. The user's own choice (the menu button, kept in the
 *   store) wins over this start.
 * - It closes when the window narrows below `sm` with a page open (a tablet turned upright, a
 *   desktop window made narrow). The drawer that replaces the side menu then starts closed: it
 *   mounted open for one render, its modal's content came a render later (MUI's portal) and
 *   missed the close, so an invisible modal stayed over the page, took every click and hid the
 *   page from screen readers.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import {
    Sidebar as RaSidebar,
    type SidebarProps,
    useSidebarState,
    useStoreContext,
} from 'react-admin';

const SIDEBAR_OPEN = 'sidebar.open';

export const Sidebar = (props: SidebarProps) => {
    const store = useStoreContext();
    const [open, setOpen] = useSidebarState();
    const belowMd = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'), { noSsr: true });
    const belowSm = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'), { noSsr: true });
    const [wasBelowSm, setWasBelowSm] = useState(belowSm);
    const narrowing = belowSm && !wasBelowSm;

    useEffect(() => {
        if (belowMd && store.getItem(SIDEBAR_OPEN) === undefined)
            store.setItem(SIDEBAR_OPEN, false);
    }, [belowMd, store]);

    useEffect(() => {
        if (belowSm === wasBelowSm) return;
        if (belowSm) setOpen(false);
        setWasBelowSm(belowSm);
    }, [belowSm, wasBelowSm, setOpen]);

    return <RaSidebar {...props} open={narrowing ? false : open} />;
};
