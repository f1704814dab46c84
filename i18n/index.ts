/**
 * The i18nProvider: each catalogue is English underneath react-admin's messages of the language
 * and ours, so a missing key shows English, never a raw key. English is the default.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import italianMessages from 'ra-language-italian';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import de from './de';
import en from './en';
import it from './it';
import { raGermanCompletion } from './raGerman';
import { raItalianCompletion } from './raItalian';

export const LOCALES = ['en', 'de', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const catalogues: Record<Locale, TranslationMessages> = {
    en: mergeTranslations(englishMessages, en),
    de: mergeTranslations(englishMessages, germanMessages, raGermanCompletion, de),
    it: mergeTranslations(englishMessages, italianMessages, raItalianCompletion, it),
};

export const isLocale = (value: unknown): value is Locale =>
    typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const createI18nProvider = (initialLocale: unknown) =>
    polyglotI18nProvider(
        locale => (isLocale(locale) ? catalogues[locale] : catalogues[DEFAULT_LOCALE]),
        isLocale(initialLocale) ? initialLocale : DEFAULT_LOCALE,
        [
            { locale: 'en', name: 'English' },
            { locale: 'de', name: 'Deutsch' },
            { locale: 'it', name: 'Italiano' },
        ],
    );
