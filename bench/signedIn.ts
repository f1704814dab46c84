/**
 * A signed-in browser for the measurements: the SSO's session cookie and local storage
 * (Playwright's storageState), and the signed-in tab's session storage, where the console keeps
 * its login tokens (src/auth/tokenStorage.ts, decision 0065). A measured page gets both, so it
 * starts as a reload of that tab does, the tokens at hand, as the reference starts with the token
 * it is handed; `bench/repeatVisit.ts` measures what a new tab, without them, costs.
 */
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

export interface SignedIn {
    storageState: Exclude<BrowserContextOptions['storageState'], string | undefined>;
    /** The console's origin and its signed-in tab's session storage. */
    origin: string;
    tabSession: Record<string, string>;
}

/** Puts the signed-in tab's session storage into every page of the context, as it loads. */
export const addTabSession = async (
    target: Pick<BrowserContext, 'addInitScript'>,
    { origin, tabSession }: SignedIn,
) =>
    target.addInitScript(
        ({ origin, entries }) => {
            if (location.origin !== origin) return;
            for (const [key, value] of Object.entries(entries)) {
                if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
            }
        },
        { origin, entries: tabSession },
    );

/** A new context of the signed-in browser whose pages start as the signed-in tab. */
export const signedInContext = async (
    browser: Browser,
    signedIn: SignedIn,
    options: BrowserContextOptions = {},
) => {
    const context = await browser.newContext({ ...options, storageState: signedIn.storageState });
    await addTabSession(context, signedIn);
    return context;
};
