/**
 * The billing access token, kept in local storage under its own key. It is valid only while its
 * exp claim lies in the future (product specification section 4).
 *
 * - `validBillingToken()`: the token to send, or null (the httpClient's `billing: true` option).
 * - `storeBillingToken(token)` / `clearBillingToken()`: change it and tell the subscribers
 *   (`subscribeBillingToken`, used by `useBillingToken`), in this tab and through the storage
 *   event in the others.
 */
import { tokenExpiry } from '../../auth/tokenExpiry';

export const BILLING_TOKEN_KEY = 'console.billingToken';

export const isBillingTokenValid = (token: string | null, nowMs = Date.now()) => {
    if (!token) return false;
    const exp = tokenExpiry(token);
    return exp !== undefined && exp * 1000 > nowMs;
};

export const readBillingToken = (): string | null => localStorage.getItem(BILLING_TOKEN_KEY);

/** The token to send with billing writes, or null when there is no valid one. */
export const validBillingToken = (): string | null => {
    const token = readBillingToken();
    return isBillingTokenValid(token) ? token : null;
};

const listeners = new Set<() => void>();

const notify = () => listeners.forEach(listener => listener());

/** Calls the listener whenever the stored token changes; returns the unsubscribe. */
export const subscribeBillingToken = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
        if (event.key === BILLING_TOKEN_KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
    };
};

export const storeBillingToken = (token: string) => {
    localStorage.setItem(BILLING_TOKEN_KEY, token);
    notify();
};

export const clearBillingToken = () => {
    localStorage.removeItem(BILLING_TOKEN_KEY);
    notify();
};
