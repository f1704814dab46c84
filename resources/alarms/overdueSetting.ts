/**
 * The user's "overdue after N minutes" (Settings; ./overdue.ts holds the rule). Kept like the
 * user's language (src/userLocale.ts): in this browser's local storage under the user's id (the
 * token's `sub`), apart from react-admin's store, so two users of one browser keep their own and
 * a sign-out keeps it. No entry means off, the default. Pages follow a change at once, in this
 * tab and in the console's other tabs (the `storage` event).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { getKeycloak } from '../../src/auth/keycloak';
import { overdueMinutes } from './overdue';

export const USER_OVERDUE_KEY = 'console.userOverdueAfter';

type Chosen = Record<string, number>;

const readChosen = (): Chosen => {
    try {
        const value: unknown = JSON.parse(localStorage.getItem(USER_OVERDUE_KEY) ?? '{}');
        return value && typeof value === 'object' ? (value as Chosen) : {};
    } catch {
        return {};
    }
};

const userId = (): string | undefined => {
    try {
        const sub: unknown = getKeycloak().tokenParsed?.sub;
        return typeof sub === 'string' ? sub : undefined;
    } catch {
        return undefined;
    }
};

/** The signed-in user's minutes, or null (off). */
export const readOverdueAfter = (user = userId()): number | null =>
    user ? overdueMinutes(readChosen()[user]) : null;

const listeners = new Set<() => void>();

/** Stores the user's minutes; null switches it off. */
export const writeOverdueAfter = (minutes: number | null, user = userId()) => {
    if (!user) return;
    const others = readChosen();
    delete others[user];
    const value = overdueMinutes(minutes);
    try {
        localStorage.setItem(
            USER_OVERDUE_KEY,
            JSON.stringify(value === null ? others : { ...others, [user]: value }),
        );
    } catch {
        // Private mode without storage: nothing is kept.
    }
    listeners.forEach(listener => listener());
};

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const fromOtherTab = (event: StorageEvent) => {
        if (event.key === USER_OVERDUE_KEY) listener();
    };
    window.addEventListener('storage', fromOtherTab);
    return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', fromOtherTab);
    };
};

const snapshot = () => readOverdueAfter();

/** The user's "overdue after" minutes (null: off) and its setter. */
export const useOverdueAfter = (): [number | null, (minutes: number | null) => void] => {
    const minutes = useSyncExternalStore(subscribe, snapshot, snapshot);
    const set = useCallback((next: number | null) => writeOverdueAfter(next), []);
    return [minutes, set];
};
