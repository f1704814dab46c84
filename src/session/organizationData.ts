/**
 * What the console keeps of an organization in the browser's storage beyond the page's memory,
 * and its removal at every end of a session (decision 0066). react-admin's store
 * (`RaStoreconsole.*` in local storage) holds the preferences below, which are the browser
 * user's and name nothing of an organization, and what is an organization's: a list's filter
 * and sort (typed search text), its selected ids, saved views (their names and filters), the
 * current organization, a wizard's selection. Anything not named a preference counts as the
 * organization's, so a key added later is removed too.
 */
import { STORE_APP_KEY } from '../store';

/** react-admin's store keys that are preferences (the language, the theme, the menu's state). */
export const PREFERENCE_STORE_KEYS: readonly string[] = [
    'version',
    'locale',
    'theme',
    'sidebar.open',
    'sidebar.openWide',
];

const STORE_PREFIX = `RaStore${STORE_APP_KEY}.`;

/**
 * Removes every store entry of an organization from local storage, straight from the storage:
 * the page on screen is leaving (for the SSO) or not drawn yet, so nothing is told to redraw.
 * Other tabs hear the removal, as they hear react-admin's own reset at a sign-out.
 */
export const forgetOrganizationData = () => {
    try {
        for (const key of Object.keys(localStorage)) {
            if (!key.startsWith(STORE_PREFIX)) continue;
            if (PREFERENCE_STORE_KEYS.includes(key.slice(STORE_PREFIX.length))) continue;
            localStorage.removeItem(key);
        }
    } catch {
        // No storage: nothing kept.
    }
};
