/**
 * The SSO's sign-in page speaks the console's language (issue 18): keycloak-js asks for it as
 * ui_locales, from the stored locale; a language changed in the console is followed at the next
 * sign-in.
 */
import { expect, test, type Page } from '@playwright/test';

const LOCALE_KEY = 'RaStoreconsole.locale';

/** A stored locale, as a returning user has it (set once: the console may change it later). */
const storeLocale = (page: Page, locale: string) =>
    page.addInitScript(
        ([key, value]) => {
            if (localStorage.getItem(key) === null)
                localStorage.setItem(key, JSON.stringify(value));
        },
        [LOCALE_KEY, locale],
    );

const SIGN_IN_PAGES = [
    {
        locale: 'de',
        username: 'Benutzername',
        password: 'Passwort',
        button: 'Anmelden',
        title: /anmelden/,
        error: 'Benutzername oder Passwort ist falsch.',
        profile: 'Profil',
    },
    {
        locale: 'it',
        username: 'Nome utente',
        password: 'Password',
        button: 'Accedi',
        title: /^Accedi a /,
        error: 'Nome utente o password non validi.',
        profile: 'Profilo',
    },
];

test.describe('sign-in page language', () => {
    for (const expected of SIGN_IN_PAGES) {
        test(`with the stored locale ${expected.locale}, the sign-in page speaks it`, async ({
            page,
        }) => {
            await storeLocale(page, expected.locale);
            await page.goto('/dad');
            await expect(page.getByRole('button', { name: expected.button })).toBeVisible();
            await expect(page.locator('html')).toHaveAttribute('lang', expected.locale);
            await expect(page).toHaveTitle(expected.title);
            await page.getByLabel(expected.username).fill('viewer');
            await page.getByLabel(expected.password, { exact: true }).fill('wrong');
            await page.getByRole('button', { name: expected.button }).click();
            await expect(page.getByRole('alert')).toHaveText(expected.error);
            await expect(page.locator('html')).toHaveAttribute('lang', expected.locale);
            await page.getByLabel(expected.password, { exact: true }).fill('viewer');
            await page.getByRole('button', { name: expected.button }).click();
            // Back in the console, in the same language.
            await expect(page).toHaveURL(/\/dad/);
            await expect(page.getByRole('button', { name: expected.profile })).toBeVisible();
        });
    }

    test('without a stored locale it is English', async ({ page }) => {
        // Nothing the page asks for fails (the browser's favicon request found none).
        const failed: string[] = [];
        page.on('console', message => {
            if (message.type() === 'error') failed.push(message.location().url);
        });
        await page.goto('/');
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page.getByLabel('Username')).toBeVisible();
        await page.waitForLoadState('load');
        expect(failed).toEqual([]);
    });

    test('a language changed in the console is followed at the next sign-in', async ({ page }) => {
        await page.goto('/settings');
        await page.getByLabel('Username').fill('viewer');
        await page.getByLabel('Password').fill('viewer');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('radio', { name: 'German' }).click();
        await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
        await page.getByRole('button', { name: 'Profil' }).click();
        await page.getByRole('menuitem', { name: 'Abmelden' }).click();
        await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
        await page.getByLabel('Benutzername').fill('viewer');
        await page.getByLabel('Passwort').fill('viewer');
        await page.getByRole('button', { name: 'Anmelden' }).click();
        // The console kept the language through the sign-out.
        await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
    });
});
