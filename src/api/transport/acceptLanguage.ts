/**
 * Texts the console shows but does not own (the content service's store texts, the billing
 * packages' specifications) are asked for in the console's language by standard content
 * negotiation: `Accept-Language: de, en;q=0.5`, the console's language first and English, the
 * console's fallback, after it. A back end that does not speak the language answers in its own.
 * The console's language is react-admin's locale (the one the user chose, stored), not the
 * browser's. Accept-Language is a CORS-safelisted header: no preflight for another origin.
 *
 * Queries of such texts hold the locale last in their react-query key, so a change of language
 * fetches them anew; `keepTextsWhileLanguageChanges` keeps the previous language's on screen
 * until they come.
 */
import { useLocaleState } from 'react-admin';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../i18n';

/** The console's current language (react-admin's locale), English if it is none of its own. */
export const useConsoleLocale = (): Locale => {
    const [locale] = useLocaleState();
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
};

/** The Accept-Language header for the console's language: e.g. `de, en;q=0.5`; `en`. */
export const acceptLanguage = (locale: Locale): string =>
    locale === DEFAULT_LOCALE ? DEFAULT_LOCALE : `${locale}, ${DEFAULT_LOCALE};q=0.5`;

const withoutLocale = (queryKey: readonly unknown[]) => JSON.stringify(queryKey.slice(0, -1));

/**
 * react-query's `placeholderData` for a query whose key ends with the locale: while the same
 * query in the newly chosen language loads, its answer in the previous language stays (the
 * page keeps its content, its dialogs and its focus). Any other change of key shows nothing.
 */
export const keepTextsWhileLanguageChanges =
    (queryKey: readonly unknown[]) =>
    <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
        previousQuery && withoutLocale(previousQuery.queryKey) === withoutLocale(queryKey)
            ? previous
            : undefined;
