import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { tokenOf, unique } from './helpers';
import { restoreTokenLifetimes, shortenSession } from './sandbox';
import { signIn, signInOnSsoPage, storageStateOf } from './users';

const RESTORED = 'Your unsaved input was restored. Save it to keep it.';
const SIGNED_OUT_ELSEWHERE =
    'You were signed out in another tab. Your input is kept; sign in again to continue.';
const EDIT = '/alarming/responsibles/responsible';
const WHOLE_DAY = { start: 0, end: 86_399_999 };
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A responsible of organization 2 (Comune di Lago Verde), made by the system admin's API. */
const responsibleOfOrganization2 = async (browser: Browser) => {
    const admin = await browser.newPage({ storageState: storageStateOf('sysadmin') });
    await admin.goto('/');
    const name = unique('Lia Draft');
    const response = await admin.request.post('/api/alarming/responsibles', {
        headers: { Authorization: `Bearer ${await tokenOf(admin)}` },
        data: {
            name,
            email: 'lia.draft@lagoverde.example',
            organizationId: 2,
            plans: [
                {
                    id: 2,
                    alarmTypes: ['FAILURE'],
                    time: Object.fromEntries(DAYS.map(day => [day, WHOLE_DAY])),
                },
            ],
        },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    await admin.close();
    return { id, name, path: `${EDIT}?id=${id}` };
};

const storedName = async (page: Page, id: number) => {
    const response = await page.request.get(`/api/alarming/responsibles/${id}`, {
        headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    });
    return ((await response.json()) as { name: string }).name;
};

const nameInput = (page: Page) => page.getByRole('textbox', { name: 'Name' });

/** Back on the responsible's form in Comune di Lago Verde, with the typed name restored. */
const expectRestored = async (page: Page, id: number, typed: string) => {
    await expect(page).toHaveURL(new RegExp(`${EDIT}\\?id=${id}&organization_id=2$`));
    await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveText(
        'Comune di Lago Verde',
    );
    await expect(page.getByText(RESTORED)).toBeVisible();
    await expect(nameInput(page)).toHaveValue(typed);
};

test.describe('session', () => {
    test.afterEach(async ({ request }) => {
        await restoreTokenLifetimes(request);
    });

    test('a deep link survives sign-in and a reload keeps the session', async ({
        page,
        baseURL,
    }) => {
        const origins = new Set<string>();
        page.on('request', request => origins.add(new URL(request.url()).origin));
        await signIn(page, 'sysadmin', '/system/organizations');
        await expect(page).toHaveURL(/\/system\/organizations$/);
        await expect(page.getByRole('columnheader', { name: 'Billing ID' })).toBeVisible();
        await page.reload();
        await expect(page.getByRole('columnheader', { name: 'Billing ID' })).toBeVisible();
        expect(page.url()).not.toContain(':18081');
        // No telemetry or other third party: only the console's origin and the SSO.
        const config = await (await page.request.get('/config.json')).json();
        expect([...origins].sort()).toEqual([new URL(baseURL!).origin, config.ssoUrl].sort());
    });

    test('an expired token that cannot be refreshed ends on the SSO login page', async ({
        page,
        request,
    }) => {
        const sessionEnded = await shortenSession(page, request);
        await signIn(page, 'sysadmin', '/system');
        await expect(page.getByRole('link', { name: 'Organizations', exact: true })).toBeVisible();
        await sessionEnded();
        await page.getByRole('link', { name: 'Organizations', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await expect(page.getByLabel('Username')).toBeVisible();
    });

    test('an expired session while editing: sign in again, same page and organization, input restored, save works', async ({
        page,
        request,
        browser,
    }) => {
        test.slow();
        const responsible = await responsibleOfOrganization2(browser);
        const sessionEnded = await shortenSession(page, request);
        await signIn(page, 'sysadmin', `${responsible.path}&organization_id=2`);
        await expect(nameInput(page)).toHaveValue(responsible.name);
        const typed = `${responsible.name} (kept)`;
        await nameInput(page).fill(typed);
        await sessionEnded();
        await page.getByRole('button', { name: 'Save' }).click();

        // The session has ended: the SSO asks for sign-in (the input is not saved).
        await expect(page.getByLabel('Username')).toBeVisible();
        await restoreTokenLifetimes(request);
        await signInOnSsoPage(page, 'sysadmin');

        // Back on the same form, in the same organization, with the input restored.
        await expectRestored(page, responsible.id, typed);
        expect(await storedName(page, responsible.id)).toBe(responsible.name);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page).toHaveURL(/\/alarming\/responsibles(\?|$)/);
        expect(await storedName(page, responsible.id)).toBe(typed);

        // Saved: the draft is gone, the form opens with the stored record and no notice.
        await page.goto(`${responsible.path}&organization_id=2`);
        await expect(nameInput(page)).toHaveValue(typed);
        await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
        await expect(page.getByText(RESTORED)).toHaveCount(0);
    });

    test('a sign-out in a second tab: the first tab says so at once and keeps the input', async ({
        page,
        context,
        browser,
    }) => {
        test.slow();
        const responsible = await responsibleOfOrganization2(browser);
        // A session of its own: signing out must not end the suite's stored sessions.
        await signIn(page, 'sysadmin', `${responsible.path}&organization_id=2`);
        const typed = `${responsible.name} (other tab)`;
        await nameInput(page).fill(typed);

        const second = await context.newPage();
        await second.goto('/?organization_id=2');
        await expect(second.getByRole('button', { name: 'Profile' })).toBeVisible();
        await second.getByRole('button', { name: 'Profile' }).click();
        await second.getByRole('menuitem', { name: 'Logout' }).click();
        await expect(second.getByLabel('Username')).toBeVisible();

        // The first tab tells at once, without a click, instead of "Permission denied".
        const notice = page.getByRole('alert', { name: 'Signed out' });
        await expect(notice).toContainText(SIGNED_OUT_ELSEWHERE, { timeout: 3_000 });
        await expect(page.getByText('Permission denied')).toHaveCount(0);
        await expect(notice.getByRole('button', { name: 'Sign in' })).toBeFocused();
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
            violations
                .filter(violation => ['serious', 'critical'].includes(violation.impact ?? ''))
                .map(violation => violation.id),
        ).toEqual([]);
        await notice.getByRole('button', { name: 'Sign in' }).click();
        await signInOnSsoPage(page, 'sysadmin');
        await expectRestored(page, responsible.id, typed);
        await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
        // Undo discards the restored input, and with it the draft.
        await page.getByRole('button', { name: 'Undo' }).click();
        await expect(nameInput(page)).toHaveValue(responsible.name);
        await page.reload();
        await expect(nameInput(page)).toHaveValue(responsible.name);
        await expect(page.getByText(RESTORED)).toHaveCount(0);
    });

    test('after sign-out the old access token is refused by the API at once', async ({ page }) => {
        await signIn(page, 'orgadmin', '/?organization_id=1');
        const token = await tokenOf(page);
        const call = () =>
            page.request.get('/api/organizations', {
                headers: { Authorization: `Bearer ${token}` },
            });
        expect((await call()).status()).toBe(200);
        await page.getByRole('button', { name: 'Profile' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await expect(page.getByLabel('Username')).toBeVisible();
        expect((await call()).status()).toBe(401);
    });
});

test.describe('starting with a stored session', () => {
    test('the console shows before the SSO answers its refresh, and asks for its configuration once', async ({
        page,
    }) => {
        await signIn(page, 'orgadmin', '/dad/devices');
        await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();

        // The stored session's refresh is held at the SSO until the page has shown the list.
        let release = () => undefined as void;
        const held = new Promise<void>(resolve => (release = resolve));
        const refreshes: string[] = [];
        await page.route(/\/protocol\/openid-connect\/token$/, async route => {
            refreshes.push(route.request().method());
            await held;
            await route.continue();
        });
        const configRequests: string[] = [];
        page.on('request', request => {
            if (new URL(request.url()).pathname === '/config.json') {
                configRequests.push(request.url());
            }
        });
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
        await expect(page.getByRole('row').nth(1)).toBeVisible();
        expect(refreshes).toEqual(['POST']);
        release();

        // index.html preloads /config.json while the code loads; the start's fetch takes that
        // answer (a second request would mean it did not).
        expect(configRequests).toHaveLength(1);
        await expect(page.locator('link[rel="preload"][href="/config.json"]')).toHaveCount(1);
    });
});
