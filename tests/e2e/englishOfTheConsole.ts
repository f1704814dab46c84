/**
 * The console's own English, as the German and Italian walks look for it: every string of the
 * English catalogue (ra-language-english under i18n/en/*, as i18n/index.ts merges them) that the
 * other language's catalogue does not use itself. Strings with %{placeholders} become patterns.
 *
 * i18n/en.ts cannot be imported here: its merge helper imports react-admin, which does not load
 * in Playwright's Node loader (query-string's ESM exports). The area files it joins import
 * nothing, so they are read one by one; a check below keeps their list equal to en.ts's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import italianMessages from 'ra-language-italian';
import { raGermanCompletion } from '../../i18n/raGerman';
import { raItalianCompletion } from '../../i18n/raItalian';

export type WalkLanguage = 'de' | 'it';
type Flat = Record<string, string>;

const flatten = (node: unknown, prefix = ''): Flat => {
    if (typeof node !== 'object' || node === null) return { [prefix]: String(node) };
    return Object.entries(node).reduce<Flat>(
        (all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
        {},
    );
};

const I18N = new URL('../../i18n/', import.meta.url);

/** The messages of one language's area files (i18n/<language>/*.ts), flattened and joined. */
const areaMessages = async (language: 'en' | WalkLanguage): Promise<Flat> => {
    const folder = new URL(`${language}/`, I18N);
    const files = readdirSync(folder).filter(file => file.endsWith('.ts'));
    const joiner = readFileSync(new URL(`${language}.ts`, I18N), 'utf8');
    const unjoined = files.filter(file => !joiner.includes(`'./${language}/${file.slice(0, -3)}'`));
    if (unjoined.length > 0) {
        throw new Error(`i18n/${language}.ts does not join ${unjoined.join(', ')}`);
    }
    let messages: Flat = {};
    for (const file of files) {
        const area = (await import(new URL(file, folder).href)) as { default: unknown };
        messages = { ...messages, ...flatten(area.default) };
    }
    return messages;
};

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
export const englishOfTheConsole = async (language: WalkLanguage): Promise<EnglishOfTheConsole> => {
    const english = { ...flatten(englishMessages), ...(await areaMessages('en')) };
    const own = {
        ...flatten(language === 'de' ? germanMessages : italianMessages),
        ...flatten(language === 'de' ? raGermanCompletion : raItalianCompletion),
        ...(await areaMessages(language)),
    };
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
