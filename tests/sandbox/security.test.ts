/**
 * The APP server's security headers (the console's Content-Security-Policy, built from the
 * configuration that /config.json serves) and the sandbox's logs, which never print a token.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sandboxConsoleConfig } from '../../sandbox/app/configJson.ts';
import type { ConsoleConfig } from '../../src/consoleConfig.ts';
import { CSP_REPORT_PATH } from '../../sandbox/app/cspReports.ts';
import { contentSecurityPolicy, originOf } from '../../sandbox/app/securityHeaders.ts';
import { REPO_ROOT } from '../../sandbox/config.ts';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { pkceLogin } from './support/pkceLogin.ts';
import { startTestSandbox } from './support/testSandbox.ts';

/** The directives of a policy, by name. */
const directives = (policy: string) =>
    new Map(
        policy.split(';').map(part => {
            const [name = '', ...values] = part.trim().split(/\s+/);
            return [name, values] as const;
        }),
    );

describe('the Content-Security-Policy', () => {
    test('of a deployment with the API, SSO and content service on origins of their own', () => {
        const policy = contentSecurityPolicy({
            apiBasePath: 'https://api.example.com/v1/',
            ssoUrl: 'https://sso.example.com',
            contentServiceUrl: 'https://content.example.com/store',
        });
        expect(Object.fromEntries(directives(policy))).toEqual({
            'default-src': ["'none'"],
            'script-src': ["'self'"],
            'style-src': ["'self'", "'unsafe-inline'"],
            'img-src': ["'self'", 'https://content.example.com', 'data:'],
            'font-src': ["'self'"],
            'connect-src': [
                "'self'",
                'https://api.example.com',
                'https://sso.example.com',
                'https://content.example.com',
            ],
            'worker-src': ["'self'"],
            'form-action': ["'self'", 'https://sso.example.com'],
            'frame-ancestors': ["'none'"],
            'base-uri': ["'none'"],
            'object-src': ["'none'"],
        });
        expect(policy).not.toMatch(/unsafe-eval|blob:|\*/);
    });

    test("of the sandbox: paths on the console's origin are 'self'", () => {
        const policy = directives(contentSecurityPolicy(sandboxConsoleConfig(18081)));
        expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:18081']);
        expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
        expect(originOf('/content')).toBeUndefined();
        expect(originOf('//cdn.example.com/x')).toBe('https://cdn.example.com');
    });
});

describe('the headers of every response', () => {
    let sandbox: RunningSandbox;

    beforeAll(async () => {
        sandbox = await startTestSandbox();
        const dist = sandbox.config.consoleDist;
        fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
        fs.writeFileSync(path.join(dist, 'index.html'), '<!DOCTYPE html><title>console</title>');
        fs.writeFileSync(path.join(dist, 'assets', 'editor.worker-abc123.js'), 'self.x = 1;');
    });

    afterAll(() => sandbox?.close());

    test('the console, its workers, /config.json, the API, the content service, a 404', async () => {
        const config = (await (
            await fetch(`${sandbox.appUrl}/config.json`)
        ).json()) as ConsoleConfig;
        const expected = contentSecurityPolicy(config, CSP_REPORT_PATH);
        expect(expected).toContain(`connect-src 'self' ${config.ssoUrl};`);
        expect(expected).toMatch(/; report-uri \/__sandbox\/csp-reports$/);
        for (const [url, status] of [
            ['/', 200],
            ['/dad/devices?organization_id=1', 200],
            ['/assets/editor.worker-abc123.js', 200],
            ['/config.json', 200],
            ['/api/organizations', 401],
            ['/content/serviceStore', 200],
            ['/assets/missing-1.js', 404],
        ] as const) {
            const response = await fetch(`${sandbox.appUrl}${url}`);
            expect(response.status, url).toBe(status);
            expect(response.headers.get('content-security-policy'), url).toBe(expected);
            expect(response.headers.get('x-content-type-options')).toBe('nosniff');
            expect(response.headers.get('referrer-policy')).toBe('no-referrer');
            expect(response.headers.get('x-frame-options')).toBe('DENY');
        }
    });

    test('the SSO: no sniffing, no referrer, no framing of its pages', async () => {
        for (const url of ['/', '/realms/iot/.well-known/openid-configuration', '/nothing']) {
            const response = await fetch(`${sandbox.ssoUrl}${url}`);
            expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
            expect(response.headers.get('referrer-policy')).toBe('no-referrer');
            expect(response.headers.get('x-frame-options')).toBe('DENY');
        }
    });

    test('violations reported by the browser are collected until cleared', async () => {
        const reports = `${sandbox.appUrl}${CSP_REPORT_PATH}`;
        const report = {
            'csp-report': {
                'document-uri': `${sandbox.appUrl}/dad/datasharing/add`,
                'effective-directive': 'worker-src',
                'blocked-uri': 'blob',
                'source-file': `${sandbox.appUrl}/assets/editor.api-1.js`,
                'line-number': 7,
            },
        };
        const posted = await fetch(reports, {
            method: 'POST',
            headers: { 'content-type': 'application/csp-report' },
            body: JSON.stringify(report),
        });
        expect(posted.status).toBe(204);
        expect(await (await fetch(reports)).json()).toEqual([
            {
                documentUri: `${sandbox.appUrl}/dad/datasharing/add`,
                directive: 'worker-src',
                blockedUri: 'blob',
                source: `${sandbox.appUrl}/assets/editor.api-1.js:7`,
            },
        ]);
        expect(await (await fetch(reports, { method: 'DELETE' })).json()).toEqual({ cleared: 1 });
        expect(await (await fetch(reports)).json()).toEqual([]);
    });
});

describe("the sandbox's logs", () => {
    let child: ChildProcess;
    let output = '';
    let dataDir: string;

    /** Resolves with the console's and the SSO's address once the banner is out. */
    const started = () =>
        new Promise<{ appUrl: string; ssoUrl: string }>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no banner:\n${output}`)), 25_000);
            const look = () => {
                const app = /Console\s+(http:\/\/localhost:\d+)/.exec(output);
                const sso = /SSO\s+(http:\/\/localhost:\d+)/.exec(output);
                if (app?.[1] && sso?.[1]) {
                    clearTimeout(timer);
                    resolve({ appUrl: app[1], ssoUrl: sso[1] });
                }
            };
            for (const stream of [child.stdout, child.stderr]) {
                stream?.on('data', chunk => {
                    output += String(chunk);
                    look();
                });
            }
            child.on('exit', code => reject(new Error(`sandbox exited (${code}):\n${output}`)));
        });

    beforeAll(() => {
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-logs-'));
        child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--reset'], {
            cwd: REPO_ROOT,
            env: {
                ...process.env,
                PORT: '0',
                SSO_PORT: '0',
                SANDBOX_DATA_DIR: dataDir,
                SANDBOX_LOG: '1',
                SANDBOX_DEMO_UPLINK_MS: '0',
            },
            stdio: ['ignore', 'pipe', 'pipe'],
        });
    });

    afterAll(async () => {
        if (child.exitCode === null) {
            const exited = new Promise(resolve => child.once('exit', resolve));
            child.kill('SIGTERM');
            await exited;
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
    });

    test('print no token of a session, with every request logged', async () => {
        const { appUrl, ssoUrl } = await started();
        const oidc = `${ssoUrl}/realms/iot/protocol/openid-connect`;
        const login = await pkceLogin(ssoUrl, appUrl, 'orgadmin');
        const headers = { authorization: `Bearer ${login.access_token}`, 'x-organization-id': '1' };
        const billing = await fetch(`${appUrl}/api/billing/token`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'musterstadt', password: 'musterstadt' }),
        });
        expect(billing.status).toBe(200);
        const billingToken = ((await billing.json()) as { access_token: string }).access_token;
        const billed = { ...headers, 'x-billing-token': billingToken };
        const refresh = await fetch(`${oidc}/token`, {
            method: 'POST',
            headers: { origin: appUrl, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
                grant_type: 'refresh_token',
                client_id: 'console',
                refresh_token: login.refresh_token,
            }),
        });
        expect(refresh.status).toBe(200);
        const refreshed = (await refresh.json()) as { access_token: string };

        const calls: [string, RequestInit, number][] = [
            [`${appUrl}/api/billing/account`, { headers: billed }, 200],
            [`${appUrl}/api/billing/subscriptions`, { headers: billed }, 200],
            // A token where it does not belong, and tokens the API refuses.
            [`${appUrl}/api/organizations`, { headers: { authorization: billingToken } }, 401],
            [
                `${appUrl}/api/billing/account`,
                { headers: { ...headers, 'x-billing-token': login.access_token } },
                403,
            ],
            [`${appUrl}/api/no-such-route`, { headers: billed }, 404],
            [
                `${oidc}/userinfo`,
                { headers: { authorization: `Bearer ${refreshed.access_token}` } },
                200,
            ],
            [
                `${oidc}/logout`,
                {
                    method: 'POST',
                    headers: { 'content-type': 'application/x-www-form-urlencoded' },
                    body: new URLSearchParams({
                        id_token_hint: login.id_token,
                        client_id: 'console',
                        post_logout_redirect_uri: `${appUrl}/`,
                    }),
                    redirect: 'manual',
                },
                200,
            ],
        ];
        for (const [url, init, status] of calls) {
            expect((await fetch(url, init)).status, url).toBe(status);
        }

        // The request log is on (SANDBOX_LOG=1): one line per request, with its URL.
        expect(output).toContain('"url":"/api/billing/subscriptions"');
        const tokens = [
            login.access_token,
            login.refresh_token,
            login.id_token,
            refreshed.access_token,
            billingToken,
        ];
        for (const token of tokens) {
            // The signature is the part no log could print by chance.
            const signature = token.split('.')[2] ?? token;
            expect(signature.length).toBeGreaterThan(20);
            expect(output).not.toContain(signature);
        }
        expect(output).not.toMatch(/bearer [\w-]+\.|x-billing-token|"authorization"/i);
    });
});
