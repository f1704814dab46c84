/**
 * A stored session resumes without waiting for the SSO (src/auth/keycloak.ts): keycloak-js takes
 * the stored tokens and refreshes them before its init ends; while the stored access token is
 * valid for longer than the console refreshes ahead (60 s) by the SSO's clock (the time skew
 * keycloak-js measured, stored with the tokens), the console starts at once and the refresh ends
 * in the background. A token about to expire, none, or one without a known skew waits as before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
    initKeycloak,
    MIN_TOKEN_VALIDITY_SECONDS,
    sessionConfirmed,
    setKeycloak,
} from '../../src/auth/keycloak';
import { readTokens, writeTokens } from '../../src/auth/tokenStorage';
import { store } from '../../src/store';
import { TEST_CONFIG } from './testConfig';

/** keycloak-js's init as it runs with stored tokens: it takes them, then waits for the SSO. */
const sso = vi.hoisted(() => ({
    /** Ends the init's refresh: true signed in, false not, an Error a failed request. */
    answer: undefined as ((outcome: boolean | Error) => void) | undefined,
    calls: [] as Record<string, unknown>[],
}));

vi.mock('keycloak-js', () => ({
    default: class {
        authenticated = false;
        token: string | undefined;
        refreshToken: string | undefined;
        onAuthLogout?: () => void;
        init(options: { token?: string; refreshToken?: string }) {
            sso.calls.push(options);
            return (async () => {
                await Promise.resolve();
                if (options.token) {
                    this.token = options.token;
                    this.refreshToken = options.refreshToken;
                    this.authenticated = true;
                }
                return new Promise<boolean>((resolve, reject) => {
                    sso.answer = outcome =>
                        outcome instanceof Error ? reject(outcome) : resolve(outcome);
                });
            })();
        }
        login = vi.fn(async () => undefined);
    },
}));

/** A JWT whose access ends in `seconds`. */
const tokenValidFor = (seconds: number) => {
    const part = (value: object) =>
        btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const exp = Math.floor(Date.now() / 1000) + seconds;
    return `${part({ alg: 'RS256' })}.${part({ sub: 'orgadmin', exp })}.signature`;
};

/** Whether initKeycloak has ended after the current tasks. */
const endedSoon = async (started: Promise<unknown>) => {
    let ended = false;
    void started.then(() => (ended = true));
    await new Promise(resolve => setTimeout(resolve, 20));
    return ended;
};

afterEach(() => {
    setKeycloak(undefined);
    localStorage.clear();
    sessionStorage.clear();
    sso.calls = [];
    sso.answer = undefined;
});

describe('resuming a stored session', () => {
    it('starts with a stored token valid for 5 minutes before the SSO answers the refresh', async () => {
        const token = tokenValidFor(300);
        writeTokens({ token, refreshToken: 'refresh', timeSkew: 0 });
        const started = initKeycloak(TEST_CONFIG);
        expect(await endedSoon(started)).toBe(true);
        const keycloak = await started;
        expect(keycloak.token).toBe(token);
        // keycloak-js is given the skew too: without it, it counts the token as expired and
        // every call waits for the refresh.
        expect(sso.calls[0]).toMatchObject({ token, timeSkew: 0, onLoad: 'check-sso' });
        // The refresh ends later; its failure is keycloak-js's to handle, not an unhandled one.
        sso.answer?.(new Error('refresh refused'));
        await new Promise(resolve => setTimeout(resolve, 0));
    });

    it(`waits for the SSO when the stored token has ${MIN_TOKEN_VALIDITY_SECONDS} s or less`, async () => {
        writeTokens({
            token: tokenValidFor(MIN_TOKEN_VALIDITY_SECONDS - 5),
            refreshToken: 'r',
            timeSkew: 0,
        });
        const started = initKeycloak(TEST_CONFIG);
        expect(await endedSoon(started)).toBe(false);
        sso.answer?.(true);
        expect((await started).authenticated).toBe(true);
    });

    it('waits for the SSO without a stored session, and for a token it cannot read', async () => {
        const started = initKeycloak(TEST_CONFIG);
        expect(await endedSoon(started)).toBe(false);
        sso.answer?.(true);
        await started;

        writeTokens({ token: 'not-a-jwt', refreshToken: 'r', timeSkew: 0 });
        const unreadable = initKeycloak(TEST_CONFIG);
        expect(await endedSoon(unreadable)).toBe(false);
        sso.answer?.(true);
        await unreadable;
    });

    it("counts the token's time by the SSO's clock, and waits without a known skew", async () => {
        // Valid for 5 minutes by the browser's clock, which is 10 minutes behind the SSO's.
        writeTokens({ token: tokenValidFor(300), refreshToken: 'r', timeSkew: -600 });
        const behind = initKeycloak(TEST_CONFIG);
        expect(await endedSoon(behind)).toBe(false);
        sso.answer?.(true);
        await behind;

        writeTokens({ token: tokenValidFor(300), refreshToken: 'r' });
        const unknown = initKeycloak(TEST_CONFIG);
        expect(await endedSoon(unknown)).toBe(false);
        sso.answer?.(true);
        await unknown;
    });
});

/** Whether sessionConfirmed() has settled after the current tasks, and to what. */
const confirmation = async () => {
    let settled: boolean | 'pending' = 'pending';
    void sessionConfirmed().then(value => (settled = value));
    await new Promise(resolve => setTimeout(resolve, 20));
    return settled;
};

describe('the SSO confirming the session', () => {
    it('a resumed session runs before the confirmation, which its refresh gives', async () => {
        writeTokens({ token: tokenValidFor(300), refreshToken: 'refresh', timeSkew: 0 });
        await initKeycloak(TEST_CONFIG);
        expect(await confirmation()).toBe('pending');
        sso.answer?.(true);
        expect(await confirmation()).toBe(true);
    });

    it('a refused refresh never confirms it', async () => {
        writeTokens({ token: tokenValidFor(300), refreshToken: 'refresh', timeSkew: 0 });
        await initKeycloak(TEST_CONFIG);
        sso.answer?.(new Error('refresh refused'));
        expect(await confirmation()).toBe(false);
    });
});

describe('a start without a session at the SSO', () => {
    it("removes the organization's entries of the store and the tab's tokens, then asks for sign-in", async () => {
        store.setItem('locale', 'de');
        store.setItem('theme', 'dark');
        store.setItem('organization.current', '1');
        store.setItem('devices.listParams', { filter: { q: 'Lindenallee' } });
        store.setItem('devices.views.u-1.o-1.savedQueries', [{ label: 'Lindenallee lamps' }]);
        const started = initKeycloak(TEST_CONFIG);
        expect(await endedSoon(started)).toBe(false);
        sso.answer?.(false);
        await new Promise(resolve => setTimeout(resolve, 20));
        expect(JSON.stringify({ ...localStorage })).not.toContain('Linden');
        expect(store.getItem('organization.current')).toBeUndefined();
        expect(store.getItem('locale')).toBe('de');
        expect(store.getItem('theme')).toBe('dark');
        expect(readTokens()).toBeUndefined();
        expect(await confirmation()).toBe(false);
        // The browser is on its way to the login page: the start does not end.
        expect(await endedSoon(started)).toBe(false);
    });
});
