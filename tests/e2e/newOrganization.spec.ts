/**
 * A new organization's first day: the system admin adds it (in German, on a 1024x768 tablet),
 * a name another organization has is said at the name field; an admin and a viewer are invited,
 * an unknown username said at its field; the new admin's home offers to add the first service.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, recordUserCalls, unique } from './helpers';
import { createAccount } from './sandbox';
import { signIn, storageStateOf } from './users';

const GERMAN = 'Hoppla, da ist etwas schiefgelaufen!';
const ENGLISH = 'Oops, something went wrong!';

/** The console in German from its start, as a German system admin has it. */
const inGerman = (page: Page) =>
    page.addInitScript(() => {
        if (localStorage.getItem('RaStoreconsole.locale') === null)
            localStorage.setItem('RaStoreconsole.locale', JSON.stringify('de'));
    });

test.describe('a system admin adds an organization', () => {
    test.use({ storageState: storageStateOf('sysadmin'), viewport: { width: 1024, height: 768 } });

    test('a name another organization has is said at the name field, in German', async ({
        page,
    }) => {
        await inGerman(page);
        await page.goto('/system/organizations/add');
        const name = page.getByRole('textbox', { name: 'Name' });
        const billing = page.getByLabel('Abrechnungs-ID');
        await name.fill('Stadtwerke Musterstadt');
        await billing.fill('NEU-1');
        await page.getByRole('button', { name: 'Speichern' }).click();
        await expect(name).toHaveAccessibleDescription(/Dieser Name ist bereits vergeben/);
        await expect(name).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByText(GERMAN)).toHaveCount(0);
        // Nor react-admin's "form not valid", which would only repeat it.
        await expect(page.getByText(/Formular ist ungültig/)).toHaveCount(0);
        await expect(name).toHaveValue('Stadtwerke Musterstadt');
        await expect(billing).toHaveValue('NEU-1');
        await expect(page).toHaveURL(/\/system\/organizations\/add$/);

        // Another name: saved, back to the list.
        const fresh = unique('Neustadt');
        await name.fill(fresh);
        await expect(name).not.toHaveAttribute('aria-invalid', 'true');
        await page.getByRole('button', { name: 'Speichern' }).click();
        await expect(page).toHaveURL(/\/system\/organizations$/);
        const created = (await api(page, 'GET', '/organizations')).body as {
            id: number;
            name: string;
        }[];
        const id = created.find(organization => organization.name === fresh)!.id;

        // Renamed to a name another organization has: the same, on the edit page.
        await page.goto(`/system/organizations/edit?id=${id}`);
        await expect(name).toHaveValue(fresh);
        await name.fill('Gemeinde Bergdorf');
        await page.getByRole('button', { name: 'Speichern' }).click();
        await expect(name).toHaveAccessibleDescription(/Dieser Name ist bereits vergeben/);
        await expect(page.getByText(GERMAN)).toHaveCount(0);
        await expect(name).toHaveValue('Gemeinde Bergdorf');
        await expect(page).toHaveURL(/\/system\/organizations\/edit\?id=\d+$/);
    });
});

test.describe.serial("a new organization's first admin", () => {
    const suffix = Date.now() % 1_000_000;
    const admin = `newcomer-admin-${suffix}`;
    const viewer = `newcomer-viewer-${suffix}`;
    let organizationId = 0;

    test.describe('the system admin invites', () => {
        test.use({ storageState: storageStateOf('sysadmin') });

        test('an admin and a viewer, an unknown username said at the field', async ({
            page,
            request,
        }) => {
            await createAccount(request, admin);
            await createAccount(request, viewer);
            await page.goto('/');
            const created = await api(page, 'POST', '/organizations', {
                name: unique('Empty Town'),
                billingId: `ET-${suffix}`,
            });
            expect(created.status).toBe(201);
            organizationId = (created.body as { id: number }).id;

            await page.goto(`/organization/users?organization_id=${organizationId}`);
            const calls = recordUserCalls(page);
            await page.getByRole('button', { name: 'Invite user' }).first().click();
            const dialog = page.getByRole('dialog');
            const username = dialog.getByRole('textbox', { name: 'Username' });
            // Viewer is the default.
            await expect(dialog.getByRole('radio', { name: 'Viewer' })).toBeChecked();

            await username.fill('nobody-knows-me');
            await dialog.getByRole('radio', { name: 'Admin' }).check();
            await dialog.getByRole('button', { name: 'Invite' }).click();
            await expect(username).toHaveAccessibleDescription(
                'No user is named nobody-knows-me. Check the spelling.',
            );
            await expect(page.getByText(ENGLISH)).toHaveCount(0);
            await expect(page.getByText(/form is not valid/)).toHaveCount(0);
            await expect(username).toHaveValue('nobody-knows-me');
            await expect(dialog.getByRole('radio', { name: 'Admin' })).toBeChecked();

            // The right name: one call gives the admin role.
            await username.fill(admin);
            await dialog.getByRole('button', { name: 'Invite' }).dblclick();
            await expect(dialog).toHaveCount(0);
            const row = page
                .getByRole('table', { name: 'Users and their roles' })
                .getByRole('row')
                .filter({ has: page.getByRole('cell', { name: admin, exact: true }) });
            await expect(row).toContainText('Admin');
            expect(calls).toEqual([
                `POST /users/username/nobody-knows-me/group/organizations-${organizationId}?role=ADMIN`,
                `POST /users/username/${admin}/group/organizations-${organizationId}?role=ADMIN`,
            ]);
            const grants = (await api(page, 'GET', `/users/group/organizations-${organizationId}`))
                .body as { username: string; role: string }[];
            expect(grants.filter(grant => grant.username === admin)).toEqual([
                expect.objectContaining({ role: 'ADMIN' }),
            ]);

            // A viewer, as by default.
            await page.getByRole('button', { name: 'Invite user' }).first().click();
            await dialog.getByRole('textbox', { name: 'Username' }).fill(viewer);
            await dialog.getByRole('button', { name: 'Invite' }).click();
            await expect(dialog).toHaveCount(0);
            expect(calls.at(-1)).toBe(
                `POST /users/username/${viewer}/group/organizations-${organizationId}?role=VIEWER`,
            );
        });
    });

    test('the new admin is offered to add the first service', async ({ browser }) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await signIn(page, admin, `/?organization_id=${organizationId}`);
        await expect(page.getByText('No services yet.')).toBeVisible();
        await expect(page.getByText(/contact your organization admin/)).toHaveCount(0);
        await page.getByRole('link', { name: 'Add Service' }).click();
        await expect(page).toHaveURL(/\/organization\/services\/add$/);
        await context.close();
    });

    test('the new viewer learns that the admin adds them', async ({ browser }) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await signIn(page, viewer, `/?organization_id=${organizationId}`);
        await expect(
            page.getByText('No services yet. Your organization admin can add them.'),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Add Service' })).toHaveCount(0);
        await context.close();
    });
});
