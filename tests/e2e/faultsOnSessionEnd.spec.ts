/**
 * The fault sweep's ended sessions (with the other faultsOn*.spec.ts): on every kind of form
 * (generated add and edit pages, the custom edit pages, the wizards) the session ends with typed
 * input (a 401 of the product API on Save, or a sign-out in another tab); after signing in again
 * the console is back on the same form and organization with the input restored and the notice
 * shown. The input is discarded afterwards, so no record changes.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { api, choose } from './helpers';
import { clearFaults, injectFault } from './sandbox';
import { signIn, signInOnSsoPage } from './users';

const RESTORED = 'Your unsaved input was restored. Save it to keep it.';
const RESTORED_WITHOUT_SECRETS =
    'Your unsaved input was restored. Secret fields such as keys and passwords were not kept: enter them again, then save.';

interface SessionEndCase {
    form: string;
    /** The form's address (organization 1), or a function finding it. */
    path: string | ((page: Page) => Promise<string>);
    /** The text field typed into, by its accessible name. */
    field: string;
    /** How the session ends: a 401 on this save call, or a sign-out in another tab. */
    end: { method: 'POST' | 'PUT' | 'PATCH'; path: string } | 'other tab';
}

const firstDevice = async (page: Page) => {
    const { body } = await api(page, 'GET', '/devices');
    return `/dad/devices/device?id=${(body as { id: number }[])[0].id}&organization_id=1`;
};

const CASES: SessionEndCase[] = [
    {
        form: 'organization (generated edit)',
        path: '/system/organizations/edit?id=3',
        field: 'Name',
        end: { method: 'PUT', path: '^/api/organizations/\\d+$' },
    },
    {
        form: 'organization (generated add)',
        path: '/system/organizations/add',
        field: 'Name',
        end: 'other tab',
    },
    {
        form: 'responsible (edit)',
        path: '/alarming/responsibles/responsible?id=2&organization_id=1',
        field: 'Name',
        end: { method: 'PUT', path: '^/api/alarming/responsibles/\\d+$' },
    },
    {
        form: 'responsible (add wizard)',
        path: '/alarming/responsibles/add?organization_id=1',
        field: 'Name',
        end: 'other tab',
    },
    {
        form: 'integration (edit)',
        path: '/dad/integrations/integration?id=1&organization_id=1',
        field: 'Name',
        end: { method: 'PATCH', path: '^/api/integrations/\\d+$' },
    },
    {
        form: 'integration (add wizard)',
        path: '/dad/integrations/add?organization_id=1',
        field: 'Name',
        end: 'other tab',
    },
    {
        form: 'device',
        path: firstDevice,
        field: 'Name',
        end: { method: 'PATCH', path: '^/api/devices/\\d+$' },
    },
    {
        form: 'device group (edit)',
        path: '/dad/deviceGroups/deviceGroup?id=1&organization_id=1',
        field: 'Name',
        end: 'other tab',
    },
    {
        form: 'data sharing (edit)',
        path: '/dad/datasharing/sharing?id=1&organization_id=1',
        field: 'Name',
        end: 'other tab',
    },
    {
        form: 'service (edit)',
        path: '/organization/services/service?id=101&organization_id=1',
        field: 'Name',
        end: 'other tab',
    },
    {
        form: 'custom alarm (edit)',
        path: '/alarming/custom-alarms/external-alarm?id=1&organization_id=1',
        field: 'Title',
        end: 'other tab',
    },
];

/**
 * Another tab of the same browser signs out, as far as this tab can tell: it says so on the
 * console's session channel (src/auth/sessionChannel.ts). The SSO session itself goes on.
 */
const signOutInAnotherTab = async (context: BrowserContext) => {
    const other = await context.newPage();
    await other.goto('/config.json');
    await other.evaluate(() => {
        const channel = new BroadcastChannel('console.session');
        channel.postMessage({ type: 'signed-out' });
        channel.close();
    });
    await other.close();
};

/** Discards the tab's drafts (the tab's sign-in stays). */
const discardDrafts = (page: Page) =>
    page.evaluate(() =>
        Object.keys(sessionStorage)
            .filter(key => key.startsWith('console.draft:'))
            .forEach(key => sessionStorage.removeItem(key)),
    );

test.describe('session-end sweep', () => {
    test.afterEach(async ({ request }) => {
        await clearFaults(request);
    });

    test(`every kind of form keeps its input over an ended session (${CASES.length} forms)`, async ({
        page,
        context,
        request,
    }) => {
        test.setTimeout(60_000 + CASES.length * 20_000);
        // A session of its own: the sweep signs out again and again.
        await signIn(page, 'sysadmin', '/?organization_id=1');
        for (const entry of CASES) {
            await test.step(entry.form, async () => {
                const path = typeof entry.path === 'string' ? entry.path : await entry.path(page);
                await page.goto(path);
                const field = page.getByRole('textbox', { name: entry.field }).first();
                await expect(field).toBeEditable({ timeout: 15_000 });
                await expect(async () => {
                    await field.fill(`Kept ${entry.form}`);
                    await expect(field).toHaveValue(`Kept ${entry.form}`, { timeout: 500 });
                }).toPass();
                const before = page.url();
                if (entry.end === 'other tab') {
                    await signOutInAnotherTab(context);
                    const notice = page.getByRole('alert', { name: 'Signed out' });
                    await expect(notice).toBeVisible();
                    // The SSO session is still there: signing in again needs no password.
                    await notice
                        .getByRole('button', { name: 'Sign in' })
                        .click({ timeout: 10_000 });
                } else {
                    await injectFault(request, {
                        ...entry.end,
                        status: 401,
                        body: { message: 'Unauthorized' },
                        times: 1,
                    });
                    await page.getByRole('button', { name: 'Save' }).click({ timeout: 10_000 });
                    await expect(page.getByLabel('Username')).toBeVisible();
                    await signInOnSsoPage(page, 'sysadmin');
                }
                await expect(page.getByText(RESTORED)).toBeVisible();
                const back = new URL(page.url());
                const expected = new URL(before);
                expect(back.pathname).toBe(expected.pathname);
                expect(back.searchParams.get('id')).toBe(expected.searchParams.get('id'));
                if (expected.searchParams.get('organization_id')) {
                    expect(back.searchParams.get('organization_id')).toBe('1');
                }
                await expect(page.getByRole('textbox', { name: entry.field }).first()).toHaveValue(
                    `Kept ${entry.form}`,
                );
                // Discard: nothing is saved, and the draft does not come back.
                await discardDrafts(page);
            });
        }
    });

    test('a wizard says what it could not keep: the secrets typed, and the test run', async ({
        page,
        context,
    }) => {
        test.setTimeout(90_000);
        await signIn(page, 'orgadmin', '/dad/deviceGroups/add?organization_id=1');
        const next = page.getByRole('button', { name: 'Next' });
        await page.getByRole('textbox', { name: 'Name' }).fill('Kept group');
        await next.click();
        await choose(page, 'Device type', 'Schréder Owlet IoT 3.0');
        await next.click();
        await choose(page, 'Integration', 'ChirpStack Stadtwerke');
        await page.getByRole('textbox', { name: 'Address' }).fill('ABC12DEF');
        await page.getByRole('button', { name: 'Generate network session key' }).click();
        await page.getByRole('button', { name: 'Generate application session key' }).click();
        await next.click();
        await expect(page.getByRole('combobox', { name: 'Subscribed group' })).toBeVisible();
        await signOutInAnotherTab(context);
        await page
            .getByRole('alert', { name: 'Signed out' })
            .getByRole('button', { name: 'Sign in' })
            .click({ timeout: 10_000 });
        // The session keys were not kept: the notice says so before the wizard asks for them.
        await expect(page.getByText(RESTORED_WITHOUT_SECRETS)).toBeVisible();
        await expect(page.getByText(RESTORED, { exact: true })).toHaveCount(0);
        expect(JSON.stringify(await page.evaluate(() => ({ ...sessionStorage })))).not.toMatch(
            /[0-9A-F]{32}/,
        );
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Kept group');
        await next.click();
        await next.click();
        await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('ABC12DEF');
        await expect(page.getByLabel('Network session key', { exact: true })).toHaveValue('');
        await discardDrafts(page);

        // The custom alarm wizard gets its input back, but not the passed test run: it says
        // that Create waits for one.
        await page.goto('/alarming/custom-alarms/add?organization_id=1');
        await page.getByRole('searchbox', { name: 'Search' }).fill('Marktplatz');
        await page.getByRole('radio', { name: 'Select Weather station Marktplatz' }).check();
        await next.click();
        await page.getByRole('textbox', { name: 'Title' }).fill('Kept alarm');
        await page.getByRole('textbox', { name: 'Description' }).fill('Kept description');
        await page.getByRole('button', { name: 'Test run' }).click();
        const create = page.getByRole('button', { name: 'Create' });
        await expect(create).toBeEnabled();
        await signOutInAnotherTab(context);
        await page
            .getByRole('alert', { name: 'Signed out' })
            .getByRole('button', { name: 'Sign in' })
            .click({ timeout: 10_000 });
        await expect(page.getByText(RESTORED)).toBeVisible();
        await next.click();
        await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Kept alarm');
        const needed =
            'Create needs a passed test run of the script and test data as they are now.';
        await expect(create).toBeDisabled();
        await expect(page.getByText(needed)).toBeVisible();
        await expect(create).toHaveAccessibleDescription(needed);
        await page.getByRole('button', { name: 'Test run' }).click();
        await expect(create).toBeEnabled();
        await expect(page.getByText(needed)).toHaveCount(0);
        await discardDrafts(page);
    });

    test('a dialog open when the session ends opens again with its input', async ({
        page,
        context,
        request,
    }) => {
        await signIn(page, 'orgadmin', '/alarming/alarms?organization_id=1');
        await page.getByRole('button', { name: 'Send test alarm' }).click();
        const testAlarm = page.getByRole('dialog', { name: 'Send a test alarm' });
        await testAlarm.getByRole('textbox', { name: 'Title' }).fill('Kept title');
        await testAlarm.getByRole('textbox', { name: 'Description' }).fill('Kept description');
        await signOutInAnotherTab(context);
        const notice = page.getByRole('alert', { name: 'Signed out' });
        await notice.getByRole('button', { name: 'Sign in' }).click({ timeout: 10_000 });
        await expect(page.getByText(RESTORED)).toBeVisible();
        await expect(testAlarm.getByRole('textbox', { name: 'Title' })).toHaveValue('Kept title');
        await expect(testAlarm.getByRole('textbox', { name: 'Description' })).toHaveValue(
            'Kept description',
        );
        await testAlarm.getByRole('button', { name: 'Cancel' }).click();
        await expect(testAlarm).toBeHidden();
        // Closed without sending: the next visit opens no dialog.
        await page.reload();
        await expect(page.locator('tbody tr').first()).toBeVisible();
        await expect(testAlarm).toHaveCount(0);

        await page.goto('/organization/users?group=services-101&organization_id=1');
        await page.getByRole('button', { name: 'Invite user' }).click();
        const invite = page.getByRole('dialog', {
            name: 'Invite a user to Street lights Musterstadt',
        });
        await invite.getByLabel('Username').fill('kept.user');
        await injectFault(request, {
            method: 'POST',
            path: '^/api/users/username/',
            status: 401,
            body: { message: 'Unauthorized' },
            times: 1,
        });
        await invite.getByRole('button', { name: 'Invite' }).click();
        // The SSO's sign-in page; back in the console, the dialog hides the page's navigation
        // from assistive technology (signInOnSsoPage waits for it).
        const username = page.getByRole('textbox', { name: 'Username' });
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await username.fill('orgadmin');
        await page.getByLabel('Password').fill('orgadmin');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByText(RESTORED)).toBeVisible();
        await expect(invite.getByLabel('Username')).toHaveValue('kept.user');
        await invite.getByRole('button', { name: 'Cancel' }).click();
        await expect(invite).toBeHidden();
    });
});
