/**
 * The theme the user chose (light or dark), kept in react-admin's store under its own key
 * 'theme'; no stored choice means "follow the system" (react-admin reads prefers-color-scheme).
 */
import { store } from './store';

/** react-admin's store key for the theme, the one its ThemeProvider and useTheme read. */
export const THEME_STORE_KEY = 'theme';

const isThemeMode = (value: unknown): value is 'light' | 'dark' =>
    value === 'light' || value === 'dark';

/**
 * react-admin empties its store once a sign-out is under way, the theme with it; like the
 * language (storedLocale.ts) the chosen theme is put back as the page leaves for the SSO, so the
 * console keeps it after the next sign-in.
 */
export const keepThemeThroughSignOut = () => {
    const theme = store.getItem<string>(THEME_STORE_KEY);
    if (!isThemeMode(theme)) return;
    window.addEventListener('pagehide', () => store.setItem(THEME_STORE_KEY, theme), {
        once: true,
    });
};
