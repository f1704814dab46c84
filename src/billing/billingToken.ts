/**
 * The billing access token, kept in local storage under its own key. It is valid only while its
 * exp claim lies in the future (product specification section 4).
 */
export const BILLING_TOKEN_KEY = 'console.billingToken';

const expiryOf = (token: string): number | undefined => {
    try {
        const payload = token.split('.')[1];
        const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
        const exp = (JSON.parse(json) as { exp?: unknown }).exp;
        return typeof exp === 'number' ? exp : undefined;
    } catch {
        return undefined;
    }
};

export const isBillingTokenValid = (token: string | null, nowMs = Date.now()) => {
    if (!token) return false;
    const exp = expiryOf(token);
    return exp !== undefined && exp * 1000 > nowMs;
};

export const readBillingToken = (): string | null => localStorage.getItem(BILLING_TOKEN_KEY);

/** The token to send with billing writes, or null when there is no valid one. */
export const validBillingToken = (): string | null => {
    const token = readBillingToken();
    return isBillingTokenValid(token) ? token : null;
};

export const clearBillingToken = () => localStorage.removeItem(BILLING_TOKEN_KEY);
