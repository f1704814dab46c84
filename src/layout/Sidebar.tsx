/**
 * The menu's sidebar: react-admin's, with rules for narrow windows. react-admin keeps one stored
 * state, `sidebar.open`, for the side menu of a wide window and for the drawer of a phone.
 *
 * - The side menu's state of a wide window is the user's choice: it is kept apart
 *   (`sidebar.openWide`) and comes back whenever the window is wide again. Before, choosing a
 *   page in a phone's drawer (which closes it) left the desktop's menu collapsed, after a reload
 *   too.
 * - A phone's drawer starts closed, at start and when the window narrows below `sm` with a page
 *   open (a tablet turned upright, a desktop window made narrow). A drawer that mounted open for
 *   one render got its modal's content a render later (MUI's portal), which missed the close: an
 *   invisible modal stayed over the page, took every click and hid the page from screen readers.
 * - Below the theme's `md` breakpoint (900 px) the side menu starts collapsed when the user has
 *   chosen nothing: react-admin closes it only below `sm` (600 px), so on a tablet the open menu
 *   took 240 of 768 px from every page.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef } from 'react';
import {
    Sidebar as RaSidebar,
    type SidebarProps,
    useSidebarState,
    useStoreContext,
} from 'react-admin';

const SIDEBAR_OPEN = 'sidebar.open';
const OPEN_WIDE = 'sidebar.openWide';

export const Sidebar = (props: SidebarProps) => {
    const store = useStoreContext();
    const [open, setOpen] = useSidebarState();
    const belowMd = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'), { noSsr: true });
    const belowSm = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'), { noSsr: true });
    /**
     * Whether the last render that settled was below `sm`; null before the first. A ref, not
     * state: settling needs no render of its own (the store's change renders what changed).
     */
    const shownBelowSm = useRef<boolean | null>(null);
    const crossing = shownBelowSm.current !== belowSm;

    /** The state shown: at a start or a crossing of `sm`, the state it begins with. */
    let shown = open;
    if (crossing) {
        const chosen: unknown = store.getItem(OPEN_WIDE);
        if (belowSm) shown = false;
        else if (typeof chosen === 'boolean') shown = chosen;
        else if (belowMd && store.getItem(SIDEBAR_OPEN) === undefined) shown = false;
    }

    useEffect(() => {
        if (crossing) {
            if (shown !== open) setOpen(shown);
            shownBelowSm.current = belowSm;
        }
        if (!belowSm) store.setItem(OPEN_WIDE, shown);
    }, [crossing, shown, open, belowSm, setOpen, store]);

    return <RaSidebar {...props} open={shown} />;
};
