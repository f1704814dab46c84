/** The language the console asks the SSO's sign-in page for (ui_locales). */
import { afterEach, describe, expect, it } from 'vitest';
import { store } from '../../src/store';
import { keepLocaleThroughSignOut, signInLocale } from '../../src/storedLocale';

afterEach(() => store.removeItem('locale'));

describe('signInLocale', () => {
    it('is the stored locale, whatever the browser says', () => {
        store.setItem('locale', 'it');
        expect(signInLocale('de-DE')).toBe('it');
        store.setItem('locale', 'en');
        expect(signInLocale('de-DE')).toBe('en');
    });

    it('follows a language changed since', () => {
        store.setItem('locale', 'de');
        expect(signInLocale('en-US')).toBe('de');
        store.setItem('locale', 'it');
        expect(signInLocale('en-US')).toBe('it');
    });

    it('without a stored locale: the browser language when the console speaks it, else English', () => {
        expect(signInLocale('de-CH')).toBe('de');
        expect(signInLocale('it')).toBe('it');
        expect(signInLocale('fr-FR')).toBe('en');
        expect(signInLocale('en-GB')).toBe('en');
    });

    it("without a stored locale: the first of the browser's languages the console speaks", () => {
        expect(signInLocale(['fr-FR', 'de-DE', 'en-US'])).toBe('de');
        expect(signInLocale(['it-IT', 'en'])).toBe('it');
        expect(signInLocale(['fr-FR', 'es'])).toBe('en');
        expect(signInLocale([])).toBe('en');
    });

    it('ignores a stored value that is no locale', () => {
        store.setItem('locale', 'fr');
        expect(signInLocale('it-IT')).toBe('it');
    });
});

describe('keepLocaleThroughSignOut', () => {
    it('puts the language back after react-admin emptied its store, as the page leaves', () => {
        store.setItem('locale', 'de');
        store.setItem('organizationId', '2');
        keepLocaleThroughSignOut();
        store.reset();
        expect(store.getItem('locale')).toBeUndefined();
        window.dispatchEvent(new Event('pagehide'));
        expect(store.getItem('locale')).toBe('de');
        expect(store.getItem('organizationId')).toBeUndefined();
        expect(signInLocale('en-US')).toBe('de');
    });

    it('keeps nothing when no language was chosen', () => {
        keepLocaleThroughSignOut();
        window.dispatchEvent(new Event('pagehide'));
        expect(store.getItem('locale')).toBeUndefined();
    });
});
