import { expect, test } from '@playwright/test';
import { storageStateOf } from './users';

test.describe('organization and language', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('switching the organization returns home and is kept across a reload', async ({
        page,
    }) => {
        await page.goto('/alarming?organization_id=1');
        const selector = page.getByRole('combobox', { name: 'Organization' });
        await expect(selector).toHaveText('Stadtwerke Musterstadt');
        await selector.click();
        const listbox = page.getByRole('listbox');
        const box = await listbox.boundingBox();
        expect(box?.height).toBeLessThanOrEqual(200);
        await listbox.getByRole('option', { name: 'Comune di Lago Verde' }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(selector).toHaveText('Comune di Lago Verde');
        await page.reload();
        await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveText(
            'Comune di Lago Verde',
        );
        await page.getByRole('menuitem', { name: 'Alarming' }).click();
        await expect(
            page.getByRole('link', { name: 'Alarms and Logs', exact: true }),
        ).toBeVisible();
    });

    test('the selector is hidden under /system', async ({ page }) => {
        await page.goto('/system/organizations');
        await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
        // The header's tools have come (they follow the page's first content), the selector too.
        await expect(page.getByRole('button', { name: /Profile/ })).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveCount(0);
    });

    test('the language changes to German and Italian and survives a reload', async ({ page }) => {
        await page.goto('/settings');
        const languages = page.getByRole('radiogroup', { name: 'Language' });
        await languages.getByRole('radio', { name: 'German' }).click();
        await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'Geräte und Daten' })).toBeVisible();
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
        await page
            .getByRole('radiogroup', { name: 'Sprache' })
            .getByRole('radio', { name: 'Italienisch' })
            .click();
        await expect(page.getByRole('heading', { name: 'Impostazioni', level: 1 })).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'Dispositivi e dati' })).toBeVisible();
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Impostazioni', level: 1 })).toBeVisible();
        await page
            .getByRole('radiogroup', { name: 'Lingua' })
            .getByRole('radio', { name: 'Inglese' })
            .click();
        await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    });

    test('a German user gets the German blocked page', async ({ browser }) => {
        const context = await browser.newContext({ storageState: storageStateOf('viewer') });
        const page = await context.newPage();
        await page.goto('/settings');
        await page.getByRole('radio', { name: 'German' }).click();
        await page.goto('/system/organizations/add');
        await expect(
            page.getByRole('heading', { name: 'Sie haben keinen Zugriff auf diese Seite!' }),
        ).toBeVisible();
        await context.close();
    });
});

test.describe('an organization in the address that is not the user’s', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('is not silently ignored: a notice names it and the organization shown', async ({
        page,
    }) => {
        await page.goto('/dad?organization_id=2');
        await expect(
            page.getByText(
                'You cannot open the organization with ID 2, so Stadtwerke Musterstadt is shown instead.',
            ),
        ).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveText(
            'Stadtwerke Musterstadt',
        );
    });

    test('says so in German too', async ({ page }) => {
        await page.addInitScript(() => localStorage.setItem('RaStoreconsole.locale', '"de"'));
        await page.goto('/dad?organization_id=2');
        await expect(
            page.getByText(
                'Die Organisation mit der ID 2 können Sie nicht öffnen. Stattdessen wird Stadtwerke Musterstadt angezeigt.',
            ),
        ).toBeVisible();
    });
});
