/**
 * The billing access token, kept in the tab's session storage under its own key. It is valid
 * only while its exp claim lies in the future (product specification section 4). It signs in to
 * the organization's billing account, so like the login tokens (decision 0065) it is the tab's
 * own and gone with the tab or the browser: another tab signs in to billing on its own.
 *
 * - `validBillingToken()`: the token to send, or null (the httpClient's `billing: true` option).
 * - `storeBillingToken(token)` / `clearBillingToken()`: change it and tell the subscribers
 *   (`subscribeBillingToken`, used by `useBillingToken`).
 */
import { tokenExpiry } from '../../auth/tokenExpiry';

export const BILLING_TOKEN_KEY = 'console.billingToken';

export const isBillingTokenValid = (token: string | null, nowMs = Date.now()) => {
    if (!token) return false;
    const exp = tokenExpiry(token);
    return exp !== undefined && exp * 1000 > nowMs;
};

export const readBillingToken = (): string | null => {
    try {
        return sessionStorage.getItem(BILLING_TOKEN_KEY);
    } catch {
        return null;
    }
};

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
    return () => {
        listeners.delete(listener);
    };
};

export const storeBillingToken = (token: string) => {
    try {
        sessionStorage.setItem(BILLING_TOKEN_KEY, token);
    } catch {
        // No storage: the billing sign-in is asked for again.
    }
    notify();
};

export const clearBillingToken = () => {
    try {
        sessionStorage.removeItem(BILLING_TOKEN_KEY);
    } catch {
        // No storage: nothing kept.
    }
    notify();
};
