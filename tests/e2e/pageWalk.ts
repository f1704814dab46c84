/**
 * Walking the console's pages in one browser page, shared by the sweeps (languageWalk.spec.ts,
 * overflow.spec.ts): the requests each page has open, waiting until a page has settled, and
 * opening an address as the console's own links do (no reload, the session and caches kept).
 */
import { expect, type Page, type Request } from '@playwright/test';

/** Requests the page has sent and not yet seen answered. */
const inFlight = new WeakMap<Page, Set<Request>>();

const WORKER_SCRIPT = /\.worker-[\w-]+\.js$/;

/** Starts counting the page's open requests (call it for every page `settle` waits on). */
export const trackRequests = (page: Page) => {
    const open = new Set<Request>();
    inFlight.set(page, open);
    page.on('request', request => {
        // A web worker's script (the script editor's) loads in the background, and when the
        // walk moves on before it has loaded, the request is never answered nor failed.
        if (!WORKER_SCRIPT.test(request.url())) open.add(request);
    });
    page.on('requestfinished', request => open.delete(request));
    page.on('requestfailed', request => open.delete(request));
};

/**
 * Waits until the page has settled: no request open for `quietMs` and no progress indicator
 * shown. (Playwright's networkidle covers a document's load only, not the console's own
 * navigations.)
 */
export const settle = async (page: Page, quietMs = 250) => {
    const open = inFlight.get(page);
    if (!open) throw new Error('The page is not tracked');
    let quietSince = Date.now();
    await expect(async () => {
        if (open.size > 0) quietSince = Date.now();
        const waitingFor = [...open].map(request => request.url()).join(', ');
        expect(Date.now() - quietSince, waitingFor).toBeGreaterThanOrEqual(quietMs);
    }).toPass({ intervals: [50], timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
};

/**
 * Opens a page by its address as the console's own links do; the first one (on a blank page)
 * loads the console.
 */
export const openInConsole = async (page: Page, path: string) => {
    if (page.url() === 'about:blank') await page.goto(path);
    else {
        await page.evaluate(address => {
            history.pushState(null, '', address);
            dispatchEvent(new PopStateEvent('popstate'));
        }, path);
    }
};
