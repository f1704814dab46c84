/**
 * The idle minute of npm run bench (issue 42, docs/live-updates.md): the alarm list of an
 * organization with 100,000 devices, open in a tab on screen, left alone for a minute after it
 * has loaded. The console keeps its alarms live by asking every 15 s with `If-None-Match`
 * (answered 304 while nothing changed); the figure is every byte that minute moved over the
 * network, both ways (Playwright's request sizes: headers and the body as sent, compressed), and
 * the requests it made. The goal is absolute (IDLE_MINUTE_GOAL_KB, bench/goals.ts):
 * there is nothing in the reference app to compare it with.
 */
import type { Browser } from '@playwright/test';
import { alarmsCase } from './listCases';
import { signedInContext, type SignedIn } from './signedIn';

export interface IdleRun {
    /** KB moved in the idle minute. */
    idleKb: number;
    /** Requests made in it. */
    requests: number;
    /** Of those, answered 304. */
    notModified: number;
}

/** The idle time measured. */
export const IDLE_MS = 60_000;
/** Quiet before the minute starts: the page's loads (and the 35 MB device list) are done. */
const SETTLED_QUIET_MS = 3_000;

export const measureIdleMinute = async (
    browser: Browser,
    signedIn: SignedIn,
    base: string,
    organizationId: number,
): Promise<IdleRun> => {
    const context = await signedInContext(browser, signedIn, {
        viewport: { width: 1280, height: 800 },
    });
    try {
        const page = await context.newPage();
        // Playwright's events, not a CDP session of the page: the whole-list GETs go through a
        // dedicated worker (src/api/transport/fetchInWorker.ts), whose requests the page's own
        // Network domain does not report.
        let counting = false;
        let lastActivity = Date.now();
        let bytes = 0;
        let requests = 0;
        let notModified = 0;
        page.on('request', () => {
            lastActivity = Date.now();
            if (counting) requests++;
        });
        page.on('requestfailed', () => (lastActivity = Date.now()));
        page.on('requestfinished', request => {
            lastActivity = Date.now();
            if (!counting) return;
            void (async () => {
                const response = await request.response();
                if (response?.status() === 304) notModified++;
                // As received: headers and the (compressed) body, both ways.
                const sizes = await request.sizes();
                bytes +=
                    sizes.requestHeadersSize +
                    sizes.requestBodySize +
                    sizes.responseHeadersSize +
                    sizes.responseBodySize;
            })();
        });
        const list = alarmsCase(organizationId).console;
        await page.goto(`${base}${list.path}`);
        await page.locator(list.firstRowCell).first().waitFor({ timeout: 60_000 });
        // Until nothing has moved for a while (at most a minute).
        const settleBy = Date.now() + 60_000;
        while (Date.now() - lastActivity < SETTLED_QUIET_MS && Date.now() < settleBy)
            await page.waitForTimeout(250);
        counting = true;
        await page.waitForTimeout(IDLE_MS);
        counting = false;
        // The sizes of the minute's last answers.
        await page.waitForTimeout(500);
        return { idleKb: bytes / 1024, requests, notModified };
    } finally {
        await context.close();
    }
};
