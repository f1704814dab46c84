/**
 * Dates speak the console's language, not the browser's (issue 41): in a browser set to American
 * English in New York, the export wizard's date fields show and take German dates, switch to
 * Italian in place keeping the typed day, and the export asks for the local start of the typed
 * days (the product specification's epoch ms), not for days shifted by the time zone.
 */
import { expect, test, type Page } from '@playwright/test';
import { pickerField, typedDay } from './helpers';
import { storageStateOf } from './users';

const CLIMATE_RATHAUS = 5; // organization 1, a time-series device
const EXPORT = `/dad/devices/device/export?id=${CLIMATE_RATHAUS}&organization_id=1`;

test.use({
    storageState: storageStateOf('orgadmin'),
    locale: 'en-US',
    timezoneId: 'America/New_York',
});

/** A day counted from today in the browser's time zone, "yyyy-MM-dd". */
const browserDay = (page: Page, offset: number) =>
    page.evaluate(days => {
        const date = new Date();
        date.setDate(date.getDate() + days);
        const two = (value: number) => String(value).padStart(2, '0');
        return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
    }, offset);

/** Epoch ms of a day's local midnight in the browser's time zone. */
const browserMidnight = (page: Page, day: string, plusDays = 0) =>
    page.evaluate(
        ([text, plus]) => {
            const [year, month, date] = String(text).split('-').map(Number);
            return new Date(year, month - 1, date + Number(plus)).getTime();
        },
        [day, plusDays] as const,
    );

test('German dates in an en-US browser, switched to Italian in place; the export asks for the typed days', async ({
    page,
}) => {
    await page.addInitScript(() => localStorage.setItem('RaStoreconsole.locale', '"de"'));
    await page.goto(EXPORT);
    await expect(page.getByRole('heading', { name: 'Daten exportieren', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');

    const start = pickerField(page, 'Startdatum');
    const startDay = await browserDay(page, -5);
    await start.fill(typedDay(startDay, 'de'));
    await expect(start.shown).toHaveText(/^\d\d\.\d\d\.\d{4}$/);

    await page.getByRole('button', { name: 'Sprache: Deutsch', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'Italiano' }).click();
    await expect(page.getByRole('heading', { name: 'Esporta dati', level: 1 })).toBeVisible();
    // The typed day stays, now in the Italian format, and the pickers speak Italian.
    await expect(pickerField(page, 'Data di inizio').shown).toHaveText(typedDay(startDay, 'it'));
    await expect(
        page.getByRole('button', { name: /^Scegli la data, la data selezionata è / }),
    ).toHaveCount(2);
    const end = pickerField(page, 'Data di fine');
    const endDay = await browserDay(page, -1);
    await end.fill(typedDay(endDay, 'it'));

    const requested = page.waitForRequest(request => request.url().includes('/export?'));
    await page.getByRole('button', { name: 'Esporta', exact: true }).click();
    const query = new URL((await requested).url()).searchParams;
    expect(Number(query.get('start'))).toBe(await browserMidnight(page, startDay));
    expect(Number(query.get('end'))).toBe(await browserMidnight(page, endDay, 1));
});

test.describe('the pickers load with the first form that shows a date', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('a generated form without a date loads no picker code', async ({ page }) => {
        const seen: string[] = [];
        page.on('response', response => {
            if (response.request().resourceType() === 'script') seen.push(response.url());
        });
        await page.goto('/system/organizations/add');
        await expect(page.getByRole('textbox', { name: /^Name/ })).toBeVisible();
        await page.waitForLoadState('networkidle');
        // A copy: a script that loads while the files are read would shift the indexes.
        const scripts = [...seen];
        const loaded = await Promise.all(
            scripts.map(async url => (await page.request.get(url)).text()),
        );
        expect(loaded.length).toBeGreaterThan(1);
        const withPickers = scripts.filter((_, index) =>
            loaded[index].includes('MuiPickersSectionList'),
        );
        expect(withPickers, 'scripts with the date pickers').toEqual([]);
    });
});
