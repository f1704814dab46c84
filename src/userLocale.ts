/**
 * Each user's own language. Once signed in, the console speaks the language the user chose last
 * (on this browser, kept under the user's id, the token's `sub`), else the one the SSO knows for
 * the user (Keycloak's `locale` claim, from the user's locale attribute), else the language of
 * the sign-in page the user just read. Two users of one browser keep their own choices, and a
 * choice survives the sign-out, which empties react-admin's store (so it is kept apart from it).
 */
import { isLocale, type Locale } from '../i18n';
import { store } from './store';

export const USER_LOCALES_KEY = 'console.userLocales';

type Chosen = Record<string, Locale>;

const readChosen = (): Chosen => {
    try {
        const value: unknown = JSON.parse(localStorage.getItem(USER_LOCALES_KEY) ?? '{}');
        return value && typeof value === 'object' ? (value as Chosen) : {};
    } catch {
        return {};
    }
};

/** Remembers the user's choice (nothing when the browser keeps no local storage). */
export const rememberUserLocale = (userId: string, locale: Locale) => {
    try {
        localStorage.setItem(
            USER_LOCALES_KEY,
            JSON.stringify({ ...readChosen(), [userId]: locale }),
        );
    } catch {
        // Private mode without storage: the choice lasts as long as the tab.
    }
};

interface UserClaims {
    sub?: unknown;
    locale?: unknown;
}

/** A language tag of the console's languages ("de-CH" counts as German), else undefined. */
const consoleLocaleOf = (tag: unknown): Locale | undefined => {
    if (typeof tag !== 'string') return undefined;
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    return isLocale(primary) ? primary : undefined;
};

/** The signed-in user's language (see above); `signInLocale` is the one the console started in. */
export const userLocale = (claims: object | undefined, signInLocale: Locale): Locale => {
    const { sub, locale } = (claims ?? {}) as UserClaims;
    const chosen = typeof sub === 'string' ? readChosen()[sub] : undefined;
    return (isLocale(chosen) ? chosen : undefined) ?? consoleLocaleOf(locale) ?? signInLocale;
};

let stopRemembering = () => undefined as void;
/** The signed-in user's id (the token's `sub`), once settled. */
let signedInUser: string | undefined;

/**
 * Remembers a language the signed-in user just chose, at once: its texts may take a moment to
 * load, and a reload meanwhile must not lose the choice (the store follows once they are in).
 */
export const rememberChosenLocale = (locale: Locale) => {
    if (signedInUser) rememberUserLocale(signedInUser, locale);
};

/**
 * Settles the signed-in user's language before the console renders: react-admin's store holds
 * it (the next sign-in page speaks it too), and every language the user picks from now on (the
 * language menu, the settings page: both set the store's locale) is remembered for the user.
 * Returns the language.
 */
export const settleUserLocale = (claims: object | undefined, signInLocale: Locale): Locale => {
    // One signed-in user at a time: the one before remembers nothing more.
    stopRemembering();
    const locale = userLocale(claims, signInLocale);
    // Stored when it differs from the start; a first start keeps following the browser.
    if (isLocale(store.getItem('locale')) || locale !== signInLocale) {
        store.setItem('locale', locale);
    }
    const { sub } = (claims ?? {}) as UserClaims;
    signedInUser = typeof sub === 'string' ? sub : undefined;
    if (typeof sub === 'string') {
        // A change only: the store is emptied and refilled with the same language at sign-out.
        let current = locale;
        stopRemembering = store.subscribe('locale', (value: unknown) => {
            if (!isLocale(value) || value === current) return;
            current = value;
            rememberUserLocale(sub, value);
        });
    }
    return locale;
};
