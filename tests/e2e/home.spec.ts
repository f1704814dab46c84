import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { storageStateOf, type DemoUser } from './users';

/** The console's version, from its one source (package.json). */
const CONSOLE_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string })
    .version;

const EXPECTED: Record<DemoUser, { tiles: string[]; sidebar: string[] }> = {
    sysadmin: {
        tiles: [
            'Smart Lighting',
            'Smart Valve',
            'Traffic Monitoring',
            'Environmental Monitoring',
            'LPWAN Service',
        ],
        sidebar: [
            'Home',
            'Devices and Data',
            'Alarming',
            'Organization',
            'Licence Management',
            'Administration',
            'Settings',
        ],
    },
    orgadmin: {
        tiles: ['Smart Lighting', 'Environmental Monitoring', 'LPWAN Service'],
        sidebar: [
            'Home',
            'Devices and Data',
            'Alarming',
            'Organization',
            'Licence Management',
            'Settings',
        ],
    },
    orgadmin2: {
        tiles: ['Traffic Monitoring'],
        sidebar: [
            'Home',
            'Devices and Data',
            'Alarming',
            'Organization',
            'Licence Management',
            'Settings',
        ],
    },
    viewer: {
        tiles: ['Smart Lighting'],
        sidebar: ['Home', 'Devices and Data', 'Alarming', 'Organization', 'Settings'],
    },
    serviceuser: { tiles: ['Smart Valve'], sidebar: ['Home', 'Settings'] },
    guest: { tiles: [], sidebar: ['Home', 'Settings'] },
};

const ALL_TILES = EXPECTED.sysadmin.tiles;

for (const [user, expected] of Object.entries(EXPECTED) as [
    DemoUser,
    (typeof EXPECTED)[DemoUser],
][]) {
    test.describe(`${user} at home`, () => {
        test.use({ storageState: storageStateOf(user) });

        test('sees the home tiles and sidebar entries of the role', async ({ page }) => {
            await page.goto('/');
            for (const tile of ALL_TILES) {
                const link = page.getByRole('link', {
                    name: tile === 'LPWAN Service' ? /^LPWAN Service/ : tile,
                    exact: true,
                });
                if (expected.tiles.includes(tile)) await expect(link).toBeVisible();
                else await expect(link).toHaveCount(0);
            }
            if (expected.tiles.length === 0) {
                await expect(
                    page.getByText(
                        'You have no permission for services. Please contact your organization admin.',
                    ),
                ).toBeVisible();
            }
            const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
            await expect(sidebar.getByRole('menuitem')).toHaveText(expected.sidebar);
            await expect(page.getByText(`Console version ${CONSOLE_VERSION}`)).toBeVisible();
            await expect(page.getByText(/Server version \d+\.\d+/)).toBeVisible();
        });
    });
}

test.describe('portal tiles', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('LPWAN opens the configured site in a new tab, the others stay in the platform', async ({
        page,
    }) => {
        await page.goto('/');
        const lpwan = page.getByRole('link', { name: /^LPWAN Service/ });
        await expect(lpwan).toHaveAttribute('target', '_blank');
        const config = await (await page.request.get('/config.json')).json();
        await expect(lpwan).toHaveAttribute('href', config.lpwanSiteUrl);
        await expect(page.getByRole('link', { name: 'Smart Lighting' })).toHaveAttribute(
            'href',
            '/sls/',
        );
        await expect(page.getByRole('link', { name: 'Smart Valve' })).toHaveAttribute(
            'href',
            '/svs/',
        );
        await expect(page.getByRole('link', { name: 'Traffic Monitoring' })).toHaveAttribute(
            'href',
            '/sts/',
        );
        await expect(page.getByRole('link', { name: 'Environmental Monitoring' })).toHaveAttribute(
            'href',
            '/ses/',
        );
    });
});

test.describe('open alarms on the home page', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('lists the open alarms of the organization and leads to the alarms list', async ({
        page,
    }) => {
        await page.goto('/?organization_id=1');
        const openAlarms = page.getByRole('region', { name: 'Open alarms' });
        await expect(openAlarms).toContainText(/\d+ alarms? waits? to be acknowledged\./);
        await expect(openAlarms.getByText('Lamp failure Lindenallee 6')).toBeVisible();
        await openAlarms.getByRole('link', { name: 'Show all alarms' }).click();
        await expect(page).toHaveURL(/\/alarming\/alarms/);
    });
});

test.describe('home without an organization', () => {
    test.use({ storageState: storageStateOf('guest') });

    test('shows no open alarms to a user without an organization', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Open alarms' })).toHaveCount(0);
    });
});
