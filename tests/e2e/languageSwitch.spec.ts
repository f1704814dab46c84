/**
 * Switching the language in the header keeps what is on the page: a device page's unsaved
 * edits, and the bulk registration's checked file on its step. Users switch language exactly
 * when they cannot read a message.
 */
import { expect, test, type Page } from '@playwright/test';
import { choose, chooseLampsFile, next } from './helpers';
import { storageStateOf } from './users';

test.use({ storageState: storageStateOf('orgadmin') });

/** Chooses a language in the header's language menu, named in the language shown. */
const switchTo = async (page: Page, shown: string, language: string) => {
    await page.getByRole('button', { name: shown, exact: true }).click();
    await page.getByRole('menuitemradio', { name: language }).click();
};

test('unsaved edits of a device stay through a switch to Deutsch and back', async ({ page }) => {
    await page.goto('/dad/devices/device?id=1&organization_id=1');
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    const location = page.getByRole('textbox', { name: 'Location', exact: true });
    await expect(description).toBeEditable();
    await description.fill('Typed before the switch');
    await location.fill('Platz 1, by the fountain');

    await switchTo(page, 'Language: English', 'Deutsch');
    await expect(page.getByRole('button', { name: 'Sprache: Deutsch', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Beschreibung', exact: true })).toHaveValue(
        'Typed before the switch',
    );
    await expect(page.getByRole('textbox', { name: 'Standort', exact: true })).toHaveValue(
        'Platz 1, by the fountain',
    );

    await switchTo(page, 'Sprache: Deutsch', 'English');
    await expect(description).toHaveValue('Typed before the switch');
    await expect(location).toHaveValue('Platz 1, by the fountain');
});

test('a checked registration file stays on its step through a switch to Deutsch', async ({
    page,
}) => {
    await page.goto('/dad/devices/register?organization_id=1');
    await choose(page, 'Integration', /^ChirpStack Stadtwerke/);
    await next(page);
    await chooseLampsFile(page);
    await expect(page.getByRole('table', { name: 'Rows of the file' })).toBeVisible();

    await switchTo(page, 'Language: English', 'Deutsch');
    await expect(page.getByRole('button', { name: 'Sprache: Deutsch', exact: true })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Zeilen der Datei' });
    await expect(rows).toBeVisible();
    await expect(rows.getByRole('row', { name: /12345/ })).toBeVisible();
    await expect(page.getByText('lamps.csv')).toBeVisible();
});

test('a language chosen is kept by a reload while its texts still load', async ({ page }) => {
    await page.goto('/dad/devices?organization_id=1');
    const english = page.getByRole('button', { name: 'Language: English', exact: true });
    await expect(english).toBeVisible();
    // The German texts never arrive in this page: the user reloads while they load.
    let loading = true;
    await page.route('**/assets/de-*.js', route => (loading ? undefined : route.continue()));
    await switchTo(page, 'Language: English', 'Deutsch');
    await expect(english).toBeVisible();
    loading = false;
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sprache: Deutsch', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Geräte' })).toBeVisible();
});
