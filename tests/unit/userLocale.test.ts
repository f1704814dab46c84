/** Each user's own language after sign-in (src/userLocale.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { store } from '../../src/store';
import { keepLocaleThroughSignOut } from '../../src/storedLocale';
import { settleUserLocale, USER_LOCALES_KEY, userLocale } from '../../src/userLocale';

afterEach(() => {
    store.reset();
    localStorage.removeItem(USER_LOCALES_KEY);
});

const anna = { sub: 'id-anna', preferred_username: 'anna' };
const bruno = { sub: 'id-bruno', preferred_username: 'bruno' };

describe('userLocale', () => {
    it("without a choice of the user's: the sign-in page's language", () => {
        expect(userLocale(anna, 'de')).toBe('de');
        expect(userLocale(undefined, 'it')).toBe('it');
    });

    it("the SSO's locale claim comes before the sign-in page's language", () => {
        expect(userLocale({ ...anna, locale: 'it' }, 'de')).toBe('it');
        expect(userLocale({ ...anna, locale: 'de-CH' }, 'en')).toBe('de');
        expect(userLocale({ ...anna, locale: 'fr' }, 'en')).toBe('en');
    });
});

describe('settleUserLocale', () => {
    it('keeps each user’s choice apart, through sign-outs', () => {
        settleUserLocale(anna, 'de');
        store.setItem('locale', 'en');
        store.reset();
        settleUserLocale(bruno, 'en');
        store.setItem('locale', 'it');
        store.reset();
        // The browser's last language is Italian (Bruno's), Anna's own stays English.
        expect(settleUserLocale(anna, 'it')).toBe('en');
        expect(store.getItem('locale')).toBe('en');
        expect(settleUserLocale(bruno, 'en')).toBe('it');
        expect(settleUserLocale({ ...anna, locale: 'de' }, 'it')).toBe('en');
    });

    it('a first start keeps following the browser: nothing stored without a choice', () => {
        expect(settleUserLocale(anna, 'de')).toBe('de');
        expect(store.getItem('locale')).toBeUndefined();
    });

    it('the language put back at sign-out is no choice of the user', () => {
        store.setItem('locale', 'de');
        settleUserLocale(anna, 'de');
        keepLocaleThroughSignOut();
        store.reset();
        window.dispatchEvent(new Event('pagehide'));
        expect(localStorage.getItem(USER_LOCALES_KEY)).toBeNull();
    });
});
