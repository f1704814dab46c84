/**
 * The catalogues follow i18n/GLOSSARY.md: one term per concept and language. A German or Italian
 * message that uses a synonym the glossary rules out fails here, as does a message left in
 * English (identical to the English one) unless the glossary's "Texts kept in English" names it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../i18n';
import germanCatalogue, { germanOwn } from '../../i18n/catalogues/de';
import italianCatalogue, { italianOwn } from '../../i18n/catalogues/it';
import { flattenMessages } from '../flattenMessages';

type Language = 'de' | 'it';

const glossary = readFileSync(resolve(process.cwd(), 'i18n/GLOSSARY.md'), 'utf8');

/** The table's rows: concept and the words ruled out per language. */
const rows = () =>
    tableRows(termsPart).map(([concept, , de, it_, notDe, notIt]) => ({
        concept,
        terms: { de, it: it_ },
        ruledOut: {
            de: notDe ? notDe.split(',').map(word => word.trim()) : [],
            it: notIt ? notIt.split(',').map(word => word.trim()) : [],
        },
    }));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word or phrase: no letter right before or after it. */
const wholeWord = (word: string) => new RegExp(`(?<!\\p{L})${escape(word)}(?!\\p{L})`, 'u');

const english = flattenMessages(englishCatalogue);
const catalogues: Record<Language, Record<string, string>> = {
    de: flattenMessages(germanCatalogue),
    it: flattenMessages(italianCatalogue),
};
/** The messages of each language without English underneath. */
const own: Record<Language, Record<string, string>> = {
    de: flattenMessages(germanOwn),
    it: flattenMessages(italianOwn),
};

/** The sections of the glossary: the terms' table, then the texts kept in English. */
const [termsPart = '', keptPart = ''] = glossary.split(/^## Texts kept in English$/m);

/** The cells of a Markdown table's rows (after its header), `\|` a pipe inside a cell. */
const tableRows = (part: string) =>
    part
        .split('\n')
        .filter(line => line.startsWith('| ') && !/^\| (Concept|Text) /.test(line))
        .filter(line => !line.startsWith('| ---'))
        .map(line =>
            line
                .slice(1, -1)
                .split(/(?<!\\)\|/)
                .map(cell => cell.trim().replace(/\\\|/g, '|')),
        );

/**
 * Messages that are rightly the same as the English (the glossary's "Texts kept in English"):
 * names of products, protocols and codes, units, and words the language uses too. Each with
 * its reason.
 */
const sameAsEnglish: Record<Language, Record<string, string>> = { de: {}, it: {} };
for (const [text = '', keptIn = '', why = ''] of tableRows(keptPart)) {
    const message = text
        .replace(/^`|`$/g, '')
        .replace(/\\u([0-9a-fA-F]{4})/g, (_, code: string) =>
            String.fromCharCode(parseInt(code, 16)),
        );
    for (const language of keptIn.split(',').map(word => word.trim()) as Language[]) {
        sameAsEnglish[language][message] = why;
    }
}

describe('the glossary', () => {
    it('names a German and an Italian term for each concept', () => {
        expect(rows().length).toBeGreaterThan(20);
        for (const row of rows()) {
            expect(row.terms.de, row.concept).not.toBe('');
            expect(row.terms.it, row.concept).not.toBe('');
        }
    });

    for (const language of ['de', 'it'] as const) {
        it(`is followed by every ${language} message`, () => {
            const drift = rows().flatMap(row =>
                row.ruledOut[language].flatMap(word =>
                    Object.entries(catalogues[language])
                        .filter(([, text]) => wholeWord(word).test(text))
                        .map(([key, text]) => `${key}: "${text}" uses "${word}" (${row.concept})`),
                ),
            );
            expect(drift).toEqual([]);
        });

        it(`has the same keys in ${language} as in English`, () => {
            const keys = Object.keys(own[language]);
            expect(Object.keys(english).filter(key => !keys.includes(key))).toEqual([]);
            // react-admin 3's German and Italian packages bring keys react-admin 5 no longer uses.
            const ours = keys.filter(key => !key.startsWith('ra.'));
            expect(ours.filter(key => !(key in english))).toEqual([]);
        });

        it(`leaves no ${language} message in English outside the allow-list`, () => {
            const untranslated = Object.keys(english).filter(
                key =>
                    catalogues[language][key] === english[key] &&
                    !(english[key] in sameAsEnglish[language]),
            );
            expect(untranslated.map(key => `${key}: "${english[key]}"`)).toEqual([]);
        });

        it(`keeps its ${language} allow-list to messages that are still the same`, () => {
            const values = new Set(
                Object.keys(english)
                    .filter(key => catalogues[language][key] === english[key])
                    .map(key => english[key]),
            );
            expect(Object.keys(sameAsEnglish[language]).filter(text => !values.has(text))).toEqual(
                [],
            );
        });
    }

    it('finds a ruled-out word (the check can fail)', () => {
        expect(wholeWord('Service').test('Der Service-Store')).toBe(true);
        expect(wholeWord('Service').test('Dienstleistung')).toBe(false);
        expect(wholeWord('Admin').test('Administrator')).toBe(false);
        expect(Object.keys(flattenMessages(englishMessages))).toContain('ra.action.save');
    });
});
