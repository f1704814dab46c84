/** The sandbox SSO as keycloak-js and the API see it: discovery, CORS, refresh, logout, TTLs. */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { CookieJar, pkceLogin } from './support/pkceLogin.ts';
import { decodeJwt, sleep, startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let oidc: string;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    oidc = `${sandbox.ssoUrl}/realms/iot/protocol/openid-connect`;
});

afterAll(() => sandbox?.close());

const refresh = (refreshToken: string, origin = sandbox.appUrl) =>
    fetch(`${oidc}/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: refreshToken,
            client_id: 'console',
        }),
    });

const apiStatus = async (accessToken: string) =>
    (
        await fetch(`${sandbox.appUrl}/api/organizations`, {
            headers: { authorization: `Bearer ${accessToken}` },
        })
    ).status;

describe('discovery', () => {
    test('sits where Keycloak has it, with Keycloak endpoint paths', async () => {
        const response = await fetch(
            `${sandbox.ssoUrl}/realms/iot/.well-known/openid-configuration`,
        );
        const doc = (await response.json()) as Record<string, string>;
        expect(doc.issuer).toBe(`${sandbox.ssoUrl}/realms/iot`);
        expect(doc.authorization_endpoint).toBe(`${oidc}/auth`);
        expect(doc.token_endpoint).toBe(`${oidc}/token`);
        expect(doc.userinfo_endpoint).toBe(`${oidc}/userinfo`);
        expect(doc.jwks_uri).toBe(`${oidc}/certs`);
        expect(doc.end_session_endpoint).toBe(`${oidc}/logout`);
        expect(doc.revocation_endpoint).toBe(`${oidc}/revoke`);
        expect(doc.introspection_endpoint).toBe(`${oidc}/token/introspect`);
        const certs = (await (await fetch(doc.jwks_uri ?? '')).json()) as {
            keys: Record<string, unknown>[];
        };
        expect(certs.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
        expect(certs.keys[0]).not.toHaveProperty('d');
    });
});

describe('tokens', () => {
    test('access, ID and refresh tokens are JWTs with Keycloak claims', async () => {
        const tokens = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'orgadmin');
        const access = decodeJwt(tokens.access_token);
        expect(access).toMatchObject({
            iss: sandbox.issuer,
            aud: 'console',
            azp: 'console',
            typ: 'Bearer',
            preferred_username: 'orgadmin',
            email: 'orgadmin@smartcity.example',
            name: 'Olivia Brandt',
            groups: ['/organizations/1/ADMIN'],
            scope: 'openid',
        });
        expect(access.sid).toEqual(expect.any(String));
        expect(access.session_state).toBe(access.sid);
        expect((access.realm_access as { roles: string[] }).roles.sort()).toEqual([
            'default-roles-iot',
            'lpwan-access',
            'offline_access',
            'ses-frontend-access',
            'sls-frontend-access',
            'uma_authorization',
        ]);
        expect((access.exp as number) - (access.iat as number)).toBe(300);
        expect(decodeJwt(tokens.id_token)).toMatchObject({
            groups: ['/organizations/1/ADMIN'],
            sid: access.sid,
        });
        const refreshClaims = decodeJwt(tokens.refresh_token);
        expect(refreshClaims).toMatchObject({ typ: 'Refresh', azp: 'console', sid: access.sid });
        expect((refreshClaims.exp as number) - (refreshClaims.iat as number)).toBe(1800);
    });

    test('a consent prompt (offline_access) is granted without a consent page', async () => {
        const jar = new CookieJar();
        const tokens = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'guest', 'guest', jar, {
            scope: 'openid offline_access',
            prompt: 'consent',
        });
        expect(decodeJwt(tokens.refresh_token).scope).toBe('openid offline_access');
        expect((await refresh(tokens.refresh_token)).status).toBe(200);
    });

    test('refresh with CORS for the console origin; the old refresh token stays valid', async () => {
        const tokens = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'viewer');
        const response = await refresh(tokens.refresh_token);
        expect(response.status).toBe(200);
        expect(response.headers.get('access-control-allow-origin')).toBe(sandbox.appUrl);
        expect(response.headers.get('access-control-allow-credentials')).toBe('true');
        const renewed = (await response.json()) as { access_token: string; refresh_token: string };
        expect(renewed.access_token).not.toBe(tokens.access_token);
        expect(decodeJwt(renewed.refresh_token).typ).toBe('Refresh');
        expect(await apiStatus(renewed.access_token)).toBe(200);
        expect((await refresh(tokens.refresh_token)).status).toBe(200);
        expect((await refresh('not-a-jwt')).status).toBe(400);
    });

    test('preflight from the console origin is allowed, from others not', async () => {
        const preflight = (origin: string) =>
            fetch(`${oidc}/token`, {
                method: 'OPTIONS',
                headers: { origin, 'access-control-request-method': 'POST' },
            });
        const allowed = await preflight(sandbox.appUrl.replace('localhost', '127.0.0.1'));
        expect(allowed.status).toBe(204);
        expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
        const other = await preflight('http://evil.example');
        expect(other.headers.get('access-control-allow-credentials')).toBeNull();
    });

    test('userinfo and account answer from the access token', async () => {
        const tokens = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'serviceuser');
        const headers = { authorization: `Bearer ${tokens.access_token}`, origin: sandbox.appUrl };
        const userinfo = await fetch(`${oidc}/userinfo`, { headers });
        expect(userinfo.headers.get('access-control-allow-origin')).toBe(sandbox.appUrl);
        expect(await userinfo.json()).toMatchObject({
            preferred_username: 'serviceuser',
            groups: ['/services/101/USER'],
        });
        const account = await fetch(`${sandbox.ssoUrl}/realms/iot/account`, { headers });
        expect(await account.json()).toMatchObject({ username: 'serviceuser', firstName: 'Selma' });
        expect((await fetch(`${oidc}/userinfo`)).status).toBe(401);
    });
});

describe('login page', () => {
    test('wrong credentials show the form again with an alert and the username', async () => {
        const jar = new CookieJar();
        const auth = await jar.fetch(
            `${oidc}/auth?${new URLSearchParams({
                client_id: 'console',
                redirect_uri: `${sandbox.appUrl}/organization?x=1`,
                response_type: 'code',
                scope: 'openid',
                code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
                code_challenge_method: 'S256',
            })}`,
        );
        const loginUrl = new URL(auth.headers.get('location') ?? '', sandbox.ssoUrl).href;
        expect(loginUrl).toContain('/realms/iot/login-actions/');
        const page = await (await jar.fetch(loginUrl)).text();
        expect(page).toContain('<label for="username">Username</label>');
        expect(page).toContain('<label for="password">Password</label>');
        expect(page).toContain('<button type="submit">Sign in</button>');
        expect(page).not.toMatch(/https?:\/\/(?!localhost)[^"' ]+\.(css|js)|fonts\./);
        const failed = await jar.fetch(loginUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'username=viewer&password=nope',
        });
        const html = await failed.text();
        expect(html).toContain('<p class="alert" role="alert">Invalid username or password.</p>');
        expect(html).toContain('value="viewer"');
    });

    test('a redirect URI outside the console is refused', async () => {
        const response = await fetch(
            `${oidc}/auth?client_id=console&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('http://evil.example/')}`,
            { redirect: 'manual' },
        );
        expect(response.status).toBe(400);
    });
});

describe('logout', () => {
    const logout = async (jar: CookieJar, query: Record<string, string>) => {
        const page = await jar.fetch(`${oidc}/logout?${new URLSearchParams(query)}`);
        const html = await page.text();
        const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
        expect(html).toContain('<input type="hidden" name="logout" value="yes"/>');
        expect(html).toContain('.submit()');
        const confirm = await jar.fetch(`${oidc}/logout/confirm`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ xsrf: xsrf ?? '', logout: 'yes' }),
        });
        return confirm;
    };

    test('ends the SSO session and redirects (post_logout_redirect_uri + id_token_hint)', async () => {
        const jar = new CookieJar();
        const tokens = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'guest', 'guest', jar);
        const done = await logout(jar, {
            client_id: 'console',
            post_logout_redirect_uri: `${sandbox.appUrl}/home`,
            id_token_hint: tokens.id_token,
        });
        expect(done.status).toBe(303);
        expect(done.headers.get('location')).toBe(`${sandbox.appUrl}/home`);
        expect((await refresh(tokens.refresh_token)).status).toBe(400);
        // The next sign-in asks for credentials again.
        await expect(
            pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'guest', 'wrong', jar),
        ).rejects.toThrow(/Sign-in stopped/);
    });

    test('ends access: the API refuses an access token of the ended session at once', async () => {
        const jar = new CookieJar();
        const tokens = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'guest', 'guest', jar);
        const other = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'orgadmin');
        expect(await apiStatus(tokens.access_token)).toBe(200);
        const done = await logout(jar, {
            client_id: 'console',
            post_logout_redirect_uri: `${sandbox.appUrl}/`,
            id_token_hint: tokens.id_token,
        });
        expect(done.status).toBe(303);
        // The token has not expired (five minutes), but its SSO session is gone.
        expect(decodeJwt(tokens.access_token).exp).toBeGreaterThan(Date.now() / 1000 + 60);
        expect(await apiStatus(tokens.access_token)).toBe(401);
        const userinfo = await fetch(`${oidc}/userinfo`, {
            headers: { authorization: `Bearer ${tokens.access_token}` },
        });
        expect(userinfo.status).toBe(401);
        // Another session's token is untouched.
        expect(await apiStatus(other.access_token)).toBe(200);
    });

    test('takes the legacy redirect_uri without client_id', async () => {
        const jar = new CookieJar();
        await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'guest', 'guest', jar);
        const done = await logout(jar, { redirect_uri: `${sandbox.appUrl}/` });
        expect(done.headers.get('location')).toBe(`${sandbox.appUrl}/`);
    });
});

describe('lifetimes set at runtime', () => {
    const control = () => `${sandbox.appUrl}/__sandbox/sso/ttl`;
    const setTtl = async (ttl: Record<string, number>) =>
        (
            await fetch(control(), {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(ttl),
            })
        ).json();
    const signsInSilently = (jar: CookieJar) =>
        pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'nobody', 'wrong', jar).then(
            () => true,
            () => false,
        );

    afterEach(async () => {
        await fetch(control(), { method: 'DELETE' });
    });

    test('refreshTokenTtl is the idle timeout: tokens and unused sessions expire, refreshes extend', async () => {
        expect(await setTtl({ accessTokenTtl: 2, refreshTokenTtl: 3 })).toEqual({
            accessTokenTtl: 2,
            refreshTokenTtl: 3,
            sessionTtl: 36000,
        });
        const idle = new CookieJar();
        const tokens = await pkceLogin(
            sandbox.ssoUrl,
            sandbox.appUrl,
            'sysadmin',
            'sysadmin',
            idle,
        );
        const signedIn = Date.now();
        expect(tokens.expires_in).toBe(2);
        expect(await apiStatus(tokens.access_token)).toBe(200);
        const active = new CookieJar();
        const activeTokens = await pkceLogin(
            sandbox.ssoUrl,
            sandbox.appUrl,
            'viewer',
            'viewer',
            active,
        );

        await sleep(1000);
        expect((await refresh(activeTokens.refresh_token)).status).toBe(200);
        await sleep(signedIn + 3300 - Date.now());
        expect(await apiStatus(tokens.access_token)).toBe(401);
        expect((await refresh(tokens.refresh_token)).status).toBe(400);
        expect(await signsInSilently(idle)).toBe(false);
        expect(await signsInSilently(active)).toBe(true);
    });

    test('sessionTtl is the maximum: refreshes stop when it is reached; DELETE restores', async () => {
        await setTtl({ accessTokenTtl: 2, refreshTokenTtl: 100, sessionTtl: 3 });
        const jar = new CookieJar();
        const tokens = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'orgadmin', 'orgadmin', jar);
        const signedIn = Date.now();
        await sleep(1500);
        const renewed = (await (await refresh(tokens.refresh_token)).json()) as {
            refresh_token: string;
        };
        expect(decodeJwt(renewed.refresh_token).exp).toBe(decodeJwt(tokens.refresh_token).exp);
        await sleep(signedIn + 3100 - Date.now());
        expect((await refresh(renewed.refresh_token)).status).toBe(400);
        expect(await signsInSilently(jar)).toBe(false);

        const restored = await fetch(control(), { method: 'DELETE' });
        expect(await restored.json()).toEqual({
            accessTokenTtl: 300,
            refreshTokenTtl: 1800,
            sessionTtl: 36000,
        });
        expect((await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'sysadmin')).expires_in).toBe(300);
        const invalid = await fetch(control(), {
            method: 'POST',
            body: '{"accessTokenTtl":0}',
            headers: { 'content-type': 'application/json' },
        });
        expect(invalid.status).toBe(400);
    });
});
