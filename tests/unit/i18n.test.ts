import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, englishCatalogue } from '../../i18n';
import germanCatalogue, { germanOwn } from '../../i18n/catalogues/de';
import { italianOwn } from '../../i18n/catalogues/it';
import de from '../../i18n/de';
import en from '../../i18n/en';
import it_ from '../../i18n/it';
import { UNTRANSLATED } from '../../scripts/newResource.mjs';
import { flattenMessages as flatten } from '../flattenMessages';

const englishKeys = Object.keys(flatten(englishCatalogue));

/** The messages of a language without English underneath: what the user sees translated. */
const own = {
    de: flatten(germanOwn),
    it: flatten(italianOwn),
};

const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();

describe('i18n completeness', () => {
    it('has react-admin and app keys in the English catalogue', () => {
        expect(englishKeys).toContain('ra.action.save');
        expect(englishKeys).toContain('app.error.title');
        expect(Object.keys(flatten(englishMessages)).every(key => englishKeys.includes(key))).toBe(
            true,
        );
    });

    for (const language of ['de', 'it'] as const) {
        it(`translates every key in ${language}, react-admin's included`, () => {
            const missing = englishKeys.filter(key => !(key in own[language]));
            expect(missing).toEqual([]);
        });

        // npm run new-resource writes German and Italian texts as the English with this marker.
        it(`leaves no ${language} message marked for translation`, () => {
            const marked = Object.entries(own[language])
                .filter(([, text]) => text.includes(UNTRANSLATED.trim()))
                .map(([key, text]) => `${key}: "${text}"`);
            expect(marked).toEqual([]);
        });

        it(`keeps the placeholders of every app message in ${language}`, () => {
            const english = flatten(en);
            const translated = flatten(language === 'de' ? de : it_);
            const wrong = Object.keys(english).filter(
                key =>
                    placeholders(english[key]).join() !==
                    placeholders(translated[key] ?? '').join(),
            );
            expect(wrong).toEqual([]);
        });
    }

    it('gives the blocked page its wording: English as in the product specification, German in German', () => {
        expect(flatten(englishCatalogue)['app.access.denied']).toBe('Permission denied');
        // The product specification quotes an English sentence as the German text; issue 18
        // wants no English on German pages, so German says it in German.
        expect(flatten(germanCatalogue)['app.access.denied']).toBe(
            'Sie haben keinen Zugriff auf diese Seite!',
        );
    });

    it('leaves the full stop of the Not Found text to react-admin, which adds one', () => {
        for (const messages of [flatten(englishCatalogue), own.de, own.it]) {
            expect(messages['ra.message.not_found']).toMatch(/[^.]$/);
        }
    });
});

describe('sort buttons in English', () => {
    const provider = createI18nProvider('en', englishCatalogue);
    const sortBy = (field: string) =>
        provider.translate('ra.sort.sort_by', {
            field,
            // As react-admin's column header computes it.
            field_lower_first: field.charAt(0).toLowerCase() + field.slice(1),
            order: 'ascending',
        });

    it('lower-cases a name but keeps an abbreviation', () => {
        expect(sortBy('Name')).toBe('Sort by name ascending');
        expect(sortBy('Last seen')).toBe('Sort by last seen ascending');
        expect(sortBy('ID')).toBe('Sort by ID ascending');
        expect(sortBy('EUI')).toBe('Sort by EUI ascending');
    });
});
