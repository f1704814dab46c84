/**
 * Device health (issue 19, item 1): the device list's Last seen and Health columns, its health
 * filter and sort, the counts on the devices tile of /dad and on the home page, and a device that
 * turns silent on screen while the page is open. Seeded (sandbox README): 18 has never sent
 * anything, 14 has no interval, 19 expects an uplink a minute and its newest is 15 minutes old.
 * The tests make their own devices where the clock matters (uplinks from the test).
 */
import { expect, test, type Page } from '@playwright/test';
import { api, choose, onboardTestDevice, unique } from './helpers';
import { storageStateOf } from './users';

const LIST = '/dad/devices?organization_id=1';
const SMART_INTERFACE_KEY = 'swm-smartinterface-2024';

/** A new device on the REST integration that expects an uplink a minute, seen now if `seen`. */
const healthDevice = async (page: Page, name: string, seen: boolean) => {
    const device = await onboardTestDevice(page, name);
    expect((await api(page, 'PATCH', `/devices/${device.id}`, { updateInterval: 60 })).status).toBe(
        200,
    );
    if (seen) await uplink(page, device.deviceId);
    return device;
};

const uplink = async (page: Page, deviceId: string) => {
    const response = await page.request.post(
        `/smartcity/uplink/smartInterface/${deviceId}/key/${SMART_INTERFACE_KEY}`,
        { data: { temperature: 21.5 } },
    );
    expect(response.status()).toBe(202);
};

const search = async (page: Page, text: string) => {
    await page.getByRole('textbox', { name: 'Search' }).fill(text);
    await expect(page).toHaveURL(/filter=/);
};

/** The names of the table's rows, top to bottom. */
const rowNames = (page: Page) =>
    page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .getByRole('link')
        .allInnerTexts();

const chipsOf = (page: Page) => page.getByRole('table').locator('[data-health]');

test.describe('device health as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('the list shows last seen and health of the seeded devices', async ({ page }) => {
        await page.goto(LIST);
        await expect(page.getByRole('columnheader', { name: 'Last seen' })).toBeVisible();
        await expect(page.getByRole('columnheader', { name: 'Health' })).toBeVisible();

        await search(page, 'Parking sensor Rathausplatz 2');
        const never = page.getByRole('row', { name: /Parking sensor Rathausplatz 2/ });
        await expect(never.getByRole('cell', { name: 'Never', exact: true })).toBeVisible();
        await expect(never.locator('[data-health]')).toHaveText('Never seen');

        await search(page, 'Traffic counter Ringstraße');
        const noInterval = page.getByRole('row', { name: /Traffic counter Ringstraße/ });
        await expect(noInterval.locator('time')).toHaveText(/ago$/);
        await expect(noInterval.locator('[data-health]')).toHaveText('No interval');

        await search(page, 'CO2 sensor Grundschule Nord');
        const silent = page.getByRole('row', { name: /CO2 sensor Grundschule Nord/ });
        await expect(silent.locator('time')).toHaveText(/minutes? ago$/);
        await expect(silent.locator('[data-health]')).toHaveText('Silent');

        // The exact time is on hover.
        await silent.locator('time').hover();
        await expect(page.getByRole('tooltip')).toHaveText(/\d{4}/);
    });

    test('filters by health and sorts by last seen, never seen last', async ({ page }) => {
        await page.goto(LIST); // the API calls use the page's sign-in
        const prefix = unique('Health sort');
        // Created in this order: the first is seen before the third; the second never.
        const first = await healthDevice(page, `${prefix} a`, true);
        const never = await healthDevice(page, `${prefix} b`, false);
        const third = await healthDevice(page, `${prefix} c`, true);
        await page.goto(LIST);
        await search(page, prefix);
        await expect(chipsOf(page)).toHaveText(['Online', 'Never seen', 'Online']);

        await page.getByRole('columnheader', { name: 'Last seen' }).getByRole('button').click();
        await expect.poll(() => rowNames(page)).toEqual([first.name, third.name, never.name]);
        await page.getByRole('columnheader', { name: 'Last seen' }).getByRole('button').click();
        await expect.poll(() => rowNames(page)).toEqual([third.name, first.name, never.name]);

        await choose(page, 'Health', 'Never seen');
        await expect.poll(() => rowNames(page)).toEqual([never.name]);
        await choose(page, 'Health', 'Online');
        await expect.poll(() => rowNames(page)).toEqual([third.name, first.name]);

        // Silent: only silent devices, the seeded silent one among them.
        await search(page, '');
        await choose(page, 'Health', 'Silent');
        await expect(page.getByRole('row', { name: /CO2 sensor Grundschule Nord/ })).toBeVisible();
        const chips = await chipsOf(page).allInnerTexts();
        expect(chips.length).toBeGreaterThan(0);
        expect(new Set(chips)).toEqual(new Set(['Silent']));
        await expect(page.getByRole('row', { name: new RegExp(prefix) })).toHaveCount(0);
    });

    test('a device turns silent on screen without a reload', async ({ page }) => {
        await page.clock.install();
        await page.goto(LIST); // the API calls use the page's sign-in
        const device = await healthDevice(page, unique('Health clock'), true);
        await page.goto(LIST);
        await search(page, device.name);
        const row = page.getByRole('row', { name: new RegExp(device.name) });
        const chip = row.locator('[data-health]');
        await expect(chip).toHaveText('Online');
        await expect(row.locator('time')).toHaveText(/now|seconds? ago/);
        await page.clock.runFor('01:00');
        await expect(row.locator('time')).toHaveText('1 minute ago');
        await expect(chip).toHaveText('Online');

        // Filtered by Silent, the list takes it in once its window has passed: an uplink a
        // minute keeps it online for two minutes plus a minute of grace.
        await choose(page, 'Health', 'Silent');
        await expect(row).toHaveCount(0);
        await page.clock.runFor('02:30');
        // The list asks again at each tick of the 15-s clock; on a loaded machine the answer to
        // the tick that ran out the window may come after the next tick: allow a few more ticks.
        await expect(async () => {
            await page.clock.runFor('00:15');
            await expect(chip).toHaveText('Silent', { timeout: 2_000 });
        }).toPass({ timeout: 20_000 });
        await expect(row.locator('time')).toHaveText(/^[3-5] minutes ago$/);
    });

    test('the devices tile and the home page count by health and link to the list', async ({
        page,
    }) => {
        await page.goto('/dad?organization_id=1');
        const tile = page.getByRole('list', { name: 'Health' });
        await expect(tile.getByRole('link', { name: /^Online: \d+$/ })).toBeVisible();
        await expect(tile.getByRole('link', { name: /^Never seen: \d+$/ })).toBeVisible();
        await expect(tile.getByRole('link', { name: /^No interval: \d+$/ })).toBeVisible();
        await tile.getByRole('link', { name: /^Silent: \d+$/ }).click();
        await expect(page).toHaveURL(/\/dad\/devices\?.*filter=.*health.*silent/);
        await expect(page.getByRole('combobox', { name: 'Health' })).toHaveText('Silent');
        await expect(page.getByRole('row', { name: /CO2 sensor Grundschule Nord/ })).toBeVisible();
        expect(new Set(await chipsOf(page).allInnerTexts())).toEqual(new Set(['Silent']));

        await page.goto('/');
        const home = page.getByRole('region', { name: 'Device health' });
        const neverLink = home.getByRole('link', { name: /^Never seen: \d+$/ });
        const shown = Number((await neverLink.innerText()).split(': ')[1]);
        expect(shown).toBeGreaterThan(0);
        await neverLink.click();
        await expect(page).toHaveURL(/\/dad\/devices\?.*filter=.*health.*never/);
        await expect(page.getByRole('combobox', { name: 'Health' })).toHaveText('Never seen');
        expect(new Set(await chipsOf(page).allInnerTexts())).toEqual(new Set(['Never seen']));
    });

    test('German pages use German words', async ({ page }) => {
        await page.addInitScript(() =>
            localStorage.setItem('RaStoreconsole.locale', JSON.stringify('de')),
        );
        await page.goto(LIST);
        await expect(page.getByRole('columnheader', { name: 'Zuletzt gemeldet' })).toBeVisible();
        await expect(page.getByRole('columnheader', { name: 'Zustand' })).toBeVisible();
        await page.getByRole('textbox', { name: 'Suchen' }).fill('Parking sensor Rathausplatz 2');
        const never = page.getByRole('row', { name: /Parking sensor Rathausplatz 2/ });
        await expect(never.getByRole('cell', { name: 'Nie', exact: true })).toBeVisible();
        await expect(never.locator('[data-health]')).toHaveText('Nie gemeldet');
        await page.getByRole('textbox', { name: 'Suchen' }).fill('CO2 sensor Grundschule Nord');
        const silent = page.getByRole('row', { name: /CO2 sensor Grundschule Nord/ });
        await expect(silent.locator('[data-health]')).toHaveText('Verstummt');
        await expect(silent.locator('time')).toHaveText(/^vor \d+ Minuten$/);

        await page.goto('/');
        const home = page.getByRole('region', { name: 'Gerätezustand' });
        await expect(home.getByRole('link', { name: /^Verstummt: \d+$/ })).toBeVisible();
        await expect(home.getByRole('link', { name: /^Nie gemeldet: \d+$/ })).toBeVisible();
        await expect(home.getByRole('link', { name: /^Kein Intervall: \d+$/ })).toBeVisible();
    });
});

test.describe('device health as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('a viewer sees the columns and the counts too', async ({ page }) => {
        await page.goto(LIST);
        await expect(page.getByRole('columnheader', { name: 'Last seen' })).toBeVisible();
        await expect(page.getByRole('columnheader', { name: 'Health' })).toBeVisible();
        await expect(chipsOf(page).first()).toBeVisible();
        await page.goto('/dad?organization_id=1');
        await expect(
            page.getByRole('list', { name: 'Health' }).getByRole('link', { name: /^Silent: \d+$/ }),
        ).toBeVisible();
        await page.goto('/');
        await expect(
            page
                .getByRole('region', { name: 'Device health' })
                .getByRole('link', { name: /^Online: \d+$/ }),
        ).toBeVisible();
    });
});

test.describe('device health of a user who does not see devices', () => {
    test.use({ storageState: storageStateOf('serviceuser') });

    test('the home page shows no device counts', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Device health' })).toHaveCount(0);
    });
});

test.describe('device health of an empty organization', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('the tile shows no counts and the home page says there are no devices', async ({
        page,
    }) => {
        await page.goto('/dad?organization_id=1'); // the API calls use the page's sign-in
        const name = unique('Health empty');
        const created = await api(page, 'POST', '/organizations', {
            name,
            billingId: `HEALTH-${Date.now()}`,
        });
        expect(created.status).toBe(201);
        const { id } = created.body as { id: number };
        await page.goto(`/dad?organization_id=${id}`);
        await expect(page.getByRole('heading', { name: 'Devices', exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: /^(Online|Silent|Never seen): / })).toHaveCount(
            0,
        );
        await page.goto('/');
        const home = page.getByRole('region', { name: 'Device health' });
        await expect(home).toContainText('No devices yet.');
        await expect(home.getByRole('link')).toHaveCount(0);
    });
});
