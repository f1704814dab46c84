/**
 * The code of the page the console opens on starts loading as soon as the user is signed in,
 * right after the requests of its data, instead of when the organization is settled. At 1,000
 * devices the list's chunks were the last wait before its first row. A page whose code came only
 * when it rendered showed React's fallback, which React holds at least 300 ms: the home page's
 * tiles came at 723 ms instead of 375. Not earlier: over HTTP/1.1 the browser opens six
 * connections to the console's origin, and twenty chunks ahead of /config.json and the data
 * would delay both. Loading code shows nothing: the route's access rule still decides whether
 * the page renders. Returns the path whose page's code it started.
 */
import { preloadPage } from '../loading/withRoute';
import type { RouteEntry } from './routeTable';

export const preloadOpeningPage = (
    location: Pick<Location, 'pathname'>,
    routes: readonly Pick<RouteEntry, 'path' | 'page'>[],
): string | undefined =>
    preloadPage(routes.find(route => route.path === location.pathname)?.page) !== undefined
        ? location.pathname
        : undefined;
