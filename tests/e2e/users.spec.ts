/**
 * Users of the organization and its services, and global users: inviting, role changes (one
 * call per role), removal, the new access in the invited user's next token, and who sees what.
 */
import { expect, test, type Page } from '@playwright/test';
import { recordUserCalls, saveScreenshot, tokenOf } from './helpers';
import { signIn, storageStateOf } from './users';

const SHOTS = '/tmp/shots-users';

const tokenGroups = async (page: Page) => {
    const payload = (await tokenOf(page)).split('.')[1];
    return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { groups: string[] })
        .groups;
};

const row = (page: Page, username: string) =>
    page
        .getByRole('table', { name: 'Users and their roles' })
        .getByRole('row')
        .filter({
            has: page.getByRole('cell', { name: new RegExp(`^${username}( \\(you\\))?$`) }),
        });

test.describe.serial('organization users', () => {
    test('newcomer has no access to the organization yet', async ({ browser }) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await signIn(page, 'newcomer', '/dad?organization_id=1');
        await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
        expect(await tokenGroups(page)).toEqual([]);
        await context.close();
    });

    test.describe('as organization admin', () => {
        test.use({ storageState: storageStateOf('orgadmin') });

        test('the tree, inviting to a service, roles one call each, removing', async ({ page }) => {
            await page.goto('/organization?organization_id=1');
            await page.getByRole('link', { name: /^User Management/ }).click();
            await expect(page).toHaveURL(/\/organization\/users$/);
            await expect(
                page.getByRole('heading', { name: 'User Management', level: 1 }),
            ).toBeVisible();
            const tree = page.getByRole('navigation', { name: 'Organization and its services' });
            const organization = tree.getByRole('button', { name: /Stadtwerke Musterstadt/ });
            await expect(organization).toHaveAttribute('aria-current', 'true');
            await expect(
                page.getByRole('heading', { name: 'Users of Stadtwerke Musterstadt' }),
            ).toBeVisible();
            await expect(row(page, 'orgadmin')).toContainText('Admin');
            await expect(row(page, 'viewer')).toContainText('Viewer');
            // Users cannot edit themselves.
            await expect(
                page.getByRole('button', { name: 'Edit roles of orgadmin' }),
            ).toBeDisabled();
            await expect(
                page.getByRole('button', { name: 'Remove orgadmin', exact: true }),
            ).toBeDisabled();
            await expect(page.getByRole('button', { name: 'Edit roles of viewer' })).toBeEnabled();
            await saveScreenshot(page, `${SHOTS}/organization.png`, true);

            const calls = recordUserCalls(page);
            await tree.getByRole('button', { name: /Street lights Musterstadt/ }).click();
            await expect(page).toHaveURL(/\/organization\/users\?group=services-101$/);
            await expect(
                page.getByRole('heading', { name: 'Users of Street lights Musterstadt' }),
            ).toBeVisible();
            await expect(row(page, 'serviceuser')).toContainText('User');

            // Invite: the username rule, an already listed user, then newcomer with VIEWER.
            await page.getByRole('button', { name: 'Invite user' }).click();
            const invite = page.getByRole('dialog', {
                name: 'Invite a user to Street lights Musterstadt',
            });
            const username = invite.getByLabel('Username');
            // Invite is disabled until the username is valid.
            const submit = invite.getByRole('button', { name: 'Invite' });
            await expect(submit).toBeDisabled();
            await username.fill('new comer');
            await expect(invite.getByText('Use letters, digits and . _ - @ only')).toBeVisible();
            await expect(submit).toBeDisabled();
            await username.fill('ServiceUser');
            await expect(submit).toBeEnabled();
            await invite.getByRole('button', { name: 'Invite' }).click();
            await expect(invite.getByRole('status')).toHaveText('ServiceUser is already listed.');
            await expect(username).toHaveValue('');
            await expect(submit).toBeDisabled();
            expect(calls).toEqual([]);
            await saveScreenshot(page, `${SHOTS}/invite.png`);

            await username.fill('newcomer');
            const invited = page.waitForRequest(
                request =>
                    request.method() === 'POST' &&
                    request
                        .url()
                        .endsWith('/api/users/username/newcomer/group/services-101?role=VIEWER'),
            );
            await invite.getByRole('button', { name: 'Invite' }).click();
            expect((await (await invited).response())?.status()).toBe(201);
            await expect(invite).toHaveCount(0);
            await expect(row(page, 'newcomer')).toContainText('Viewer');

            // Tick Admin and User: two additions; VIEWER cannot be toggled in a service.
            await page.getByRole('button', { name: 'Edit roles of newcomer' }).click();
            let dialog = page.getByRole('dialog', {
                name: 'Roles of newcomer in Street lights Musterstadt',
            });
            const viewer = dialog.getByRole('checkbox', { name: 'Viewer' });
            await expect(viewer).toBeChecked();
            await expect(viewer).toBeDisabled();
            await dialog.getByRole('checkbox', { name: 'Admin' }).check();
            await dialog.getByRole('checkbox', { name: 'User' }).check();
            await saveScreenshot(page, `${SHOTS}/roles-dialog.png`);
            calls.length = 0;
            await dialog.getByRole('button', { name: 'Save' }).click();
            await expect(dialog).toHaveCount(0);
            expect(calls).toEqual([
                'POST /users/username/newcomer/group/services-101?role=ADMIN',
                'POST /users/username/newcomer/group/services-101?role=USER',
            ]);
            await expect(row(page, 'newcomer')).toContainText(/Admin.*User.*Viewer/);

            // Untick User: one removal.
            await page.getByRole('button', { name: 'Edit roles of newcomer' }).click();
            dialog = page.getByRole('dialog', { name: /Roles of newcomer/ });
            await dialog.getByRole('checkbox', { name: 'User' }).uncheck();
            calls.length = 0;
            const removed = page.waitForResponse(
                response => response.request().method() === 'DELETE',
            );
            await dialog.getByRole('button', { name: 'Save' }).click();
            expect((await removed).status()).toBe(200);
            await expect(dialog).toHaveCount(0);
            expect(calls).toEqual(['DELETE /users/username/newcomer/group/services-101?role=USER']);

            // The server keeps it: after a reload the service is still selected.
            await page.reload();
            await expect(
                page.getByRole('heading', { name: 'Users of Street lights Musterstadt' }),
            ).toBeVisible();
            await expect(row(page, 'newcomer').getByRole('cell').nth(1)).toHaveText('AdminViewer');
            await saveScreenshot(page, `${SHOTS}/service.png`, true);

            // Removing asks first, then takes every role in one call.
            await page.getByRole('button', { name: 'Remove newcomer' }).click();
            const confirm = page.getByRole('dialog', { name: 'Remove newcomer?' });
            await expect(confirm).toContainText(
                'newcomer loses every role in Street lights Musterstadt.',
            );
            await saveScreenshot(page, `${SHOTS}/remove.png`);
            calls.length = 0;
            const removedAll = page.waitForResponse(
                response => response.request().method() === 'DELETE',
            );
            await confirm.getByRole('button', { name: 'Remove' }).click();
            expect((await removedAll).status()).toBe(200);
            await expect(confirm).toHaveCount(0);
            await expect(row(page, 'newcomer')).toHaveCount(0);
            expect(calls).toEqual(['DELETE /users/username/newcomer/group/services-101']);
            await page.reload();
            await expect(row(page, 'serviceuser')).toBeVisible();
            await expect(row(page, 'newcomer')).toHaveCount(0);

            // Invite newcomer to the organization itself: a viewer of it from the next sign-in.
            await tree.getByRole('button', { name: /Stadtwerke Musterstadt/ }).click();
            await expect(page).toHaveURL(/\/organization\/users$/);
            await page.getByRole('button', { name: 'Invite user' }).click();
            const inviteToOrganization = page.getByRole('dialog', {
                name: 'Invite a user to Stadtwerke Musterstadt',
            });
            await inviteToOrganization.getByLabel('Username').fill('newcomer');
            await inviteToOrganization.getByRole('button', { name: 'Invite' }).click();
            await expect(inviteToOrganization).toHaveCount(0);
            await expect(row(page, 'newcomer')).toContainText('Viewer');
            expect(calls.at(-1)).toBe(
                'POST /users/username/newcomer/group/organizations-1?role=VIEWER',
            );
        });
    });

    test('newcomer signs in again and holds the new role', async ({ browser }) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await signIn(page, 'newcomer', '/dad?organization_id=1');
        expect(await tokenGroups(page)).toEqual(['/organizations/1/VIEWER']);
        await expect(
            page.getByRole('heading', { name: 'Devices and Data', level: 1 }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Devices', exact: true })).toBeVisible();
        // A viewer: no user management.
        await page.goto('/organization');
        await expect(page.getByRole('link', { name: /^Services/ })).toBeVisible();
        await expect(page.getByRole('link', { name: /^User Management/ })).toHaveCount(0);
        await saveScreenshot(page, `${SHOTS}/newcomer.png`, true);
        await context.close();
    });
});

test.describe('viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('never sees the users page nor its tile', async ({ page }) => {
        await page.goto('/organization/users?organization_id=1');
        await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        await page.goto('/organization');
        await expect(page.getByRole('link', { name: /^Services/ })).toBeVisible();
        await expect(page.getByRole('link', { name: /^User Management/ })).toHaveCount(0);
    });
});

test.describe('system admin', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('/system/users shows every user with the global roles', async ({ page }) => {
        await page.goto('/system');
        await page.getByRole('link', { name: /^Global Users/ }).click();
        await expect(page).toHaveURL(/\/system\/users$/);
        await expect(page.getByRole('heading', { name: 'Global Users', level: 1 })).toBeVisible();
        await expect(row(page, 'sysadmin').getByRole('cell').nth(1)).toHaveText('AdminUser');
        for (const username of ['orgadmin', 'viewer', 'serviceuser', 'guest', 'newcomer']) {
            await expect(row(page, username).getByRole('cell').nth(1)).toHaveText('User');
        }
        await expect(page.getByRole('button', { name: 'Edit roles of sysadmin' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
        await saveScreenshot(page, `${SHOTS}/global.png`, true);

        await page.getByRole('button', { name: 'Edit roles of orgadmin', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Global roles of orgadmin' });
        await expect(dialog.getByRole('checkbox', { name: 'User' })).toBeChecked();
        await expect(dialog.getByRole('checkbox', { name: 'User' })).toBeDisabled();
        await expect(dialog.getByRole('checkbox', { name: 'Admin' })).toBeEnabled();
        await expect(dialog.getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
        await saveScreenshot(page, `${SHOTS}/global-dialog.png`);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toHaveCount(0);
    });
});

test.describe('more than a thousand users', () => {
    test.describe.configure({ mode: 'serial' });
    const GENERATED = 1200;

    test.beforeAll(async ({ request }) => {
        const created = await request.post('/__sandbox/users/bulk', {
            data: { count: GENERATED, organizationId: 1 },
        });
        expect(created.status()).toBe(201);
    });

    test.afterAll(async ({ request }) => {
        await request.delete('/__sandbox/users/bulk');
    });

    const table = (page: Page) => page.getByRole('table', { name: 'Users and their roles' });
    /** "1-25 of 1209": the range shown and the total. */
    const rangeInfo = (page: Page) => page.getByText(/^\d+-\d+ of \d+$/);
    const totalOf = async (page: Page) =>
        Number(/of (\d+)$/.exec((await rangeInfo(page).textContent()) ?? '')?.[1]);

    /** 25 rows a page, every user reachable page by page, and the search by username. */
    const pagesAndSearches = async (page: Page) => {
        await expect(table(page).getByRole('row')).toHaveCount(26);
        await expect(rangeInfo(page)).toHaveText(/^1-25 of \d+$/);
        const total = await totalOf(page);
        expect(total).toBeGreaterThan(GENERATED);
        await page.getByRole('button', { name: 'Go to page 2' }).click();
        await expect(rangeInfo(page)).toHaveText(`26-50 of ${total}`);
        await expect(table(page).getByRole('row')).toHaveCount(26);
        const last = Math.ceil(total / 25);
        await page.getByRole('button', { name: `Go to page ${last}` }).click();
        await expect(rangeInfo(page)).toHaveText(`${(last - 1) * 25 + 1}-${total} of ${total}`);
        // The last generated user, past the 1,000 the page used to stop at.
        await expect(row(page, 'zz-user-01200')).toBeVisible();

        const search = page.getByRole('searchbox', { name: 'Search by username' });
        await search.fill('ZZ-USER-0111');
        await expect(rangeInfo(page)).toHaveText('1-10 of 10');
        await expect(row(page, 'zz-user-01110')).toBeVisible();
        await expect(row(page, 'zz-user-01119')).toBeVisible();
        await search.fill('nobody-at-all');
        await expect(page.getByText('No username contains “nobody-at-all”.')).toBeVisible();
        await search.fill('');
        await expect(rangeInfo(page)).toHaveText(`1-25 of ${total}`);
    };

    test.describe('as organization admin', () => {
        test.use({ storageState: storageStateOf('orgadmin') });
        test('the organization users page and search', async ({ page }) => {
            const asked = page.waitForRequest(request =>
                request.url().includes('/api/users/group/organizations-1?'),
            );
            await page.goto('/organization/users?organization_id=1');
            expect(new URL((await asked).url()).searchParams.get('size')).toBe('1000000');
            await pagesAndSearches(page);
        });
    });

    test.describe('as system admin', () => {
        test.use({ storageState: storageStateOf('sysadmin') });
        test('the global users page and search', async ({ page }) => {
            await page.goto('/system/users');
            await expect(
                page.getByRole('heading', { name: 'Global Users', level: 1 }),
            ).toBeVisible();
            await pagesAndSearches(page);
        });
    });
});
