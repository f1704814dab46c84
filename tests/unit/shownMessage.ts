/**
 * Test helper: the text a user sees for a validator's result or a message key, translated by
 * the console's own catalogues the way react-admin's ValidationError does it.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages, ValidationErrorMessage } from 'react-admin';
import { englishCatalogue } from '../../i18n';
import germanCatalogue from '../../i18n/catalogues/de';
import italianCatalogue from '../../i18n/catalogues/it';

const catalogues: Record<string, TranslationMessages> = {
    en: englishCatalogue,
    de: germanCatalogue,
    it: italianCatalogue,
};

const providers = Object.fromEntries(
    Object.entries(catalogues).map(([locale, catalogue]) => [
        locale,
        polyglotI18nProvider(() => catalogue, locale),
    ]),
);

export type Locale = 'en' | 'de' | 'it';

/** A message key with its arguments, in a language. */
export const translated = (
    key: string,
    args: Record<string, unknown> = {},
    locale: Locale = 'en',
) => providers[locale].translate(key, { _: key, ...args });

/** What a validator's result shows under the field (undefined: no message). */
export const shown = (
    error: ValidationErrorMessage | null | undefined,
    locale: Locale = 'en',
): string | undefined => {
    if (error === undefined || error === null) return undefined;
    if (typeof error === 'string') return translated(error, {}, locale);
    return translated(error.message, error.args, locale);
};

/** The message key of a validator's result. */
export const keyOf = (error: ValidationErrorMessage | null | undefined) =>
    error === undefined || error === null
        ? undefined
        : typeof error === 'string'
          ? error
          : error.message;
