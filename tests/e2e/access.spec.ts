import { expect, test } from '@playwright/test';
import { ROUTES, seeded } from './routes';
import { choose } from './helpers';
import { storageStateOf } from './users';

test.describe('viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('opening /system/organizations/add by URL shows the blocked page', async ({ page }) => {
        await page.goto('/system/organizations/add');
        await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
        await expect(page.getByLabel('Name')).toHaveCount(0);
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    });

    test('sees the landing tiles of a read-only role, without user management', async ({
        page,
    }) => {
        await page.goto('/organization?organization_id=1');
        await expect(page.getByRole('heading', { name: 'Organization', level: 1 })).toBeVisible();
        await expect(page.getByRole('link', { name: /^Services/ })).toBeVisible();
        await expect(page.getByRole('link', { name: /^User Management/ })).toHaveCount(0);
    });
});

test.describe('viewer of organization 1 on every route', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test("sees the blocked page exactly where the route's declared access leaves viewers out", async ({
        page,
    }) => {
        test.setTimeout(30_000 + ROUTES.length * 10_000);
        await page.goto('/dad?organization_id=1');
        await expect(
            page.getByRole('heading', { name: 'Devices and Data', level: 1 }),
        ).toBeVisible();
        for (const route of ROUTES) {
            const blocked =
                route.access === 'organizationAdmins' || route.access === 'systemAdmins';
            await test.step(`${route.path} (${route.access})`, async () => {
                await page.goto(seeded(route.path));
                await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
                await expect(page.getByRole('heading', { name: 'Permission denied' })).toHaveCount(
                    blocked ? 1 : 0,
                );
            });
        }
    });
});

test.describe('system admin', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('is blocked from the organization areas while no organization is selected', async ({
        page,
    }) => {
        await page.goto('/dad');
        await expect(page.getByRole('heading', { name: 'Choose an organization' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Permission denied' })).toHaveCount(0);
        await expect(
            page.getByText('Select an organization in the header to open this page.'),
        ).toBeVisible();
    });

    // Each page asks for an organization, and choosing one opens that page, not home.
    const WAITING = [
        {
            path: '/organization',
            heading: 'Organization',
            locale: 'en',
            ask: 'Choose an organization',
        },
        { path: '/dad/devices', heading: 'Devices', locale: 'en', ask: 'Choose an organization' },
        { path: '/alarming', heading: 'Alarming', locale: 'en', ask: 'Choose an organization' },
        {
            path: '/organization',
            heading: 'Organisation',
            locale: 'de',
            ask: 'Organisation auswählen',
        },
        { path: '/dad/devices', heading: 'Geräte', locale: 'de', ask: 'Organisation auswählen' },
        { path: '/licences', heading: 'Licenze', locale: 'it', ask: "Seleziona un'organizzazione" },
    ];
    for (const { path, heading, locale, ask } of WAITING) {
        test(`${path} (${locale}) opens once an organization is chosen`, async ({ page }) => {
            await page.addInitScript(
                value => localStorage.setItem('RaStoreconsole.locale', JSON.stringify(value)),
                locale,
            );
            await page.goto(path);
            await expect(page.getByRole('heading', { name: ask, level: 1 })).toBeVisible();
            const label = { en: 'Organization', de: 'Organisation', it: 'Organizzazione' }[locale]!;
            await choose(page, label, 'Stadtwerke Musterstadt');
            await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
            expect(new URL(page.url()).pathname).toBe(path);
            await expect(page.getByRole('heading', { name: ask })).toHaveCount(0);
        });
    }
});

test.describe('organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('is blocked under /system', async ({ page }) => {
        await page.goto('/system');
        await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
    });

    test('finds the only organization selected on a first sign-in', async ({ page }) => {
        await page.addInitScript(() =>
            localStorage.removeItem('RaStoreconsole.organization.current'),
        );
        await page.goto('/dad');
        await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveText(
            'Stadtwerke Musterstadt',
        );
        await expect(page.getByRole('link', { name: 'Devices', exact: true })).toBeVisible();
    });

    test('opens the device and data tiles once an organization is selected', async ({ page }) => {
        await page.goto('/dad?organization_id=1');
        for (const tile of ['Integrations', 'Devices', 'Device Groups', 'Data Sharings']) {
            await expect(page.getByRole('link', { name: tile, exact: true })).toBeVisible();
        }
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
            /Home.*Devices and Data/,
        );
    });
});
