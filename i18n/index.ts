/**
 * The i18nProvider: each catalogue is English underneath react-admin's messages of the language
 * and ours, so a missing key shows English, never a raw key. English is the default and is
 * always in the bundle; German and Italian load when chosen.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { englishCatalogue } from './catalogues/en';

export const LOCALES = ['en', 'de', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export { englishCatalogue };

export const isLocale = (value: unknown): value is Locale =>
    typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const loadCatalogue = async (locale: Locale): Promise<TranslationMessages> => {
    switch (locale) {
        case 'de':
            return (await import('./catalogues/de')).default;
        case 'it':
            return (await import('./catalogues/it')).default;
        default:
            return englishCatalogue;
    }
};

/**
 * react-admin names a sort button "Sort by %{field_lower_first} %{order}" in English, with the
 * column's name lower-cased at its first letter: "Sort by name ascending", but "Sort by iD
 * ascending". A name that starts with two capitals (ID, EUI) is an abbreviation and stays.
 */
const withAbbreviationsKept = (key: string, options?: Record<string, unknown>) => {
    const field = options?.field;
    if (key !== 'ra.sort.sort_by' || typeof field !== 'string' || !/^\p{Lu}{2}/u.test(field)) {
        return options;
    }
    return { ...options, field_lower_first: field };
};

/** The initial locale's catalogue is loaded before the console renders (see main.tsx). */
export const createI18nProvider = (
    initialLocale: Locale,
    initialCatalogue: TranslationMessages,
): I18nProvider => {
    const provider = polyglotI18nProvider(
        locale =>
            locale === initialLocale
                ? initialCatalogue
                : loadCatalogue(isLocale(locale) ? locale : DEFAULT_LOCALE),
        initialLocale,
        [
            { locale: 'en', name: 'English' },
            { locale: 'de', name: 'Deutsch' },
            { locale: 'it', name: 'Italiano' },
        ],
    );
    return {
        ...provider,
        translate: (key, options) => provider.translate(key, withAbbreviationsKept(key, options)),
    };
};
