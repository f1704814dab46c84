/**
 * Details of issue 18 that German and Italian users saw in English or as raw codes: known server
 * errors in the error modal (and an unknown one under a translated lead), the Not Found page's
 * title, the pagination on a narrow screen, the store's tile, the integration pickers' type names,
 * Monaco's own texts.
 */
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './helpers';
import { clearFaults, injectFault } from './sandbox';
import { storageStateOf } from './users';

const SHOTS = `${process.env.E2E_OUTPUT ?? 'test-results'}/screenshots/translated-details`;

const inLanguage = (page: Page, locale: 'de' | 'it') =>
    page.addInitScript(
        value => localStorage.setItem('RaStoreconsole.locale', JSON.stringify(value)),
        locale,
    );

test.describe('in German', () => {
    test.use({ storageState: storageStateOf('orgadmin') });
    test.beforeEach(async ({ page }) => inLanguage(page, 'de'));
    test.afterEach(async ({ request }) => {
        await clearFaults(request);
    });

    test('a device that is not there: the modal says so in German', async ({ page }) => {
        const answer = page.waitForResponse(response =>
            /\/api\/devices\/99999$/.test(new URL(response.url()).pathname),
        );
        await page.goto('/dad/devices/device?id=99999&organization_id=1');
        const response = await answer;
        expect(response.status()).toBe(404);
        expect((await response.json()).message).toBe('Device 99999 not found');
        const modal = page.getByRole('alertdialog', {
            name: 'Hoppla, da ist etwas schiefgelaufen!',
        });
        await expect(modal).toContainText('Nicht gefunden: Gerät 99999');
        await expect(modal).not.toContainText('not found');
        await expect(modal).not.toContainText('Der Server hat geantwortet');
        await modal.getByRole('button', { name: 'OK' }).click();
        await expect(modal).toHaveCount(0);
    });

    test('a wrong billing sign-in: the modal says so in German', async ({ page }) => {
        await page.goto('/licences?organization_id=1');
        await page.getByRole('textbox', { name: 'Benutzername' }).fill('musterstadt');
        await page.getByRole('textbox', { name: 'Passwort' }).fill('wrong');
        const answer = page.waitForResponse(
            response =>
                response.url().endsWith('/api/billing/token') &&
                response.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Anmelden' }).click();
        expect((await answer).status()).toBe(401);
        const modal = page.getByRole('alertdialog');
        await expect(modal).toContainText(
            'Benutzername oder Passwort des Abrechnungskontos ist falsch',
        );
        await expect(modal).not.toContainText('Wrong billing username or password');
        await saveScreenshot(page, `${SHOTS}/billing-sign-in-de.png`);
        await modal.getByRole('button', { name: 'OK' }).click();
    });

    test('an unknown server message: the German lead, then the message', async ({
        page,
        request,
    }) => {
        await injectFault(request, {
            method: 'GET',
            path: '^/api/integrations',
            status: 500,
            body: { message: 'Database is on fire' },
        });
        await page.goto('/dad/integrations?organization_id=1');
        const modal = page.getByRole('alertdialog');
        await expect(modal).toContainText('Der Server hat geantwortet:');
        await expect(modal).toContainText('Database is on fire');
        await saveScreenshot(page, `${SHOTS}/unknown-message-de.png`);
        await clearFaults(request);
        await modal.getByRole('button', { name: 'OK' }).click();
    });

    test('the Not Found page names the console, not app.title', async ({ page }) => {
        await page.goto('/no-such-page?organization_id=1');
        await expect(page.getByRole('heading', { name: 'Nicht gefunden' })).toBeVisible();
        await expect(page.getByRole('banner')).toContainText('IoT-Konsole');
        await expect(page.locator('body')).not.toContainText('app.title');
        await expect(page.locator('body')).not.toContainText('..');
        await saveScreenshot(page, `${SHOTS}/not-found-de.png`);
    });

    test('the store tile is the Dienste-Shop, the integration picker names the type', async ({
        page,
    }) => {
        await page.goto('/dad/devices/onboard?organization_id=1');
        const picker = page.getByRole('combobox', { name: 'Integration' });
        await picker.click();
        const options = page.getByRole('listbox').getByRole('option');
        await expect(options.filter({ hasText: 'ChirpStack v4' }).first()).toBeVisible();
        await expect(page.getByRole('listbox')).not.toContainText(/CHIRPSTACK|WEBHOOK_|_V\d/);
        await page.keyboard.press('Escape');

        await page.goto('/licences?organization_id=1');
        await page.getByRole('textbox', { name: 'Benutzername' }).fill('musterstadt');
        await page.getByRole('textbox', { name: 'Passwort' }).fill('musterstadt');
        await page.getByRole('button', { name: 'Anmelden' }).click();
        await expect(page.getByRole('link', { name: /Dienste-Shop/ })).toBeVisible();
        await expect(page.locator('body')).not.toContainText('Service-Store');
    });
});

test.describe('a custom alarm test run in German', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('says in words whether the alarm would be raised', async ({ page }) => {
        await inLanguage(page, 'de');
        await page.goto('/alarming/custom-alarms/external-alarm?id=1&organization_id=1');
        const answer = page.waitForResponse(response =>
            response.url().endsWith('/api/alarming/custom-alarms/dryrun'),
        );
        await page.getByRole('button', { name: 'Probelauf' }).click();
        const { result } = await (await answer).json();
        const region = page.getByRole('region', { name: 'Ergebnis des Probelaufs' });
        await expect(region).toContainText(
            result
                ? 'Der Alarm würde ausgelöst: Das Ergebnis des Skripts gilt als wahr'
                : 'Kein Alarm würde ausgelöst: Das Ergebnis des Skripts gilt als falsch',
        );
        await expect(region).not.toContainText(/\b(true|false)\b/);
        await region.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `${SHOTS}/custom-alarm-test-run-de.png`);
    });

    test("speaks German in Monaco's own find widget too", async ({ page }) => {
        await inLanguage(page, 'de');
        await page.goto('/alarming/custom-alarms/external-alarm?id=1&organization_id=1');
        const script = page.getByRole('textbox', { name: 'Skript', exact: true });
        const lines = page.locator('.monaco-editor').filter({ has: script }).locator('.view-lines');
        await expect(lines).toContainText('check(message)');
        await lines.click();
        await page.keyboard.press('Control+F');
        await expect(page.getByRole('textbox', { name: 'Suchen' })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Schließen/ })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Find' })).toHaveCount(0);
    });
});

test.describe('on a phone in German', () => {
    test.use({ storageState: storageStateOf('orgadmin'), viewport: { width: 390, height: 844 } });

    test('the pagination names its buttons in German', async ({ page }) => {
        await inLanguage(page, 'de');
        await page.goto('/dad/devices?organization_id=1');
        const previous = page.getByRole('button', { name: 'Zur vorherigen Seite' });
        const next = page.getByRole('button', { name: 'Zur nächsten Seite' });
        await expect(previous).toBeAttached();
        await expect(next).toBeAttached();
        await expect(page.getByRole('button', { name: /Go to/ })).toHaveCount(0);
        await next.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `${SHOTS}/pagination-390-de.png`);
        // Their titles too: MUI 9 shows them as its own tooltips, no longer as a `title`
        // attribute. A disabled button shows none: on a page of one row "next" is enabled.
        await page.goto('/dad/devices?organization_id=1&perPage=1');
        await next.hover();
        await expect(page.getByRole('tooltip')).toHaveText('Zur nächsten Seite');
    });
});

test.describe('in Italian', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('the Not Found page names the console and a known error is in Italian', async ({
        page,
    }) => {
        await inLanguage(page, 'it');
        await page.goto('/no-such-page?organization_id=1');
        await expect(page.getByRole('banner')).toContainText('Console IoT');
        await expect(page.locator('body')).not.toContainText('app.title');
        await page.goto('/dad/devices/device?id=99999&organization_id=1');
        await expect(page.getByRole('alertdialog')).toContainText(
            'Elemento non trovato: Dispositivo 99999',
        );
    });
});
