/**
 * react-admin's router adapter for a console that brings its own `<BrowserRouter>` (App.tsx).
 *
 * ra-core's default adapter also creates a hash data router when it finds no router, which keeps
 * react-router's whole data-router implementation in the first bundle although the console never
 * uses it. Production builds resolve ra-core's adapter to this module (vite.config.ts): the same
 * hooks and components, a stable `navigate`, and no router of its own.
 */
import { createElement, Fragment, useCallback, useContext, useEffect, useRef } from 'react';
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
    useBlocker,
    useInRouterContext,
    useLocation,
    useMatch,
    useNavigate as useRouterNavigate,
    useParams,
} from 'react-router';

/** react-router's navigate changes on every navigation; components keep one function. */
const useNavigate: RouterProvider['useNavigate'] = () => {
    const navigate = useRouterNavigate();
    const latest = useRef(navigate);
    useEffect(() => {
        latest.current = navigate;
    }, [navigate]);
    return useCallback<RouterNavigateFunction>((to, options) => {
        if (typeof to === 'number') void latest.current(to);
        else void latest.current(to, options);
    }, []);
};

/** Blocking needs a data router; with `<BrowserRouter>` react-admin skips it. */
const useCanBlock = () => {
    const dataRouter = useContext(UNSAFE_DataRouterContext);
    const dataRouterState = useContext(UNSAFE_DataRouterStateContext);
    return Boolean(dataRouter && dataRouterState);
};

const RouterWrapper: RouterProvider['RouterWrapper'] = ({ children }) => {
    if (!useInRouterContext()) {
        throw new Error('The console renders react-admin inside its own <BrowserRouter>');
    }
    return createElement(Fragment, null, children);
};

export const reactRouterProvider = {
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
