/**
 * The login token and the billing token (product specification section 9): each under its own
 * key in the tab's session storage, none in local storage (decision 0065), both removed when the
 * session ends, and never in a request URL, a log line or an error message.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../src/api/transport/httpClient';
import { createAuthProvider } from '../../src/auth/authProvider';
import { initKeycloak, setKeycloak, signOut } from '../../src/auth/keycloak';
import { LOGIN_TOKEN_KEY, readTokens, writeTokens } from '../../src/auth/tokenStorage';
import {
    BILLING_TOKEN_KEY,
    readBillingToken,
    storeBillingToken,
} from '../../src/api/transport/billingToken';
import { setConfig } from '../../src/config';
import { TEST_CONFIG } from './testConfig';

const keycloakMock = vi.hoisted(() => ({
    init: vi.fn(async (_options: Record<string, unknown>) => true),
    logout: vi.fn(async (_options?: Record<string, unknown>) => undefined),
    login: vi.fn(async () => undefined),
}));

vi.mock('keycloak-js', () => ({
    default: class {
        token = 'login-access-token';
        refreshToken = 'login-refresh-token';
        idToken = 'login-id-token';
        onAuthLogout?: () => void;
        init = keycloakMock.init;
        logout = keycloakMock.logout;
        login = keycloakMock.login;
    },
}));

const LOGIN = { token: 'login-access-token', refreshToken: 'login-refresh-token' };
const BILLING = 'billing-token-value';

/** A signed-in session: both tokens stored. */
const signedIn = () => {
    writeTokens(LOGIN);
    storeBillingToken(BILLING);
};

/** What the tab keeps; local storage, which outlives the tab and the browser, keeps nothing. */
const storedKeys = () => {
    expect(Object.keys(localStorage)).toEqual([]);
    return Object.keys(sessionStorage).sort();
};

afterEach(() => {
    setKeycloak(undefined);
    vi.clearAllMocks();
    vi.restoreAllMocks();
});

describe('where the tokens are kept', () => {
    it('each token under its own key', () => {
        signedIn();
        expect(LOGIN_TOKEN_KEY).not.toBe(BILLING_TOKEN_KEY);
        expect(storedKeys()).toEqual([BILLING_TOKEN_KEY, LOGIN_TOKEN_KEY].sort());
        expect(JSON.parse(sessionStorage.getItem(LOGIN_TOKEN_KEY)!)).toEqual(LOGIN);
        expect(sessionStorage.getItem(BILLING_TOKEN_KEY)).toBe(BILLING);
        expect(readTokens()).toEqual(LOGIN);
        expect(readBillingToken()).toBe(BILLING);
    });
});

describe('tokens kept by earlier versions', () => {
    it('a start removes both from local storage and resumes only what the tab holds', async () => {
        localStorage.setItem(LOGIN_TOKEN_KEY, JSON.stringify(LOGIN));
        localStorage.setItem(BILLING_TOKEN_KEY, BILLING);
        await initKeycloak(TEST_CONFIG);
        expect(Object.keys(localStorage)).toEqual([]);
        expect(keycloakMock.init).toHaveBeenCalledWith(
            expect.not.objectContaining({ refreshToken: LOGIN.refreshToken }),
        );
    });
});

describe('the end of a session removes both tokens', () => {
    it('signing out', async () => {
        signedIn();
        const keycloak = await initKeycloak(TEST_CONFIG);
        await signOut();
        expect(storedKeys()).toEqual([]);
        expect(keycloak.logout).toHaveBeenCalledWith(
            expect.objectContaining({ redirectUri: `${location.origin}/` }),
        );
    });

    it('the logout of the user menu (authProvider.logout)', async () => {
        signedIn();
        const keycloak = await initKeycloak(TEST_CONFIG);
        const authProvider = createAuthProvider({
            keycloak,
            productName: 'smartcity',
            resources: [],
            accessRules: [],
            getOrganizationId: () => '1',
            signOut,
        });
        await authProvider.logout({});
        expect(storedKeys()).toEqual([]);
        expect(keycloak.logout).toHaveBeenCalledTimes(1);
    });

    it('keycloak-js ending the session itself (a refresh that fails)', async () => {
        signedIn();
        const keycloak = await initKeycloak(TEST_CONFIG);
        keycloak.onAuthLogout?.();
        expect(storedKeys()).toEqual([]);
    });

    it('the logout posts the ID token in a form body, not in the URL', async () => {
        const keycloak = await initKeycloak(TEST_CONFIG);
        await signOut();
        expect(keycloak.logout).toHaveBeenLastCalledWith({
            redirectUri: `${location.origin}/`,
            logoutMethod: 'POST',
        });
        // An expired session has no ID token: nothing to hide, and no "undefined" hint.
        keycloak.idToken = undefined;
        await signOut();
        expect(keycloak.logout).toHaveBeenLastCalledWith({
            redirectUri: `${location.origin}/`,
            logoutMethod: 'GET',
        });
    });
});

describe('no token in a URL, a log line or an error message', () => {
    const http = (fetch: typeof globalThis.fetch) =>
        createHttpClient({
            getToken: async () => LOGIN.token,
            getOrganizationId: () => '1',
            getBillingToken: () => BILLING,
            fetch,
            writePauseMs: 0,
        });

    const leaks = (texts: string[]) =>
        texts.filter(text => text.includes(LOGIN.token) || text.includes(BILLING));

    it('the tokens travel in headers only', async () => {
        setConfig(TEST_CONFIG);
        const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
            Response.json({}),
        );
        await http(fetch)('/billing/subscriptions', {
            method: 'POST',
            body: { packageId: 1 },
            billing: true,
            query: { page: 1 },
        });
        const [url, init] = fetch.mock.calls[0]!;
        expect(leaks([String(url), String(init?.body)])).toEqual([]);
        const headers = new Headers(init?.headers);
        expect(headers.get('Authorization')).toBe(`Bearer ${LOGIN.token}`);
        expect(headers.get('X-Billing-Token')).toBe(BILLING);
    });

    it('failures log and throw without a token', async () => {
        setConfig(TEST_CONFIG);
        const logged: string[] = [];
        vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
            logged.push(
                args.map(arg => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
            );
        });
        const answers: (() => Response)[] = [
            () => {
                throw new TypeError('Failed to fetch');
            },
            () => Response.json({ message: 'Unauthorized' }, { status: 401 }),
            () => Response.json({ message: 'Not enough licences' }, { status: 400 }),
            () => new Response('', { status: 503 }),
            () => new Response('', { status: 302 }),
        ];
        const thrown: string[] = [];
        for (const answer of answers) {
            const client = http(vi.fn(async () => answer()));
            await client('/billing/account', { billing: true }).catch((error: Error) =>
                thrown.push(`${error.message} ${error.stack ?? ''}`),
            );
        }
        expect(thrown).toHaveLength(answers.length);
        expect(leaks([...logged, ...thrown])).toEqual([]);
    });
});
