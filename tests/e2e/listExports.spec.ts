/**
 * Issue 19, point 4: the device, alarm and subscription lists export what their filter and sort
 * show, as CSV and as .xlsx, with the visible columns as the list shows them (names, words,
 * dates), headed in the user's language, through the one inert writer; viewers export too.
 * The files are downloaded and read back.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { api, onboardTestDevice, saveScreenshot, submitBillingSignIn, unique } from './helpers';
import { storageStateOf } from './users';

const DEVICES = '/dad/devices?organization_id=1';
const ALARMS = '/alarming/alarms?organization_id=1';
const SHOTS = process.env.LIST_SHOTS;

const today = () => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** RFC 4180 CSV (quoted fields, doubled quotes) with the BOM, into rows of cells. */
const parseCsv = (text: string, separator: string): string[][] => {
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let index = 1; index < text.length; index += 1) {
        const char = text[index];
        if (quoted) {
            if (char === '"' && text[index + 1] === '"') {
                cell += '"';
                index += 1;
            } else if (char === '"') quoted = false;
            else cell += char;
        } else if (char === '"') quoted = true;
        else if (char === separator) {
            row.push(cell);
            cell = '';
        } else if (char === '\r' && text[index + 1] === '\n') {
            row.push(cell);
            rows.push(row);
            row = [];
            cell = '';
            index += 1;
        } else cell += char;
    }
    return rows;
};

/** Chooses CSV or Excel in a list's export menu and waits for the file. */
const exportAs = async (page: Page, format: 'CSV (.csv)' | 'Excel (.xlsx)', button = /^Export/) => {
    await page.getByRole('button', { name: button }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: format }).click();
    return download;
};

const csvOf = async (file: Download, separator = ',') =>
    parseCsv(readFileSync(await file.path(), 'utf8'), separator);

const sheetOf = async (file: Download) => {
    const book = XLSX.read(readFileSync(await file.path()), { cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    const formulas = Object.entries(sheet).filter(
        ([address, cell]) => !address.startsWith('!') && (cell as XLSX.CellObject).f !== undefined,
    );
    expect(formulas).toEqual([]);
    return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '', raw: false });
};

/**
 * The table's text cells, row by row, from the first column after the row's checkbox (if the
 * list has one); the last column, actions, left out.
 */
const tableTexts = async (page: Page, columns: number) =>
    (await page.locator('tbody tr').all()).length
        ? Promise.all(
              (await page.locator('tbody tr').all()).map(async row =>
                  (await row.locator('td:not(:has(input[type="checkbox"]))').allInnerTexts())
                      .slice(0, columns)
                      .map(text => text.trim()),
              ),
          )
        : [];

const shot = async (page: Page, name: string) => {
    if (SHOTS) await saveScreenshot(page, `${SHOTS}/${name}.png`, true);
};

test.describe('list exports as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('exports the filtered, sorted devices as CSV and .xlsx, formulas inert', async ({
        page,
    }) => {
        const prefix = unique('E2E export');
        await page.goto(DEVICES);
        const hostile = `=HYPERLINK("http://evil.example/?${prefix}","Open")`;
        const made = [
            await onboardTestDevice(page, `${prefix} alpha`),
            await onboardTestDevice(page, `${prefix} beta`),
            await onboardTestDevice(page, hostile),
        ];
        await onboardTestDevice(page, unique('E2E other'));
        await page.reload();
        await page.getByRole('textbox', { name: 'Search' }).fill(prefix);
        await expect(page.locator('tbody tr')).toHaveCount(3);
        await page.getByRole('button', { name: /Sort by name/ }).click();
        // Descending: "beta", "alpha", then the name beginning with "=".
        await expect(page.locator('tbody tr').first()).toContainText(`${prefix} beta`);
        await expect(page.locator('tbody tr').last()).toContainText('=HYPERLINK');
        // Name, type, integration, service, tag as the table shows them.
        const shown = await tableTexts(page, 5);
        const enabled = await Promise.all(
            made.map(async one => {
                const { body } = await api(page, 'GET', `/devices/${one.id}`);
                return [
                    (body as { name: string }).name,
                    (body as { isEnabled: boolean }).isEnabled,
                ];
            }),
        );
        const activation = (name: string) =>
            enabled.find(([one]) => one === name)?.[1] ? 'Enabled' : 'Disabled';
        await shot(page, 'devices-filtered-en');

        const csvFile = await exportAs(page, 'CSV (.csv)');
        expect(csvFile.suggestedFilename()).toBe(`Devices Stadtwerke Musterstadt ${today()}.csv`);
        const [header, ...rows] = await csvOf(csvFile);
        expect(header).toEqual([
            'Name',
            'Device ID',
            'Type',
            'Integration',
            'Service',
            'Tag',
            'Location',
            'Last seen',
            'Health',
            'Activation',
        ]);
        // The list's columns, as the table shows them (the Device ID and location are extra).
        expect(rows.map(row => [row[0], ...row.slice(2, 6)])).toEqual(
            shown.map(([name, ...rest]) => [name.startsWith('=') ? `'${name}` : name, ...rest]),
        );
        const byName = new Map(made.map(one => [one.name, one]));
        expect(rows.map(row => row[1])).toEqual(shown.map(([name]) => byName.get(name)?.deviceId));
        expect(rows.map(row => row[0])).toEqual([
            `${prefix} beta`,
            `${prefix} alpha`,
            `'${hostile}`,
        ]);
        expect(rows.map(row => row[3])).toEqual([
            'Smart Interface',
            'Smart Interface',
            'Smart Interface',
        ]);
        expect(rows.map(row => row[5])).toEqual(['Environment', 'Environment', 'Environment']);
        expect(rows.map(row => row.slice(7, 9))).toEqual([
            ['Never', 'Never seen'],
            ['Never', 'Never seen'],
            ['Never', 'Never seen'],
        ]);
        expect(rows.map(row => row[9])).toEqual(shown.map(([name]) => activation(name)));

        const xlsxFile = await exportAs(page, 'Excel (.xlsx)');
        expect(xlsxFile.suggestedFilename()).toBe(`Devices Stadtwerke Musterstadt ${today()}.xlsx`);
        expect(await sheetOf(xlsxFile)).toEqual([header, ...rows]);
    });

    test('heads the device export in German with German words', async ({ page }) => {
        await page.addInitScript(() => localStorage.setItem('RaStoreconsole.locale', '"de"'));
        const prefix = unique('E2E Export de');
        await page.goto(DEVICES);
        await onboardTestDevice(page, `${prefix} eins`);
        await page.reload();
        await page.getByRole('textbox', { name: 'Suche' }).fill(prefix);
        await expect(page.locator('tbody tr')).toHaveCount(1);
        await shot(page, 'devices-filtered-de');
        const file = await exportAs(page, 'CSV (.csv)', /^Exportieren/);
        expect(file.suggestedFilename()).toBe(`Geräte Stadtwerke Musterstadt ${today()}.csv`);
        const [header, row] = await csvOf(file, ';');
        expect(header).toEqual([
            'Name',
            'Geräte-ID',
            'Typ',
            'Integration',
            'Dienst',
            'Tag',
            'Standort',
            'Zuletzt gemeldet',
            'Zustand',
            'Aktivierung',
        ]);
        expect(row[0]).toBe(`${prefix} eins`);
        expect(row[5]).toBe('Umwelt');
        expect(row.slice(7, 9)).toEqual(['Nie', 'Nie gemeldet']);
        const sheet = await sheetOf(await exportAs(page, 'Excel (.xlsx)', /^Exportieren/));
        expect(sheet).toEqual([header, row]);
    });

    test('exports the filtered alarms with words and the source by name', async ({ page }) => {
        await page.goto(ALARMS);
        const prefix = unique('E2E alarm export');
        for (const [title, type] of [
            [`${prefix} one`, 'FAILURE'],
            [`${prefix} two`, 'WARNING'],
        ]) {
            const { status } = await api(page, 'POST', '/alarming/alarms', {
                title,
                description: '=1+1',
                type,
                organizationId: 1,
                state: 'ACTIVE',
                serviceId: 102,
            });
            expect(status).toBe(201);
        }
        await page.reload();
        await page.getByRole('textbox', { name: 'Title' }).fill(prefix);
        await expect(page.locator('tbody tr')).toHaveCount(2);
        await page.getByRole('button', { name: /Sort by time/ }).click();
        await expect(page.locator('thead')).toContainText(/Time/);
        // Time, type, title, description, service, state (after the selection checkbox).
        const shown = await tableTexts(page, 6);
        await shot(page, 'alarms-filtered-en');

        const file = await exportAs(page, 'CSV (.csv)', /^Export data/);
        expect(file.suggestedFilename()).toBe(`Alarms ${today()}.csv`);
        const [header, ...rows] = await csvOf(file);
        expect(header).toEqual(['Time', 'Type', 'Title', 'Description', 'Service', 'State']);
        expect(rows).toEqual(
            // The title cell also names who is on duty below the title; the export has the title.
            shown.map(([time, type, title, , service, state]) => [
                time,
                type,
                title?.split('\n')[0],
                "'=1+1",
                service,
                state,
            ]),
        );
        expect(rows.map(row => row.slice(1, 3)).sort()).toEqual([
            ['Failure', `${prefix} one`],
            ['Warning', `${prefix} two`],
        ]);
        expect(rows.map(row => row[4])).toEqual(['Valves Musterstadt', 'Valves Musterstadt']);

        const sheet = await sheetOf(await exportAs(page, 'Excel (.xlsx)', /^Export data/));
        expect(sheet).toEqual([header, ...rows]);
    });

    test('exports the subscriptions as the table shows them', async ({ page }) => {
        await page.goto('/licences/booked');
        await submitBillingSignIn(page);
        await expect(page.locator('tbody tr').first()).toBeVisible();
        const shown = await tableTexts(page, 6);
        const file = await exportAs(page, 'Excel (.xlsx)');
        expect(file.suggestedFilename()).toBe(`Subscriptions ${today()}.xlsx`);
        const [header, ...rows] = await sheetOf(file);
        expect(header).toEqual([
            'Name',
            'Quantity',
            'Package ID',
            'Internal reference',
            'Start date',
            'End date',
        ]);
        expect(rows.map(row => row.map(String))).toEqual(shown);
        const [csvHeader, ...csvRows] = await csvOf(await exportAs(page, 'CSV (.csv)'));
        expect(csvHeader).toEqual(header);
        expect(csvRows).toEqual(shown);
    });
});

test.describe('list exports as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('exports devices and alarms', async ({ page }) => {
        await page.goto(DEVICES);
        await expect(page.locator('tbody tr').first()).toBeVisible();
        const devices = await csvOf(await exportAs(page, 'CSV (.csv)'));
        expect(devices[0][0]).toBe('Name');
        expect(devices.length).toBeGreaterThan(1);
        // In .xlsx, last seen is a date cell (Excel sorts and filters it as a date) that holds
        // the moment the CSV writes as text.
        const lastSeen = devices[0].indexOf('Last seen');
        const book = XLSX.read(readFileSync(await (await exportAs(page, 'Excel (.xlsx)')).path()), {
            cellDates: true,
            cellNF: true,
        });
        const sheet = book.Sheets[book.SheetNames[0]];
        const column = XLSX.utils.encode_col(lastSeen);
        expect(sheet[`${column}1`].v).toBe('Last seen');
        const seen = devices
            .slice(1)
            .map((row, index) => ({ text: row[lastSeen], cell: sheet[`${column}${index + 2}`] }))
            .filter(({ text }) => text !== 'Never');
        expect(seen.length).toBeGreaterThan(0);
        for (const { text, cell } of seen) {
            expect(cell.t).toBe('d');
            expect(cell.z).toBe('yyyy-mm-dd hh:mm:ss');
            // The CSV's text ("Dec 7, 2026, 3:24:26 AM") is the same moment, to the second. A
            // date cell holds a day number (a double), which reads back a millisecond off at
            // times (…861.999 for …862): compared in whole seconds.
            expect(Math.round((cell.v as Date).getTime() / 1000)).toBe(
                new Date(text.replace(/\u202f/g, ' ')).getTime() / 1000,
            );
        }

        await page.goto(ALARMS);
        await expect(page.locator('tbody tr').first()).toBeVisible();
        const alarms = await sheetOf(await exportAs(page, 'Excel (.xlsx)', /^Export data/));
        expect(alarms[0]).toEqual(['Time', 'Type', 'Title', 'Description', 'Service', 'State']);
        expect(alarms.length).toBeGreaterThan(1);
    });
});

test.describe('list tools, screenshots', () => {
    test.use({ storageState: storageStateOf('orgadmin') });
    test.skip(!SHOTS, 'screenshots only on request (LIST_SHOTS=<folder>)');

    for (const locale of ['en', 'de']) {
        for (const [width, height] of [
            [1280, 800],
            [390, 844],
        ]) {
            test(`at ${width} in ${locale}`, async ({ page }) => {
                await page.setViewportSize({ width, height });
                await page.addInitScript(
                    value => localStorage.setItem('RaStoreconsole.locale', value),
                    JSON.stringify(locale),
                );
                for (const [name, path, button] of [
                    ['devices', DEVICES, locale === 'de' ? /^Exportieren/ : /^Export/],
                    ['alarms', ALARMS, locale === 'de' ? /^Daten exportieren/ : /^Export data/],
                ] as const) {
                    await page.goto(path);
                    await expect(page.locator('tbody tr').first()).toBeVisible();
                    await shot(page, `${name}-${width}-${locale}`);
                    await page.getByRole('button', { name: button }).click();
                    await shot(page, `${name}-${width}-${locale}-export-menu`);
                    await page.keyboard.press('Escape');
                    await page
                        .getByRole('button', { name: locale === 'de' ? 'Ansichten' : 'Views' })
                        .click();
                    await shot(page, `${name}-${width}-${locale}-views-menu`);
                    await page.keyboard.press('Escape');
                }
                await page.goto('/licences/booked');
                if (locale === 'en') await submitBillingSignIn(page);
                else {
                    await page.getByRole('textbox', { name: 'Benutzername' }).fill('musterstadt');
                    await page.getByRole('textbox', { name: 'Passwort' }).fill('musterstadt');
                    await page.getByRole('button', { name: 'Anmelden' }).click();
                }
                await expect(page.locator('tbody tr').first()).toBeVisible();
                await shot(page, `subscriptions-${width}-${locale}`);
            });
        }
    }
});
