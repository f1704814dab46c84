/**
 * The four device wizards: onboarding, bulk registration, activation and export, as an
 * organization admin of organization 1 (and a system admin for AS_ADMIN, a viewer for access).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { storageStateOf } from './users';
import { choose, next, pickerField, tokenOf, typedDay } from './helpers';

const ORGANIZATION = '1';

interface ApiDevice {
    id: number;
    name: string;
    deviceId: string;
    integrationId: number;
    mapping: number | null;
    tags: string[];
    isEnabled: boolean;
    details: { vendor: string; deviceType: string; firmware: string };
}

/** A short token unique to this run, for names and deviceIds. */
const stamp = () =>
    Date.now().toString(16).slice(-6) + Math.floor(Math.random() * 0xff).toString(16);

/** 16 hex digits, unique to this run. */
const devEui = (prefix: string, index: number) =>
    `70B3D57E${prefix.padStart(6, '0').slice(-6).toUpperCase()}${index.toString(16).padStart(2, '0').toUpperCase()}`;

/** Calls the product API with the signed-in user's token, as organization 1. */
const api = async <T>(page: Page, method: string, path: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(`/api${path}`, {
        method,
        data,
        headers: {
            Authorization: `Bearer ${await tokenOf(page)}`,
            'X-Organization-Id': ORGANIZATION,
        },
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
};

const devicesOf = (page: Page) => api<ApiDevice[]>(page, 'GET', '/devices');

const createIntegration = (page: Page, name: string, type: string, infoList: object) =>
    api<{ id: number; name: string }>(page, 'POST', '/integrations', {
        name,
        type,
        organizationId: Number(ORGANIZATION),
        details: { infoList },
    });

const chirpStack = (page: Page, name: string) =>
    createIntegration(page, name, 'CHIRPSTACK_V4', {
        url: 'https://chirpstack.example.com',
        applicationId: 7,
        apiToken: 'e2e-token',
    });

const OWLET = { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' };

/** Registers devices through the API (they start disabled). */
const registerByApi = (
    page: Page,
    integrationId: number,
    devices: { name: string; deviceId: string; tags?: string[] }[],
) =>
    api(page, 'POST', `/integrations/${integrationId}/register?overwrite=false`, {
        integrationId,
        updateExisting: false,
        devices: devices.map(device => ({ details: OWLET, ...device })),
    });

/** Opens a page with organization 1 selected. */
const open = async (page: Page, path: string) => {
    await page.goto(`/dad?organization_id=${ORGANIZATION}`);
    await expect(page.getByRole('link', { name: 'Devices', exact: true })).toBeVisible();
    await page.goto(path);
};

test.describe('device wizards as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('onboards new provider devices; the ones the organization knows are left out', async ({
        page,
    }) => {
        await open(page, '/dad/devices');
        const run = stamp();
        const integration = await chirpStack(page, `E2E ChirpStack ${run}`);
        const provided = await api<{ deviceId: string; name: string }[]>(
            page,
            'GET',
            `/devices/unboarded/${integration.id}`,
        );
        expect(provided.length).toBeGreaterThanOrEqual(3);
        const [known, wanted] = provided;
        // The organization knows the first one already.
        await registerByApi(page, integration.id, [
            { name: 'Known already', deviceId: known.deviceId },
        ]);

        await page.goto('/dad/devices/onboard');
        await expect(
            page.getByRole('heading', { name: 'Onboard devices', level: 1 }),
        ).toBeVisible();
        await choose(page, 'Integration', new RegExp(`E2E ChirpStack ${run}`));
        await next(page);

        const table = page.getByRole('table', { name: 'New devices of the integration' });
        await expect(table.getByRole('row')).toHaveCount(provided.length); // header + all but one
        await expect(table.getByText(known.deviceId)).toHaveCount(0);
        await table
            .getByRole('row', { name: new RegExp(wanted.deviceId) })
            .getByRole('checkbox')
            .check();
        await expect(page.getByText('1 device selected')).toBeVisible();
        await next(page);

        // Step 3: the selected device's type is suggested; the function is chosen.
        await expect(page.getByRole('combobox', { name: 'Vendor' })).toHaveText('Schréder');
        await choose(page, 'Function', 'Lighting');
        await next(page);
        await choose(page, 'Service', /Street lights Musterstadt/);

        const sent = page.waitForRequest(
            request =>
                request.url().endsWith('/api/devices/onboard') && request.method() === 'POST',
        );
        await page.getByRole('button', { name: 'Onboard' }).click();
        const body = (await sent).postDataJSON();
        expect(body).toEqual({
            deviceList: [
                {
                    id: null,
                    deviceId: wanted.deviceId,
                    name: wanted.name,
                    tags: ['lighting'],
                    integrationId: integration.id,
                    mapping: 101,
                    organizationId: 1,
                    details: OWLET,
                },
            ],
        });
        await expect(page).toHaveURL(/\/dad\/devices$/);
        await expect(page.getByText('1 device onboarded')).toBeVisible();
        const stored = (await devicesOf(page)).find(device => device.deviceId === wanted.deviceId);
        expect(stored).toMatchObject({
            name: wanted.name,
            integrationId: integration.id,
            mapping: 101,
            tags: ['lighting'],
            isEnabled: false,
        });
    });

    test('refuses to onboard devices of different types together; fills in the type the provider reports', async ({
        page,
    }) => {
        await open(page, '/dad/devices');
        const run = stamp();
        const integration = await chirpStack(page, `E2E Mixed ${run}`);
        const provided = await api<{ deviceId: string; name: string; details: typeof OWLET }[]>(
            page,
            'GET',
            `/devices/unboarded/${integration.id}`,
        );
        const climate = provided.find(device => device.details.vendor === 'Milesight')!;
        const co2 = provided.find(device => device.details.vendor === 'Elsys')!;
        expect(climate.details).toEqual({
            vendor: 'Milesight',
            deviceType: 'EM300-TH',
            firmware: '1.2',
        });
        expect(co2.details).toEqual({ vendor: 'Elsys', deviceType: 'ERS CO2', firmware: '2.1' });

        await page.goto('/dad/devices/onboard');
        await choose(page, 'Integration', new RegExp(`E2E Mixed ${run}`));
        await next(page);
        const table = page.getByRole('table', { name: 'New devices of the integration' });
        const pick = (device: { deviceId: string }) =>
            table.getByRole('row', { name: new RegExp(device.deviceId) }).getByRole('checkbox');
        await pick(climate).check();
        await pick(co2).check();
        await expect(page.getByText('2 devices selected')).toBeVisible();
        const refusal = page
            .getByRole('alert')
            .filter({ hasText: 'The selected devices are of different types' });
        await expect(refusal).toContainText('Milesight EM300-TH 1.2, Elsys ERS CO2 2.1');
        await expect(refusal).toContainText('select devices of one type');
        await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();

        // One type: the type step shows the provider's type, filled in.
        await pick(co2).uncheck();
        await expect(refusal).toHaveCount(0);
        await next(page);
        await expect(
            page.getByText(
                'The integration reports the selected devices as Milesight EM300-TH 1.2',
            ),
        ).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Vendor' })).toHaveText('Milesight');
        await expect(page.getByRole('combobox', { name: 'Device type' })).toHaveText('EM300-TH');
        await expect(page.getByRole('combobox', { name: 'Firmware' })).toHaveText('1.2');

        // Back to the devices: the other type selected instead is filled in in its turn.
        await page.getByRole('button', { name: 'Back' }).click();
        await pick(climate).uncheck();
        await pick(co2).check();
        await next(page);
        await expect(page.getByRole('combobox', { name: 'Vendor' })).toHaveText('Elsys');
        await expect(page.getByRole('combobox', { name: 'Device type' })).toHaveText('ERS CO2');
        await expect(page.getByRole('combobox', { name: 'Firmware' })).toHaveText('2.1');
        await choose(page, 'Function', 'Environment');
        await next(page);
        const sent = page.waitForRequest(
            request =>
                request.url().endsWith('/api/devices/onboard') && request.method() === 'POST',
        );
        await page.getByRole('button', { name: 'Onboard' }).click();
        const body = (await sent).postDataJSON();
        expect(
            body.deviceList.map((device: { deviceId: string; details: unknown }) => [
                device.deviceId,
                device.details,
            ]),
        ).toEqual([[co2.deviceId, co2.details]]);
        await expect(page.getByText('1 device onboarded')).toBeVisible();
    });

    test('onboards a REST device by name with a generated deviceId', async ({ page }) => {
        await open(page, '/dad/devices');
        const run = stamp();
        await createIntegration(page, `E2E REST ${run}`, 'REST', {
            integrationSecret: 'e2e-secret',
        });
        await page.goto('/dad/devices/onboard');
        await choose(page, 'Integration', new RegExp(`E2E REST ${run}`));
        await next(page);

        const name = `E2E weather station ${run}`;
        await page.getByLabel('Name').fill(name);
        const deviceId = await page.getByLabel('Device ID').inputValue();
        expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
        await next(page);

        await choose(page, 'Vendor', 'Milesight');
        await choose(page, 'Device type', 'EM300-TH');
        await choose(page, 'Firmware', '1.2');
        await page.getByRole('combobox', { name: 'Function' }).click();
        await expect(page.getByRole('option')).toHaveText(['External', 'Environment']);
        await page.getByRole('option', { name: 'Environment' }).click();
        await next(page);

        const sent = page.waitForRequest(
            request =>
                request.url().endsWith('/api/devices/onboard') && request.method() === 'POST',
        );
        await page.getByRole('button', { name: 'Onboard' }).click();
        const [device] = (await sent).postDataJSON().deviceList;
        expect(Object.keys(device)).toEqual([
            'name',
            'tags',
            'integrationId',
            'mapping',
            'organizationId',
            'deviceId',
            'details',
        ]);
        expect(device).toMatchObject({ name, deviceId, tags: ['environment'], mapping: null });
        await expect(page).toHaveURL(/\/dad\/devices$/);
        expect((await devicesOf(page)).find(stored => stored.deviceId === deviceId)?.name).toBe(
            name,
        );
    });

    test('registers devices from a CSV file only once every row is good', async ({ page }) => {
        await open(page, '/dad/devices');
        const run = stamp();
        const integration = await chirpStack(page, `E2E Register ${run}`);
        const ids = [1, 2, 3].map(index => devEui(run, index));
        const registerCalls: string[] = [];
        page.on('request', request => {
            if (request.url().includes('/api/') && request.url().includes('/register'))
                registerCalls.push(request.url());
        });

        await page.goto('/dad/devices/register');
        await expect(
            page.getByRole('heading', { name: 'Register devices', level: 1 }),
        ).toBeVisible();
        await choose(page, 'Integration', new RegExp(`E2E Register ${run}`));
        await next(page);
        await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();
        await expect(page.getByLabel('Update existing devices (not available)')).toBeDisabled();

        const header = 'name,deviceId,vendor,deviceType,firmware,tag,serviceId,updateInterval';
        const rows = (badId: string) =>
            [
                `E2E lamp A ${run},${ids[0]},Schréder,Owlet IoT,3.0,lighting,101,3600`,
                `E2E lamp B ${run},${badId},Schréder,Owlet IoT,3.0,lighting,101,0`,
                `E2E lamp C ${run},${ids[2]},Schréder,Owlet IoT,3.0,,,`,
            ].join('\n');
        await page.getByLabel('Choose CSV file').setInputFiles({
            name: 'lamps.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from(`${header}\n${rows('12345')}\n`),
        });
        await expect(page.getByText('1 row has problems.')).toBeVisible();
        const preview = page.getByRole('table', { name: 'Rows of the file' });
        const bad = preview.getByRole('row', { name: /12345/ });
        await expect(bad).toContainText('deviceId 12345 is not a DevEUI of 16 hex digits');
        await expect(bad).toContainText('3'); // its line
        await expect(preview.getByRole('row')).toHaveCount(2); // only rows with problems
        await page.getByLabel('Only rows with problems').uncheck();
        await expect(preview.getByRole('row')).toHaveCount(4);
        await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();
        expect(registerCalls).toEqual([]);

        // The fixed file, written with ; and a byte order mark.
        const fixed = `\uFEFF${header.replaceAll(',', ';')}\n${rows(ids[1]).replaceAll(',', ';')}\n`;
        await page.getByLabel('Choose CSV file').setInputFiles({
            name: 'lamps-fixed.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from(fixed, 'utf8'),
        });
        await expect(page.getByText('All 3 devices are ready to register.')).toBeVisible();
        const sent = page.waitForRequest(request => request.url().includes('/api/integrations/'));
        await page.getByRole('button', { name: 'Register' }).click();
        const request = await sent;
        expect(request.url()).toMatch(
            new RegExp(`/api/integrations/${integration.id}/register\\?overwrite=false$`),
        );
        const body = request.postDataJSON();
        expect(body).toMatchObject({ integrationId: integration.id, updateExisting: false });
        expect(body.devices[0]).toEqual({
            name: `E2E lamp A ${run}`,
            deviceId: ids[0],
            details: OWLET,
            tags: ['lighting'],
            mapping: 101,
            updateInterval: 3600,
        });
        await expect(page).toHaveURL(/\/dad\/devices$/);
        await expect(page.getByText('3 devices registered')).toBeVisible();
        const stored = (await devicesOf(page)).filter(device => ids.includes(device.deviceId));
        expect(stored.map(device => device.name).sort()).toEqual(
            ['A', 'B', 'C'].map(letter => `E2E lamp ${letter} ${run}`),
        );
    });

    test('reads a German Excel CSV (sep=;, Windows-1252) and names the functions in German', async ({
        page,
    }) => {
        await page.addInitScript(() => localStorage.setItem('RaStoreconsole.locale', '"de"'));
        await page.goto(`/dad?organization_id=${ORGANIZATION}`);
        await expect(page.getByRole('link', { name: 'Geräte', exact: true })).toBeVisible();
        const run = stamp();
        await chirpStack(page, `E2E Excel ${run}`);
        const ids = [1, 2, 3].map(index => devEui(run, index));
        await page.goto('/dad/devices/register');
        await expect(
            page.getByRole('heading', { name: 'Geräte registrieren', level: 1 }),
        ).toBeVisible();
        await choose(page, 'Integration', new RegExp(`E2E Excel ${run}`));
        await page.getByRole('button', { name: 'Weiter', exact: true }).click();
        await expect(page.getByText(/oder Windows-1252 \(was Excel/)).toBeVisible();

        // What Excel writes as "CSV (Trennzeichen-getrennt)" on a German Windows.
        const text = [
            'sep=;',
            'name;deviceId;vendor;deviceType;firmware;tag',
            `Schieber Straße ${run};${ids[0]};Schréder;Owlet IoT;3.0;Valve`,
            `Klima ${run};${ids[1]};Schréder;Owlet IoT;3.0;environment`,
            `Leuchte ${run};${ids[2]};Schréder;Owlet IoT;3.0;lighting`,
            '',
        ].join('\r\n');
        await page.getByLabel('CSV-Datei wählen').setInputFiles({
            name: 'geraete.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from(text, 'latin1'),
        });
        await expect(page.getByText('Alle 3 Geräte sind bereit zur Registrierung.')).toBeVisible();
        const preview = page.getByRole('table', { name: 'Zeilen der Datei' });
        const cells = async (row: RegExp) =>
            (await preview.getByRole('row', { name: row }).getByRole('cell').allInnerTexts()).map(
                cell => cell.trim(),
            );
        // Line, name, device ID, type, function, problems; lines counted as in the file.
        expect(await cells(/Schieber/)).toEqual([
            '3',
            `Schieber Straße ${run}`,
            ids[0],
            'Schréder / Owlet IoT / 3.0',
            'Ventil',
            'OK',
        ]);
        expect((await cells(/Klima/))[4]).toBe('Umwelt');
        expect((await cells(/Leuchte/))[4]).toBe('Beleuchtung');
        await expect(preview.getByText(/^(valve|Valve|environment|lighting)$/)).toHaveCount(0);

        const sent = page.waitForRequest(request => request.url().includes('/register?'));
        await page.getByRole('button', { name: 'Registrieren' }).click();
        const body = (await sent).postDataJSON();
        expect(
            body.devices.map((device: { name: string; tags: string[] }) => [
                device.name,
                device.tags,
            ]),
        ).toEqual([
            [`Schieber Straße ${run}`, ['valve']],
            [`Klima ${run}`, ['environment']],
            [`Leuchte ${run}`, ['lighting']],
        ]);
    });

    test('activates by licence only while there are enough licences', async ({ page }) => {
        await open(page, '/dad/devices');
        const run = stamp();
        const licences = await api<Record<string, number>>(page, 'GET', '/billing/licences');
        const available = licences['1386962'] ?? 0;
        const lighting = (device: ApiDevice) => device.tags.includes('lighting');
        let active = (await devicesOf(page)).filter(device => device.isEnabled && lighting(device));
        if (available - active.length < 1) {
            // Make room for one activation: deactivate enabled lighting devices.
            const surplus = active.slice(0, active.length - available + 1).map(device => device.id);
            await api(page, 'PUT', '/devices/activation/NO_ACTIVATION', {
                devices: surplus,
                activationOption: 'NO_ACTIVATION',
            });
            active = active.slice(surplus.length);
        }
        const room = available - active.length;
        const integration = await chirpStack(page, `E2E Activation ${run}`);
        const lamps = Array.from({ length: room + 1 }, (_, index) => ({
            name: `E2E licence lamp ${run} ${index + 1}`,
            deviceId: devEui(run, index + 1),
            tags: ['lighting'],
        }));
        await registerByApi(page, integration.id, lamps);

        await page.goto('/dad/devices/activation');
        await expect(page.getByRole('radio', { name: 'Activate by licence' })).toBeChecked();
        await next(page);
        await page.getByLabel('Search').fill(`E2E licence lamp ${run}`);
        await page.getByRole('button', { name: `Select all ${room + 1} shown` }).click();
        await next(page);
        await expect(page.getByText('Not enough licences')).toBeVisible();
        const summary = page.getByRole('table', { name: 'Summary per function' });
        await expect(summary.getByRole('row', { name: /Lighting/ }).getByRole('cell')).toHaveText([
            'Lighting',
            String(room + 1),
            String(active.length),
            String(available),
            '1 missing',
        ]);
        await expect(page.getByRole('button', { name: 'Activate' })).toBeDisabled();

        await page.getByRole('button', { name: 'Back' }).click();
        await page
            .getByRole('row', { name: new RegExp(`E2E licence lamp ${run} 1\\b`) })
            .getByRole('checkbox')
            .uncheck();
        await next(page);
        await expect(page.getByText('Not enough licences')).toHaveCount(0);
        await expect(summary.getByRole('row', { name: /Lighting/ }).getByRole('cell')).toHaveText([
            'Lighting',
            String(room),
            String(active.length),
            String(available),
            'Enough',
        ]);
        const sent = page.waitForRequest(request =>
            request.url().endsWith('/api/devices/activation/BY_LICENCE'),
        );
        await page.getByRole('button', { name: 'Activate' }).click();
        const request = await sent;
        expect(request.method()).toBe('PUT');
        expect(request.postDataJSON().activationOption).toBe('BY_LICENCE');
        expect(request.postDataJSON().devices).toHaveLength(room);
        await expect(page).toHaveURL(/\/dad\/devices$/);
        const stored = (await devicesOf(page)).filter(device =>
            device.name.includes(`E2E licence lamp ${run}`),
        );
        expect(
            stored
                .filter(device => device.isEnabled)
                .map(device => device.name)
                .sort(),
        ).toEqual(
            lamps
                .slice(1)
                .map(lamp => lamp.name)
                .sort(),
        );
    });

    test('does not offer AS_ADMIN to an organization admin', async ({ page }) => {
        await open(page, '/dad/devices/activation');
        await expect(page.getByRole('radio', { name: /Activate as admin/ })).toBeDisabled();
        await expect(page.getByRole('radio', { name: 'Deactivate' })).toBeEnabled();
    });

    test('exports a date range of a time-series device as a spreadsheet', async ({ page }) => {
        await open(page, '/dad/devices');
        const device = (await devicesOf(page)).find(one => one.name === 'Climate sensor Rathaus');
        expect(device).toBeDefined();
        await page.goto(`/dad/devices/device/export?id=${device!.id}`);
        await expect(page.getByRole('heading', { name: 'Export data', level: 1 })).toBeVisible();

        const day = (offset: number) => {
            const date = new Date();
            date.setDate(date.getDate() + offset);
            return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
        };
        const start = pickerField(page, 'Start date');
        const end = pickerField(page, 'End date');
        await start.fill(typedDay(day(-3)));
        await end.fill(typedDay(day(-2)));
        await expect(
            page.getByText('The end date must be at least 2 days after the start date'),
        ).toBeVisible();
        await start.fill(typedDay(day(0)));
        await expect(page.getByText('The start date must not be after the end date')).toBeVisible();
        await start.fill('');
        await start.blur(); // a cleared date field counts on blur
        await expect(page.getByText('Date is required')).toBeVisible();
        await start.fill(typedDay(day(-3)));
        await end.fill(typedDay(day(0)));
        await expect(page.getByText('Date is required')).toHaveCount(0);

        const download = page.waitForEvent('download');
        const requested = page.waitForRequest(request => request.url().includes('/export?'));
        await page.getByRole('button', { name: 'Export' }).click();
        const query = new URL((await requested).url()).searchParams;
        const [y, m, d] = day(-3).split('-').map(Number);
        expect(Number(query.get('start'))).toBe(new Date(y, m - 1, d).getTime());
        const [ey, em, ed] = day(0).split('-').map(Number);
        expect(Number(query.get('end'))).toBe(new Date(ey, em - 1, ed + 1).getTime());

        const file = await download;
        expect(file.suggestedFilename()).toBe(
            `Climate_sensor_Rathaus_${device!.deviceId}_${day(-3)}_${day(0)}.xlsx`,
        );
        const readings = await api<{ time: { epochSecond: number }; value: string }[]>(
            page,
            'GET',
            `/devices/${device!.id}/export?start=${query.get('start')}&end=${query.get('end')}`,
        );
        expect(readings.length).toBeGreaterThan(24);
        const book = XLSX.read(readFileSync(await file.path()));
        const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
            book.Sheets[book.SheetNames[0]],
        );
        expect(rows).toHaveLength(readings.length);
        const first = JSON.parse(readings[0].value) as Record<string, unknown>;
        expect(Object.keys(rows[0])).toEqual(['time', ...Object.keys(first)]);
        expect(rows[0].time).toBe(new Date(readings[0].time.epochSecond * 1000).toISOString());
        expect(rows[0]).toMatchObject(first);
    });
});

test.describe('device wizards as system admin', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('activates as admin', async ({ page }) => {
        await open(page, '/dad/devices');
        const run = stamp();
        const integration = await chirpStack(page, `E2E Admin ${run}`);
        const name = `E2E admin valve ${run}`;
        await registerByApi(page, integration.id, [
            { name, deviceId: devEui(run, 1), tags: ['valve'] },
        ]);
        await page.goto('/dad/devices/activation');
        await page.getByRole('radio', { name: /Activate as admin/ }).check();
        await next(page);
        await page.getByLabel('Search').fill(name);
        await page
            .getByRole('row', { name: new RegExp(name) })
            .getByRole('checkbox')
            .check();
        await next(page);
        await expect(page.getByText('1 device will be activated as admin.')).toBeVisible();
        await page.getByRole('button', { name: 'Activate' }).click();
        await expect(page).toHaveURL(/\/dad\/devices$/);
        expect((await devicesOf(page)).find(device => device.name === name)?.isEnabled).toBe(true);
    });
});

test.describe('device wizards as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('are blocked', async ({ page }) => {
        await open(page, '/dad/devices');
        for (const path of [
            '/dad/devices/activation',
            '/dad/devices/register',
            '/dad/devices/onboard',
            '/dad/devices/device/export?id=5',
        ]) {
            await page.goto(path);
            await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
            await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
        }
    });
});
