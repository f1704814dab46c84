/**
 * The console's own English, as the German and Italian walks look for it: every string of the
 * English catalogue (the one the console shows) that the other language's own catalogue does
 * not use itself. Strings with %{placeholders} become patterns. The catalogues are plain data
 * (i18n/merge.ts joins them without react-admin), so they load here as in the console.
 */
import { englishCatalogue } from '../../i18n/catalogues/en';
import { germanOwn } from '../../i18n/catalogues/de';
import { italianOwn } from '../../i18n/catalogues/it';
import { flattenMessages as flatten } from '../flattenMessages';

export type WalkLanguage = 'de' | 'it';
type Flat = Record<string, string>;

/** The forms of a message: polyglot's plural forms are separated by "||||". */
const formsOf = (text: string) =>
    text
        .split('||||')
        .map(form => form.trim())
        .filter(Boolean);

const PLACEHOLDER = /%\{\w+\}/g;
/** Fewer letters than this outside placeholders: too short to tell a language ("OK", "ID"). */
const MIN_LETTERS = 3;
const letters = (text: string) => (text.replace(PLACEHOLDER, '').match(/\p{L}/gu) ?? []).length;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface EnglishOfTheConsole {
    /** English text → the catalogue key it comes from. */
    exact: Map<string, string>;
    patterns: { pattern: RegExp; key: string }[];
    /** The language's own catalogue (react-admin's, its completion, ours), flattened. */
    own: Flat;
    /** Every key of the English catalogue: shown as text, a key is a message not translated. */
    keys: Set<string>;
}

/**
 * The English strings a page in `language` must not show. Left out: strings whose form in the
 * language's catalogue is the same (product names, units, codes), and, since a page cannot tell
 * which key a text came from, strings the language's catalogue uses for any key.
 */
export const englishOfTheConsole = (language: WalkLanguage): EnglishOfTheConsole => {
    const english = flatten(englishCatalogue);
    const own = flatten(language === 'de' ? germanOwn : italianOwn);
    const ownForms = new Set(Object.values(own).flatMap(formsOf));
    const exact = new Map<string, string>();
    const patterns: EnglishOfTheConsole['patterns'] = [];
    for (const [key, text] of Object.entries(english)) {
        for (const form of formsOf(text)) {
            if (ownForms.has(form) || letters(form) < MIN_LETTERS) continue;
            if (!/%\{\w+\}/.test(form)) {
                exact.set(form.replace(/\s+/g, ' '), key);
                continue;
            }
            const source = form
                .split(PLACEHOLDER)
                .map(part => escape(part).replace(/\s+/g, '\\s+'))
                .join('.+?');
            patterns.push({ pattern: new RegExp(`^${source}$`, 's'), key });
        }
    }
    return { exact, patterns, own, keys: new Set(Object.keys(english)) };
};

/** The catalogue key of the console's English a text is (or the key shown raw), if any. */
export const englishKeyOf = (text: string, english: EnglishOfTheConsole) =>
    (english.keys.has(text) ? `${text}, shown as a raw key` : undefined) ??
    english.exact.get(text) ??
    english.patterns.find(({ pattern }) => pattern.test(text))?.key ??
    undefined;

/** A message of the language's own catalogue with its placeholders filled, for finding controls. */
export const ownText = (
    english: EnglishOfTheConsole,
    key: string,
    values: Record<string, string> = {},
) => {
    const text = english.own[key];
    if (text === undefined) throw new Error(`No message ${key}`);
    return text.replace(PLACEHOLDER, match => values[match.slice(2, -1)] ?? match);
};
