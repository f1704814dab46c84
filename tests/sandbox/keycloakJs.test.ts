/**
 * keycloak-js 26 against the sandbox SSO in Chromium: sign in through the login page (PKCE),
 * the token's groups and roles, a forced refresh, an API call, and logout back to the login page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { REPO_ROOT } from '../../sandbox/config.ts';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { chromiumLaunchOptions } from '../chromium.ts';
import { startTestSandbox } from './support/testSandbox.ts';

// The script is a file of its own: the console's Content-Security-Policy allows no inline script.
const PAGE = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>keycloak-js check</title></head>
<body><p id="status">loading</p>
<script type="module" src="/check.js"></script></body></html>`;

const SCRIPT = `import Keycloak from '/keycloak.js';
const config = await (await fetch('/config.json')).json();
const keycloak = new Keycloak({ url: config.ssoUrl, realm: config.realm, clientId: config.clientId });
window.keycloak = keycloak;
await keycloak.init({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false });
document.getElementById('status').textContent = 'signed in as ' + keycloak.tokenParsed.preferred_username;
`;

let sandbox: RunningSandbox;
let browser: Browser;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    const dist = sandbox.config.consoleDist;
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
    fs.writeFileSync(path.join(dist, 'check.js'), SCRIPT);
    fs.copyFileSync(
        path.join(REPO_ROOT, 'node_modules/keycloak-js/lib/keycloak.js'),
        path.join(dist, 'keycloak.js'),
    );
    browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
    await browser?.close();
    await sandbox?.close();
});

const signIn = async (page: Page, username: string, password: string) => {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
};

test('keycloak-js signs in, refreshes, calls the API and signs out', async () => {
    const page = await browser.newPage();
    await page.goto(`${sandbox.appUrl}/system/organizations/edit?id=3`);

    await expect.poll(() => page.url()).toContain(`${sandbox.ssoUrl}/realms/iot/login-actions/`);
    await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('smartcity');

    await signIn(page, 'sysadmin', 'wrong');
    await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Invalid username or password.');
    expect(await page.getByLabel('Username').inputValue()).toBe('sysadmin');

    await signIn(page, 'sysadmin', 'sysadmin');
    await expect.poll(() => page.locator('#status').textContent()).toBe('signed in as sysadmin');
    expect(page.url()).toBe(`${sandbox.appUrl}/system/organizations/edit?id=3`);

    const claims = await page.evaluate(() => {
        const { keycloak } = globalThis as unknown as { keycloak: KeycloakLike };
        return {
            token: keycloak.tokenParsed,
            refresh: keycloak.refreshTokenParsed,
            raw: keycloak.token,
        };
    });
    expect(claims.token.groups).toEqual(['/smartcity/ADMIN']);
    expect(claims.token.realm_access.roles).toEqual(
        expect.arrayContaining(['sls-frontend-access', 'lpwan-access', 'default-roles-iot']),
    );
    expect(claims.token.azp).toBe('console');
    expect(claims.refresh.typ).toBe('Refresh');

    const refreshed = await page.evaluate(async () => {
        const { keycloak } = globalThis as unknown as { keycloak: KeycloakLike };
        const before = keycloak.token;
        const updated = await keycloak.updateToken(-1);
        return { updated, changed: keycloak.token !== before };
    });
    expect(refreshed).toEqual({ updated: true, changed: true });

    const organizations = await page.evaluate(async () => {
        const { keycloak } = globalThis as unknown as { keycloak: KeycloakLike };
        const response = await fetch('/api/organizations?size=1000000', {
            headers: { Authorization: `Bearer ${keycloak.token}` },
        });
        return { status: response.status, body: (await response.json()) as { name: string }[] };
    });
    expect(organizations.status).toBe(200);
    expect(organizations.body[0]?.name).toBe('Stadtwerke Musterstadt');

    await page.evaluate(() => {
        const { keycloak } = globalThis as unknown as { keycloak: KeycloakLike };
        void keycloak.logout();
    });
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('/login-actions/');
    await expect.poll(() => page.getByLabel('Username').isVisible()).toBe(true);
});

interface KeycloakLike {
    token: string;
    tokenParsed: { groups: string[]; realm_access: { roles: string[] }; azp: string };
    refreshTokenParsed: { typ: string };
    updateToken(minValidity: number): Promise<boolean>;
    logout(): Promise<void>;
}
