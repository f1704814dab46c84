/**
 * react-admin's router adapter for a console that brings its own router (ConsoleRouter, App.tsx),
 * given to react-admin through its public `routerProvider` (AdminContext): react-router's hooks
 * and components, with a `navigate` that does not render its holder again on each navigation,
 * and no router of its own (ra-core's default would create a hash router when it finds none).
 */
import { createElement, Fragment, useCallback, useContext } from 'react';
import type { RouterNavigateFunction, RouterProvider } from 'ra-core';
import {
    Link,
    matchPath,
    Navigate,
    Outlet,
    Route,
    Routes,
    UNSAFE_DataRouterContext,
    UNSAFE_DataRouterStateContext,
    UNSAFE_NavigationContext,
    resolvePath,
    useBlocker,
    useInRouterContext,
    useLocation,
    useMatch,
    useParams,
} from 'react-router';

/** Where the router is now: the router's history knows; the browser's address otherwise. */
const currentPathname = (navigator: object) =>
    (navigator as { location?: { pathname: string } }).location?.pathname ??
    window.location.pathname;

/**
 * react-router's navigate reads the location as it renders, so every component that holds one
 * renders again on each navigation: each row of a list (react-admin's row click), on every sort,
 * filter and page. This navigate is one function that reads the location when it is called. It
 * resolves what react-admin asks of it as react-router does: absolute paths, a new query for the
 * current path, and steps back and forth; a relative path from the current path. (The
 * console's router has no basename.)
 */
const useNavigate: RouterProvider['useNavigate'] = () => {
    const { navigator } = useContext(UNSAFE_NavigationContext);
    return useCallback<RouterNavigateFunction>(
        (to, options = {}) => {
            if (typeof to === 'number') {
                void navigator.go(to);
                return;
            }
            const path = resolvePath(to, currentPathname(navigator));
            const go = options.replace ? navigator.replace : navigator.push;
            void go.call(navigator, path, options.state, options);
        },
        [navigator],
    );
};

/** Blocking needs a data router; with the console's router react-admin skips it. */
const useCanBlock = () => {
    const dataRouter = useContext(UNSAFE_DataRouterContext);
    const dataRouterState = useContext(UNSAFE_DataRouterStateContext);
    return Boolean(dataRouter && dataRouterState);
};

const RouterWrapper: RouterProvider['RouterWrapper'] = ({ children }) => {
    if (!useInRouterContext()) {
        throw new Error('The console renders react-admin inside its own router (ConsoleRouter)');
    }
    return createElement(Fragment, null, children);
};

export const consoleRouterProvider = {
    useNavigate,
    useLocation,
    useParams,
    useBlocker,
    useMatch,
    useInRouterContext,
    useCanBlock,
    Link,
    Navigate,
    Route,
    Routes,
    Outlet,
    RouterWrapper,
    matchPath,
} as unknown as RouterProvider;
