/**
 * The SSO's sign-in page speaks the console's language (issue 18): keycloak-js asks for it as
 * ui_locales, from the stored locale; a language changed in the console is followed at the next
 * sign-in. Without a stored locale both speak the browser's language, and once signed in each
 * user gets their own last choice back (src/userLocale.ts).
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

/** The SSO's sign-in page and the console's profile menu, in each language. */
const WORDING = {
    en: {
        username: 'Username',
        password: 'Password',
        signIn: 'Sign in',
        profile: 'Profile',
        signOut: 'Logout',
    },
    de: {
        username: 'Benutzername',
        password: 'Passwort',
        signIn: 'Anmelden',
        profile: 'Profil',
        signOut: 'Abmelden',
    },
    it: {
        username: 'Nome utente',
        password: 'Password',
        signIn: 'Accedi',
        profile: 'Profilo',
        signOut: 'Esci',
    },
} as const;
type Language = keyof typeof WORDING;

/** Signs in on the SSO's page in its language and waits for the console in `consoleLanguage`. */
const signInAs = async (
    page: Page,
    user: string,
    ssoLanguage: Language,
    consoleLanguage: Language,
) => {
    const sso = WORDING[ssoLanguage];
    await expect(page.locator('html')).toHaveAttribute('lang', ssoLanguage);
    await page.getByLabel(sso.username).fill(user);
    await page.getByLabel(sso.password, { exact: true }).fill(user);
    await page.getByRole('button', { name: sso.signIn }).click();
    await expect(
        page.getByRole('button', { name: WORDING[consoleLanguage].profile }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', consoleLanguage);
};

const signOutIn = async (page: Page, language: Language) => {
    await page.getByRole('button', { name: WORDING[language].profile }).click();
    await page.getByRole('menuitem', { name: WORDING[language].signOut }).click();
    await expect(page.getByRole('button', { name: WORDING[language].signIn })).toBeVisible();
};

test.describe("the console's first language is the browser's", () => {
    for (const [browser, language] of [
        ['de-DE', 'de'],
        ['it-IT', 'it'],
    ] as const) {
        test.describe(`a ${browser} browser`, () => {
            test.use({ locale: browser });

            test('signs in fresh and sees the console in its language', async ({ page }) => {
                await page.goto('/organization');
                await signInAs(page, 'orgadmin', language, language);
                const services = { de: 'Dienste', it: 'Servizi' }[language];
                await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
                await expect(page.getByRole('link', { name: new RegExp(services) })).toBeVisible();
            });
        });
    }

    test.describe('each user keeps their own choice', () => {
        test.use({ locale: 'de-DE' });

        test('through sign-outs, two users on one browser', async ({ page }) => {
            await page.goto('/settings');
            await signInAs(page, 'viewer', 'de', 'de');
            await page.getByRole('radio', { name: 'Englisch' }).click();
            await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
            await signOutIn(page, 'en');
            await signInAs(page, 'viewer', 'en', 'en');
            await signOutIn(page, 'en');
            // The next user of the browser reads the sign-in page in English and chooses Italian.
            await signInAs(page, 'orgadmin', 'en', 'en');
            await page.goto('/settings');
            await page.getByRole('radio', { name: 'Italian' }).click();
            await expect(page.getByRole('radio', { name: 'Italiano' })).toBeChecked();
            await signOutIn(page, 'it');
            // The first user gets their English back, whatever the browser spoke last.
            await signInAs(page, 'viewer', 'it', 'en');
            await signOutIn(page, 'en');
            await signInAs(page, 'orgadmin', 'en', 'it');
        });
    });
});
