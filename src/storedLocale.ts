/** The console's language before sign-in, read from react-admin's store before it exists. */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n';
import { store } from './store';

/**
 * The language the console starts in, before anyone signed in, and the one the SSO's sign-in page
 * is asked for (keycloak-js sends it as `ui_locales`), read at each sign-in so a language chosen
 * since is followed: the stored locale, else the browser's preferred language the console speaks
 * (the first of `navigator.languages`, "de-CH" counting as German), else English. Once signed in,
 * the user's own choice takes over (src/userLocale.ts).
 */
export const signInLocale = (
    browserLanguages: string | readonly string[] = navigator.languages,
): Locale => {
    const locale = store.getItem<string>('locale');
    if (isLocale(locale)) return locale;
    const preferred = [browserLanguages]
        .flat()
        .map(language => language.toLowerCase().split('-')[0])
        .find(isLocale);
    return preferred ?? DEFAULT_LOCALE;
};

/** The locale the console starts in: the one its sign-in page speaks. */
export const storedLocale = (): Locale => signInLocale();

/**
 * react-admin empties its store once a sign-out is under way, the language with it; the language
 * is put back as the page leaves for the SSO, so the next sign-in page and the console after it
 * keep speaking it (the product specification: the locale is stored and restored at start).
 */
export const keepLocaleThroughSignOut = () => {
    const locale = store.getItem<string>('locale');
    if (!isLocale(locale)) return;
    window.addEventListener('pagehide', () => store.setItem('locale', locale), { once: true });
};
