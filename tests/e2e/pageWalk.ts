/**
 * Walking the console's pages in one browser page, shared by the sweeps (a11y.spec.ts,
 * languageWalk.spec.ts, overflow.spec.ts): the requests each page has open, waiting until a page
 * has settled, opening an address as the console's own links do (no reload, the session and
 * caches kept), and what makes a page scroll sideways.
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
 * Waits until the page has had no request open for `quietMs`. (Playwright's networkidle covers a
 * document's load only, not the console's own navigations.)
 */
export const requestsQuiet = async (page: Page, quietMs = 250) => {
    const open = inFlight.get(page);
    if (!open) throw new Error('The page is not tracked');
    let quietSince = Date.now();
    await expect(async () => {
        if (open.size > 0) quietSince = Date.now();
        const waitingFor = [...open].map(request => request.url()).join(', ');
        expect(Date.now() - quietSince, waitingFor).toBeGreaterThanOrEqual(quietMs);
    }).toPass({ intervals: [50], timeout: 30_000 });
};

/** Waits until the page has settled: no request open for `quietMs`, no progress indicator. */
export const settle = async (page: Page, quietMs = 250) => {
    await requestsQuiet(page, quietMs);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
};

/** The breadcrumb trail (src/layout/Breadcrumbs.tsx), drawn from the path the console shows. */
const TRAIL = 'nav.MuiBreadcrumbs-root';

/**
 * Opens a page by its address as the console's own links do; the first one (on a blank page)
 * loads the console. Another page opens as a transition: the current one stays on screen until
 * the next is ready, so this waits until the trail shows the new path (up to 10 s: two paths
 * with the same trail go on after that), lest the current page be read as the next.
 */
export const openInConsole = async (page: Page, path: string) => {
    if (page.url() === 'about:blank') {
        await page.goto(path);
        return;
    }
    const samePath = new URL(path, page.url()).pathname === new URL(page.url()).pathname;
    const trail = await page.evaluate(
        selector => document.querySelector(selector)?.innerHTML ?? null,
        TRAIL,
    );
    await page.evaluate(address => {
        history.pushState(null, '', address);
        dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    if (samePath || trail === null) return;
    await page
        .waitForFunction(
            ([selector, shown]) => document.querySelector(selector)?.innerHTML !== shown,
            [TRAIL, trail] as const,
            { timeout: 10_000 },
        )
        .catch(() => undefined);
};

/**
 * What makes the page scroll sideways (issue 19, item 7), or null when nothing does: the document
 * is wider than the viewport (1 px allowed for rounding). Names the innermost elements whose right
 * edge passes the viewport's (tag, class and text), so that a failure names its cause.
 */
export const sidewaysScroll = async (page: Page): Promise<string | null> => {
    const { scrollWidth, viewport, described } = await page.evaluate(() => {
        const viewport = document.documentElement.clientWidth;
        const outside = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
            element => element.getBoundingClientRect().right > viewport + 1,
        );
        const innermost = outside.filter(
            element => !outside.some(other => other !== element && element.contains(other)),
        );
        const described = innermost.slice(0, 3).map(element => {
            const classes = [...element.classList].filter(name => !name.startsWith('css-'));
            const text = (element.textContent ?? '').trim().slice(0, 40);
            return `${element.tagName.toLowerCase()}.${classes.slice(0, 2).join('.')} "${text}"`;
        });
        return { scrollWidth: document.documentElement.scrollWidth, viewport, described };
    });
    if (scrollWidth <= viewport + 1) return null;
    return `${scrollWidth} px wide at ${viewport} (${described.join(', ')})`;
};

/**
 * Tables cut off by a box that scrolls sideways (as the users page had one at 1024 px), or null:
 * the page itself fits, but a table is wider than the box around it, and on a touch screen, with
 * no scrollbar shown, the columns past its edge (the row's actions) cannot be seen to be there.
 * Names each such table (its accessible name or first header) with both widths.
 */
export const clippedTables = async (page: Page): Promise<string | null> => {
    const clipped = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLTableElement>('table')]
            .filter(table => table.getClientRects().length > 0)
            .flatMap(table => {
                let box = table.parentElement;
                while (box && getComputedStyle(box).overflowX === 'visible') {
                    box = box.parentElement;
                }
                if (!box || box === document.body || box === document.documentElement) return [];
                if (table.offsetWidth <= box.clientWidth + 1) return [];
                const name =
                    table.getAttribute('aria-label') ??
                    table.querySelector('th')?.textContent?.trim() ??
                    '';
                return [`table "${name}" ${table.offsetWidth} px in ${box.clientWidth} px`];
            }),
    );
    return clipped.length > 0 ? clipped.join(', ') : null;
};
