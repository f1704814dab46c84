/**
 * The code of the list the console opens on starts loading as soon as the user is signed in,
 * right after the requests of its data, instead of when the organization is settled: at 1,000
 * devices the list's chunks were the last wait before its first row. Not earlier: over HTTP/1.1
 * the browser opens six connections to the console's origin, and twenty chunks ahead of
 * /config.json and the data would delay both. Loading code shows nothing: the route's access
 * rule still decides whether the page renders. Returns the resource whose list it started.
 */
import type { ResourceDeclaration } from '../resource/declaration';
import { preloadPage } from '../resource/lazyPage';

export const preloadOpeningPage = (
    location: Pick<Location, 'pathname'>,
    resources: readonly ResourceDeclaration[],
): string | undefined =>
    resources.find(
        declaration =>
            declaration.paths.list === location.pathname && preloadPage(declaration.list),
    )?.name;
