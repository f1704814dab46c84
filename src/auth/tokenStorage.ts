/** The login token is kept in local storage under its own key, so a reload needs no redirect. */
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
        const raw = localStorage.getItem(LOGIN_TOKEN_KEY);
        if (!raw) return undefined;
        const parsed = JSON.parse(raw) as Partial<StoredTokens>;
        return parsed.token && parsed.refreshToken ? (parsed as StoredTokens) : undefined;
    } catch {
        return undefined;
    }
};

export const writeTokens = (tokens: StoredTokens) =>
    localStorage.setItem(LOGIN_TOKEN_KEY, JSON.stringify(tokens));

export const clearTokens = () => localStorage.removeItem(LOGIN_TOKEN_KEY);
