/** The locale the user chose last time, read from react-admin's store before it exists. */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n';
import { store } from './store';

export const storedLocale = (): Locale => {
    const locale = store.getItem<string>('locale');
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
};

/**
 * The language the SSO's sign-in page is asked for (keycloak-js sends it as `ui_locales`), read
 * at each sign-in so a language chosen since is followed: the stored locale, else the browser's
 * language when the console speaks it, else English.
 */
export const signInLocale = (browserLanguage = navigator.language): Locale => {
    const locale = store.getItem<string>('locale');
    if (isLocale(locale)) return locale;
    const primary = browserLanguage.toLowerCase().split('-')[0];
    return isLocale(primary) ? primary : DEFAULT_LOCALE;
};

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
