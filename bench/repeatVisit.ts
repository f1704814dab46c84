/**
 * What a repeat visit costs (decision 0065): the device list opened again in a browser that is
 * signed in, measured from the navigation to the first row's text, by the wall clock (a start
 * that passes through the SSO draws the rows in another page than the one that started):
 *
 * - `sameTabMs`: a reload of the signed-in tab, which holds its tokens (session storage);
 * - `newTabMs`: a new tab beside the signed-in one, which hands it its session;
 * - `reopenedMs`: a new tab with no tab of the console open (the console opened again): it holds
 *   no tokens and resumes through the SSO's session cookie (check-sso: to the SSO and back, then
 *   the code exchanged for tokens). While the tokens were kept in local storage it started as
 *   `newTabMs` does: the difference is what keeping them per tab costs.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { SignedIn } from './signedIn';

export interface RepeatRun {
    sameTabMs: number;
    newTabMs: number;
    reopenedMs: number;
}

const FILLED = `
(() => {
    const observer = new MutationObserver(() => {
        const cell = document.querySelector('tbody tr td.column-name');
        if (cell && cell.textContent.trim()) {
            window.__filledAt = Date.now();
            observer.disconnect();
        }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
})();
`;

/** Milliseconds from `go` until the page drew the list's first row. */
const timed = async (page: Page, go: () => Promise<unknown>) => {
    const startedAt = Date.now();
    await go();
    await page.waitForFunction('window.__filledAt !== undefined', null, {
        timeout: 60_000,
        polling: 50,
    });
    return ((await page.evaluate('window.__filledAt')) as number) - startedAt;
};

/** A new tab of the context that notes when the list's first row is drawn. */
const newTab = async (context: BrowserContext) => {
    const page = await context.newPage();
    await page.addInitScript({ content: FILLED });
    return page;
};

export const measureRepeatVisit = async (
    browser: Browser,
    signedIn: SignedIn,
    url: string,
): Promise<RepeatRun> => {
    // The signed-in browser (its SSO cookie), and a first tab that signs in through it.
    const context = await browser.newContext({
        // The wait polls with a string expression, which the console's policy (no eval) refuses.
        bypassCSP: true,
        storageState: signedIn.storageState,
        viewport: { width: 1280, height: 800 },
    });
    try {
        const tab = await newTab(context);
        await timed(tab, () => tab.goto(url));
        await tab.waitForTimeout(300);
        const sameTabMs = await timed(tab, () => tab.reload());
        await tab.waitForTimeout(300);

        const second = await newTab(context);
        const newTabMs = await timed(second, () => second.goto(url));
        await second.close();
        await tab.close();

        const reopened = await newTab(context);
        const reopenedMs = await timed(reopened, () => reopened.goto(url));
        return { sameTabMs, newTabMs, reopenedMs };
    } finally {
        await context.close();
    }
};
