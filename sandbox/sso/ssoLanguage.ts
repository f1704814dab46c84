/**
 * The language of the SSO's pages, as Keycloak picks it: the first supported language of the
 * authorization request's `ui_locales` (space-separated, "de-CH" counts as "de"), else the one
 * the last sign-in page was shown in (a cookie, like Keycloak's KEYCLOAK_LOCALE), else English.
 * The texts stay here: the sandbox does not import the console's catalogues.
 */
export const SSO_LANGUAGES = ['en', 'de', 'it'] as const;
export type SsoLanguage = (typeof SSO_LANGUAGES)[number];

/** Remembers the sign-in page's language for the pages that come without `ui_locales`. */
export const LANGUAGE_COOKIE = 'SSO_LOCALE';

const supported = (tag: string): SsoLanguage | undefined => {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    return SSO_LANGUAGES.find(language => language === primary);
};

/** The first supported language of a `ui_locales` value, if any. */
export const fromUiLocales = (uiLocales: unknown): SsoLanguage | undefined =>
    typeof uiLocales === 'string' ? uiLocales.split(/\s+/).map(supported).find(Boolean) : undefined;

const fromCookie = (cookieHeader: string | undefined): SsoLanguage | undefined => {
    const pair = (cookieHeader ?? '')
        .split(';')
        .map(part => part.trim())
        .find(part => part.startsWith(`${LANGUAGE_COOKIE}=`));
    return pair ? supported(pair.slice(LANGUAGE_COOKIE.length + 1)) : undefined;
};

/** `cookieHeader`: the request's Cookie header. */
export const ssoLanguage = (uiLocales: unknown, cookieHeader?: string): SsoLanguage =>
    fromUiLocales(uiLocales) ?? fromCookie(cookieHeader) ?? 'en';

/** The Set-Cookie header value that remembers the language (session cookie, SSO origin). */
export const languageCookie = (language: SsoLanguage, path: string) =>
    `${LANGUAGE_COOKIE}=${language}; Path=${path}; HttpOnly; SameSite=Lax`;

export interface SsoTexts {
    /** {product} */
    signInTitle: string;
    /** {realm} */
    signInHeading: string;
    username: string;
    password: string;
    signIn: string;
    invalidCredentials: string;
    demoUsers: string;
    expiredTitle: string;
    expired: string;
    backToConsole: string;
    signingOutTitle: string;
    signingOut: string;
    signOut: string;
    signedOutTitle: string;
    signedOut: string;
    errorTitle: string;
    errorFallback: string;
}

export const SSO_TEXTS: Record<SsoLanguage, SsoTexts> = {
    en: {
        signInTitle: 'Sign in to {product}',
        signInHeading: 'Sign in to your account (realm {realm})',
        username: 'Username',
        password: 'Password',
        signIn: 'Sign in',
        invalidCredentials: 'Invalid username or password.',
        demoUsers: 'Demo users (password = username)',
        expiredTitle: 'Sign-in expired',
        expired: 'This sign-in page has expired. Please open the console again.',
        backToConsole: 'Back to the console',
        signingOutTitle: 'Signing out',
        signingOut: 'Signing out…',
        signOut: 'Sign out',
        signedOutTitle: 'Signed out',
        signedOut: 'You have been signed out.',
        errorTitle: 'Sign-in error',
        errorFallback: 'Something went wrong.',
    },
    de: {
        signInTitle: 'Bei {product} anmelden',
        signInHeading: 'Melden Sie sich bei Ihrem Konto an (Realm {realm})',
        username: 'Benutzername',
        password: 'Passwort',
        signIn: 'Anmelden',
        invalidCredentials: 'Benutzername oder Passwort ist falsch.',
        demoUsers: 'Demo-Benutzer (Passwort = Benutzername)',
        expiredTitle: 'Anmeldung abgelaufen',
        expired: 'Diese Anmeldeseite ist abgelaufen. Bitte öffnen Sie die Konsole erneut.',
        backToConsole: 'Zurück zur Konsole',
        signingOutTitle: 'Abmelden',
        signingOut: 'Sie werden abgemeldet…',
        signOut: 'Abmelden',
        signedOutTitle: 'Abgemeldet',
        signedOut: 'Sie wurden abgemeldet.',
        errorTitle: 'Anmeldefehler',
        errorFallback: 'Etwas ist schiefgelaufen.',
    },
    it: {
        signInTitle: 'Accedi a {product}',
        signInHeading: 'Accedi al tuo account (realm {realm})',
        username: 'Nome utente',
        password: 'Password',
        signIn: 'Accedi',
        invalidCredentials: 'Nome utente o password non validi.',
        demoUsers: 'Utenti demo (password = nome utente)',
        expiredTitle: 'Accesso scaduto',
        expired: 'Questa pagina di accesso è scaduta. Riapri la console.',
        backToConsole: 'Torna alla console',
        signingOutTitle: 'Uscita',
        signingOut: 'Uscita in corso…',
        signOut: 'Esci',
        signedOutTitle: 'Uscita effettuata',
        signedOut: 'Sei uscito dal tuo account.',
        errorTitle: 'Errore di accesso',
        errorFallback: 'Qualcosa è andato storto.',
    },
};

/** A text with its {name} placeholders filled in. */
export const ssoText = (
    language: SsoLanguage,
    key: keyof SsoTexts,
    values: Record<string, string> = {},
): string =>
    SSO_TEXTS[language][key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
