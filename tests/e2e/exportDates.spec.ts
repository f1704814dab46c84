/**
 * The export wizard's date fields speak the console's language, not the browser's (issue 18):
 * the format, the pickers' own names and the month names follow the stored locale; a date can be
 * typed by keyboard in that format, and the export asks for the typed days.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pickerField, typedDay } from './helpers';
import { storageStateOf } from './users';

const CLIMATE_RATHAUS = 5; // organization 1, a time-series device
const EXPORT = `/dad/devices/device/export?id=${CLIMATE_RATHAUS}&organization_id=1`;

const localDay = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const dayFromToday = (offset: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return localDay(date);
};

const inLocale = async (page: Page, locale: string) => {
    await page.addInitScript(
        value => localStorage.setItem('RaStoreconsole.locale', JSON.stringify(value)),
        locale,
    );
    await page.goto(EXPORT);
};

/** Empties a field and types a day digit by digit, as a keyboard user does. */
const typeDay = (page: Page, label: string, day: string, locale: 'de' | 'it') =>
    pickerField(page, label).fill(typedDay(day, locale));

test.describe('export dates in the console’s language', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('German: format, picker names and month names; typed dates export', async ({ page }) => {
        await inLocale(page, 'de');
        await expect(
            page.getByRole('heading', { name: 'Daten exportieren', level: 1 }),
        ).toBeVisible();
        const start = pickerField(page, 'Startdatum');
        const end = pickerField(page, 'Enddatum');
        // The defaults (the last 7 days) in German format.
        await expect(start.shown).toHaveText(typedDay(dayFromToday(-7), 'de'));
        await expect(end.shown).toHaveText(typedDay(dayFromToday(0), 'de'));
        // An emptied field shows the German placeholder.
        await start.fill('');
        await expect(start.shown).toHaveText('TT.MM.JJJJ');

        // The calendar: its buttons and month names are German.
        // The end date's button names its date; the emptied start date's does not.
        await expect(
            page.getByRole('button', { name: /^Datum auswählen, gewähltes Datum ist / }),
        ).toHaveCount(1);
        await page.getByRole('button', { name: 'Datum auswählen', exact: true }).click();
        const calendar = page.getByRole('dialog');
        await expect(calendar.getByRole('button', { name: 'Letzter Monat' })).toBeVisible();
        await calendar.getByRole('button', { name: 'Nächster Monat' }).click();
        const next = new Date();
        next.setDate(1);
        next.setMonth(next.getMonth() + 1);
        const month = next.toLocaleDateString('de', { month: 'long' });
        await expect(calendar.getByText(`${month} ${next.getFullYear()}`)).toBeVisible();
        // The fields and the open calendar pass axe's WCAG 2.1 A/AA rules.
        const { violations } = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
        expect(
            violations
                .filter(found => found.impact === 'serious' || found.impact === 'critical')
                .map(found => `${found.id}: ${found.nodes.map(node => node.target).join(' ')}`),
        ).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(calendar).toBeHidden();

        // Typed by keyboard; the product's rules answer in German.
        await typeDay(page, 'Startdatum', dayFromToday(-1), 'de');
        await expect(
            page.getByText('Das Enddatum muss mindestens 2 Tage nach dem Startdatum liegen'),
        ).toBeVisible();
        await typeDay(page, 'Startdatum', dayFromToday(-3), 'de');
        await expect(page.getByText('Das Enddatum muss mindestens')).toHaveCount(0);

        const requested = page.waitForRequest(request => request.url().includes('/export?'));
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Exportieren' }).click();
        const query = new URL((await requested).url()).searchParams;
        const [y, m, d] = dayFromToday(-3).split('-').map(Number);
        expect(Number(query.get('start'))).toBe(new Date(y, m - 1, d).getTime());
        const [ey, em, ed] = dayFromToday(0).split('-').map(Number);
        expect(Number(query.get('end'))).toBe(new Date(ey, em - 1, ed + 1).getTime());
        expect((await download).suggestedFilename()).toMatch(
            new RegExp(`_${dayFromToday(-3)}_${dayFromToday(0)}\\.xlsx$`),
        );
    });

    test('Italian: format and picker names; a typed start after the end is refused in Italian', async ({
        page,
    }) => {
        await inLocale(page, 'it');
        const start = pickerField(page, 'Data di inizio');
        await expect(start.shown).toHaveText(typedDay(dayFromToday(-7), 'it'));
        await expect(pickerField(page, 'Data di fine').shown).toHaveText(
            typedDay(dayFromToday(0), 'it'),
        );
        await expect(
            page.getByRole('button', { name: /^Scegli la data, la data selezionata è / }),
        ).toHaveCount(2);
        await typeDay(page, 'Data di inizio', dayFromToday(1), 'it');
        await expect(
            page.getByText('La data di inizio non può essere successiva alla data di fine'),
        ).toBeVisible();
        await start.fill('');
        await start.blur();
        await expect(page.getByText('La data è obbligatoria')).toBeVisible();
    });
});
