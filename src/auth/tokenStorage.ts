/**
 * The login tokens are kept in the tab's session storage under their own key (decision 0065):
 * a reload of the tab resumes without a redirect, while a new tab, and a browser started again,
 * holds none and resumes through the SSO's own session cookie (keycloak-js's check-sso). So the
 * refresh token lives no longer than the tab, is never shared with another tab through storage,
 * and is gone when the browser closes, as the SSO's session cookie is.
 */
export const LOGIN_TOKEN_KEY = 'console.loginToken';

export interface StoredTokens {
    token: string;
    refreshToken: string;
    idToken?: string;
    /**
     * The browser's clock minus the SSO's, in seconds, as keycloak-js measured it at the last
     * sign-in or refresh: with it a resumed session knows how long its token is still valid.
     */
    timeSkew?: number;
}

export const readTokens = (): StoredTokens | undefined => {
    try {
        const raw = sessionStorage.getItem(LOGIN_TOKEN_KEY);
        if (!raw) return undefined;
        const parsed = JSON.parse(raw) as Partial<StoredTokens>;
        return parsed.token && parsed.refreshToken ? (parsed as StoredTokens) : undefined;
    } catch {
        return undefined;
    }
};

export const writeTokens = (tokens: StoredTokens) => {
    try {
        sessionStorage.setItem(LOGIN_TOKEN_KEY, JSON.stringify(tokens));
    } catch {
        // No storage (a browser that refuses it): the session lasts as long as the page.
    }
};

export const clearTokens = () => {
    try {
        sessionStorage.removeItem(LOGIN_TOKEN_KEY);
    } catch {
        // No storage: nothing kept.
    }
};
