/**
 * Issue 43, point 3: what the console keeps in the browser (decisions 0065 and 0066). The login
 * tokens are the tab's own (session storage), never in local storage; a new tab takes the session
 * of a signed-in tab open beside it, and with none open resumes through the SSO's session cookie. After a sign-out, after a session that ended while the console was
 * open, and after the browser was closed and the console opened again, nothing of an
 * organization is readable in any storage of the console's origin: local storage, session
 * storage, IndexedDB, Cache Storage.
 */
import { expect, test, type Page } from '@playwright/test';
import { api } from './helpers';
import { restoreTokenLifetimes, shortenSession } from './sandbox';
import { signIn } from './users';

const DEVICES = '/dad/devices?organization_id=1';

/** Every storage area of the console's origin as one text (read from a page of that origin). */
const storedText = (page: Page) =>
    page.evaluate(async () => {
        const databases: Record<string, Record<string, unknown[]>> = {};
        for (const { name } of await indexedDB.databases()) {
            if (!name) continue;
            const db = await new Promise<IDBDatabase>((resolve, reject) => {
                const open = indexedDB.open(name);
                open.onsuccess = () => resolve(open.result);
                open.onerror = () => reject(open.error);
            });
            databases[name] = {};
            for (const store of Array.from(db.objectStoreNames)) {
                databases[name][store] = await new Promise<unknown[]>((resolve, reject) => {
                    const all = db.transaction(store).objectStore(store).getAll();
                    all.onsuccess = () => resolve(all.result);
                    all.onerror = () => reject(all.error);
                });
            }
            db.close();
        }
        const cached: Record<string, string[]> = {};
        for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            cached[name] = [];
            for (const request of await cache.keys()) {
                const response = await cache.match(request);
                cached[name].push(request.url, (await response?.text()) ?? '');
            }
        }
        return JSON.stringify({
            localStorage: { ...localStorage },
            sessionStorage: { ...sessionStorage },
            databases,
            cached,
        });
    });

/** The organization's names and ids as the API gives them to the signed-in organization admin. */
const organizationTexts = async (page: Page) => {
    const organizations = (await api(page, 'GET', '/organizations')).body as { name: string }[];
    const devices = (await api(page, 'GET', '/devices')).body as {
        name: string;
        deviceId?: string;
    }[];
    const alarms = (await api(page, 'GET', '/alarming/alarms')).body as { title: string }[];
    const texts = [
        ...organizations.map(organization => organization.name),
        ...devices.flatMap(device => [device.name, device.deviceId ?? '']),
        ...alarms.map(alarm => alarm.title),
    ].filter(text => text.length >= 5);
    expect(texts.length).toBeGreaterThan(10);
    return texts;
};

const readableOf = (stored: string, texts: string[]) =>
    texts.filter(text => stored.toLowerCase().includes(text.toLowerCase()));

/**
 * What a user leaves behind in a working session: a search of the device list for a device's
 * name, a selected row, a view saved under that name, and the billing sign-in. Returns the name.
 */
const leaveTraces = async (page: Page, texts: string[]) => {
    const devices = (await api(page, 'GET', '/devices')).body as { name: string }[];
    const name = devices[0]!.name;
    await page.goto(DEVICES);
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await expect(page.locator('tbody tr').first()).toContainText(name);
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the current filter and sort as a view' });
    await dialog.getByRole('textbox', { name: 'Name of the view' }).fill(`${name} view`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // Selected last: while rows are selected, their actions take the list toolbar's place.
    await page.locator('tbody tr').first().getByRole('checkbox').check();
    await expect(page.getByText('1 device selected')).toBeVisible();
    await page.goto('/licences?organization_id=1');
    await page.getByRole('textbox', { name: 'Username' }).fill('musterstadt');
    await page.getByRole('textbox', { name: 'Password' }).fill('musterstadt');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Signed in to billing as', { exact: false })).toBeVisible();
    // The probe sees what is kept: the typed name is there while the session lasts.
    const during = await storedText(page);
    expect(readableOf(during, texts)).toContain(name);
    expect(during).toContain('console.billingToken');
    return name;
};

/** On a page of the console's origin that does not start the console, nothing is readable. */
const expectNothingReadable = async (page: Page, texts: string[]) => {
    await page.goto('/config.json');
    const after = await storedText(page);
    expect(readableOf(after, texts)).toEqual([]);
    const stored = JSON.parse(after) as Record<string, Record<string, string>>;
    // What stays: the browser user's preferences (language, theme, menu), and keycloak-js's own
    // state of a sign-in under way (a return address).
    const kept = Object.keys(stored.localStorage).filter(
        key => !/^RaStoreconsole\.(version|locale|theme|sidebar\.open(Wide)?)$/.test(key),
    );
    expect(kept.filter(key => !key.startsWith('kc-callback-'))).toEqual([]);
    expect(Object.keys(stored.sessionStorage)).toEqual([]);
};

test.describe('what the browser keeps', () => {
    test.afterEach(async ({ request }) => {
        await restoreTokenLifetimes(request);
    });

    test('the login tokens are the tabs’ own: none in local storage; a new tab takes an open tab’s session, else asks the SSO', async ({
        page,
        context,
    }) => {
        const refreshTokens = new Set<string>();
        context.on('response', async response => {
            if (!response.url().endsWith('/protocol/openid-connect/token')) return;
            const body = await response.json().catch(() => ({}));
            if (typeof body.refresh_token === 'string') refreshTokens.add(body.refresh_token);
        });
        await signIn(page, 'orgadmin', DEVICES);
        await expect(page.locator('tbody tr').first()).toBeVisible();
        await page.reload();
        await expect(page.locator('tbody tr').first()).toBeVisible();
        const session = JSON.parse(
            (await page.evaluate(() => sessionStorage.getItem('console.loginToken'))) ?? '{}',
        ) as { refreshToken?: string };
        expect(refreshTokens.has(session.refreshToken ?? '')).toBe(true);
        const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
        expect(local).not.toContain('console.loginToken');
        for (const token of refreshTokens) expect(local.includes(token)).toBe(false);

        // A new tab takes the session of the tab open beside it: no trip to the SSO.
        const silentSignIns: string[] = [];
        context.on('request', request => {
            const url = new URL(request.url());
            if (url.pathname.endsWith('/protocol/openid-connect/auth'))
                silentSignIns.push(url.searchParams.get('prompt') ?? '');
        });
        const second = await context.newPage();
        await second.goto(DEVICES);
        await expect(second.locator('tbody tr').first()).toBeVisible();
        expect(silentSignIns).toEqual([]);
        expect(
            await second.evaluate(() => sessionStorage.getItem('console.loginToken')),
        ).toBeTruthy();

        // With no tab of the console open, a new one asks the SSO, whose session cookie signs
        // it in unasked.
        await second.close();
        await page.close();
        const third = await context.newPage();
        await third.goto(DEVICES);
        await expect(third.locator('tbody tr').first()).toBeVisible();
        expect(silentSignIns).toEqual(['none']);
        const own = JSON.parse(
            (await third.evaluate(() => sessionStorage.getItem('console.loginToken'))) ?? '{}',
        ) as { refreshToken?: string };
        expect(own.refreshToken).toBeTruthy();
        expect(own.refreshToken).not.toBe(session.refreshToken);
        const thirdLocal = await third.evaluate(() => JSON.stringify({ ...localStorage }));
        expect(thirdLocal).not.toContain(own.refreshToken);
    });

    test('after a sign-out nothing of the organization is readable', async ({ page }) => {
        test.slow();
        // A session of its own: the sign-out ends it.
        await signIn(page, 'orgadmin', '/dad?organization_id=1');
        const texts = await organizationTexts(page);
        await leaveTraces(page, texts);
        await page.getByRole('button', { name: 'Profile' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await expect(page.getByLabel('Username')).toBeVisible();
        await expectNothingReadable(page, texts);
    });

    test('after a session that ended while the console was open nothing of the organization is readable', async ({
        page,
        request,
    }) => {
        test.slow();
        await signIn(page, 'orgadmin', '/dad?organization_id=1');
        const texts = await organizationTexts(page);
        await leaveTraces(page, texts);
        const sessionEnded = await shortenSession(page, request);
        // Short tokens from the next refresh on; the session ends after the last one.
        await page.goto('/dad?organization_id=1');
        await expect(page.getByRole('link', { name: 'Devices', exact: true })).toBeVisible();
        await sessionEnded();
        await page.getByRole('link', { name: 'Devices', exact: true }).click();
        await expect(page.getByLabel('Username')).toBeVisible();
        await expectNothingReadable(page, texts);
    });

    test('the browser closed without a sign-out: the next start removes what was left before the sign-in', async ({
        browser,
    }) => {
        test.slow();
        const before = await browser.newContext();
        const page = await before.newPage();
        await signIn(page, 'orgadmin', '/dad?organization_id=1');
        const texts = await organizationTexts(page);
        const name = await leaveTraces(page, texts);
        // Closing the browser drops the tab (its session storage) and the session cookies, the
        // SSO's among them; local storage stays.
        const { origins } = await before.storageState();
        await before.close();
        const after = await browser.newContext({ storageState: { cookies: [], origins } });
        const next = await after.newPage();
        await next.goto('/config.json');
        expect(readableOf(await storedText(next), texts)).toContain(name);

        // The console started again: the SSO has no session, and the sign-in page shows.
        await next.goto(DEVICES);
        await expect(next.getByLabel('Username')).toBeVisible();
        await expectNothingReadable(next, texts);
        await after.close();
    });
});
