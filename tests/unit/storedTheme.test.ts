/** The chosen theme survives a sign-out (react-admin empties its store as the sign-out starts). */
import { afterEach, describe, expect, it } from 'vitest';
import { store } from '../../src/store';
import { keepThemeThroughSignOut, THEME_STORE_KEY } from '../../src/storedTheme';

afterEach(() => store.reset());

describe('keepThemeThroughSignOut', () => {
    it('puts the chosen theme back after react-admin emptied its store, as the page leaves', () => {
        store.setItem(THEME_STORE_KEY, 'dark');
        store.setItem('organizationId', '2');
        keepThemeThroughSignOut();
        store.reset();
        expect(store.getItem(THEME_STORE_KEY)).toBeUndefined();
        window.dispatchEvent(new Event('pagehide'));
        expect(store.getItem(THEME_STORE_KEY)).toBe('dark');
        expect(store.getItem('organizationId')).toBeUndefined();
    });

    it('keeps nothing when the theme follows the system (no stored choice)', () => {
        keepThemeThroughSignOut();
        window.dispatchEvent(new Event('pagehide'));
        expect(store.getItem(THEME_STORE_KEY)).toBeUndefined();
    });
});
