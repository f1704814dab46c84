/** Test controls: injected faults on both servers, reseeding, and data surviving a restart. */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { configFromEnv } from '../../sandbox/config.ts';
import { startSandbox, type RunningSandbox } from '../../sandbox/sandbox.ts';
import { pkceLogin } from './support/pkceLogin.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
    sandbox = await startTestSandbox({
        faults: [
            { path: '^/api/startup-fault', status: 418, body: { message: 'from SANDBOX_FAULTS' } },
        ],
    });
    token = (await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'sysadmin')).access_token;
});

afterEach(async () => {
    await fetch(`${sandbox.appUrl}/__sandbox/faults`, { method: 'DELETE' });
});

afterAll(() => sandbox?.close());

const control = (method: string, path: string, body?: unknown) =>
    fetch(`${sandbox.appUrl}/__sandbox${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
    });

const inject = async (fault: Record<string, unknown>) => {
    const response = await control('POST', '/faults', fault);
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number };
};

const api = (path: string, init: RequestInit = {}) =>
    fetch(`${sandbox.appUrl}/api${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
    });

describe('faults on the APP server', () => {
    test('a status with the default body, for a number of times, before authentication', async () => {
        const { id } = await inject({ path: '^/api/organizations', status: 503, times: 2 });
        expect(id).toEqual(expect.any(Number));
        const first = await fetch(`${sandbox.appUrl}/api/organizations?size=1000000`);
        expect(first.status).toBe(503);
        expect(await first.json()).toEqual({ message: 'Injected fault 503' });
        expect((await api('/organizations')).status).toBe(503);
        expect((await api('/organizations')).status).toBe(200);
        const left = (await (await control('GET', '/faults')).json()) as { id: number }[];
        expect(left.map(fault => fault.id)).not.toContain(id);
    });

    test('a method filter and a custom body', async () => {
        await inject({
            method: 'post',
            path: '^/api/organizations$',
            status: 409,
            body: { message: 'Busy' },
        });
        expect((await api('/organizations')).status).toBe(200);
        const post = await api('/organizations', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
        });
        expect(post.status).toBe(409);
        expect(await post.json()).toEqual({ message: 'Busy' });
    });

    test('a delay, then the normal answer', async () => {
        await inject({ path: '^/api/version', delayMs: 400 });
        const started = Date.now();
        const response = await fetch(`${sandbox.appUrl}/api/version`);
        expect(response.status).toBe(200);
        expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    });

    test('a request whose client gave up during the delay is not handled', async () => {
        const headers = { Authorization: `Bearer ${token}`, 'X-Organization-Id': '1' };
        const created = await fetch(`${sandbox.appUrl}/api/services`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Delayed ${Date.now()}`, type: 'SVS' }),
        });
        expect(created.status).toBe(201);
        const { id } = (await created.json()) as { id: number };
        const item = `${sandbox.appUrl}/api/services/${id}`;
        await inject({ method: 'DELETE', path: `^/api/services/${id}$`, delayMs: 500, times: 1 });
        // The client's timeout: it leaves before the delay is over.
        await expect(
            fetch(item, { method: 'DELETE', headers, signal: AbortSignal.timeout(150) }),
        ).rejects.toThrow();
        await new Promise(resolve => setTimeout(resolve, 800));
        expect((await fetch(item, { headers })).status).toBe(200);
        expect((await fetch(item, { method: 'DELETE', headers })).status).toBe(200);
    });

    test('a write applied whose answer comes after its client gave up (answerDelayMs)', async () => {
        const headers = { Authorization: `Bearer ${token}`, 'X-Organization-Id': '1' };
        const name = `Late ${Date.now()}`;
        await inject({ method: 'POST', path: '^/api/services$', answerDelayMs: 500, times: 1 });
        await expect(
            fetch(`${sandbox.appUrl}/api/services`, {
                method: 'POST',
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify({ name, type: 'SVS' }),
                signal: AbortSignal.timeout(150),
            }),
        ).rejects.toThrow();
        const services = (await (
            await fetch(`${sandbox.appUrl}/api/services?size=1000000`, { headers })
        ).json()) as { id: number; name: string }[];
        const created = services.filter(service => service.name === name);
        expect(created).toHaveLength(1);
        for (const service of created) {
            await fetch(`${sandbox.appUrl}/api/services/${service.id}`, {
                method: 'DELETE',
                headers,
            });
        }
    });

    test('a dropped connection', async () => {
        await inject({ path: '^/api/version', drop: true, times: 1 });
        await expect(fetch(`${sandbox.appUrl}/api/version`)).rejects.toThrow();
        expect((await fetch(`${sandbox.appUrl}/api/version`)).status).toBe(200);
    });

    test('faults from SANDBOX_FAULTS are there from the start and the controls are exempt', async () => {
        await inject({ path: '.*', status: 500 });
        expect((await fetch(`${sandbox.appUrl}/config.json`)).status).toBe(500);
        expect((await control('GET', '/faults')).status).toBe(200);
        await control('DELETE', '/faults');
        await control('POST', '/reset');
        const startup = await fetch(`${sandbox.appUrl}/api/startup-fault`);
        expect(startup.status).toBe(418);
        expect(await startup.json()).toEqual({ message: 'from SANDBOX_FAULTS' });
    });

    test.each([
        [{}, 'path is required: a regular expression matched against the URL path'],
        [{ path: '(' }, 'path is not a valid regular expression: ('],
        [{ path: 'x', server: 'db' }, 'server must be "app" or "sso"'],
        [{ path: 'x', status: 99 }, 'status must be an integer from 100 to 599'],
        [{ path: 'x', colour: 'red' }, 'Unknown fault property "colour"'],
    ])('rejects %j', async (fault, message) => {
        const response = await control('POST', '/faults', fault);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message });
    });
});

describe('faults on the SSO server', () => {
    test('the token endpoint fails once with CORS headers, then works', async () => {
        await inject({
            server: 'sso',
            method: 'POST',
            path: '/protocol/openid-connect/token$',
            status: 503,
            times: 1,
        });
        const refreshToken = (await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'viewer').catch(
            e => e,
        )) as Error;
        expect(refreshToken.message).toMatch(/Token request failed: 503/);
        const tokens = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'viewer');
        const body = new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: tokens.refresh_token,
            client_id: 'console',
        });
        await inject({ server: 'sso', path: '/token', status: 502 });
        const failed = await fetch(`${sandbox.ssoUrl}/realms/iot/protocol/openid-connect/token`, {
            method: 'POST',
            headers: {
                origin: sandbox.appUrl,
                'content-type': 'application/x-www-form-urlencoded',
            },
            body,
        });
        expect(failed.status).toBe(502);
        expect(failed.headers.get('access-control-allow-origin')).toBe(sandbox.appUrl);
    });

    test('the login page can be slow or unreachable', async () => {
        await inject({ server: 'sso', path: '/login-actions/', drop: true });
        await expect(pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'viewer')).rejects.toThrow();
    });
});

describe('reset', () => {
    test('reseeds the data and restores lifetimes', async () => {
        const created = await api('/organizations', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Temporary', billingId: 'TMP' }),
        });
        expect(created.status).toBe(201);
        await control('POST', '/sso/ttl', { accessTokenTtl: 5 });
        expect((await control('POST', '/reset')).status).toBe(200);
        const names = ((await (await api('/organizations')).json()) as { name: string }[]).map(
            o => o.name,
        );
        expect(names).not.toContain('Temporary');
        expect(names).toHaveLength(6);
        expect(await (await control('GET', '/sso/ttl')).json()).toMatchObject({
            accessTokenTtl: 300,
        });
        expect((await api('/organizations')).status).toBe(200);
    });
});

const freePort = () =>
    new Promise<number>(resolve => {
        const server = net.createServer().listen(0, '127.0.0.1', () => {
            const { port } = server.address() as net.AddressInfo;
            server.close(() => resolve(port));
        });
    });

describe('restart', () => {
    test('records, keys and sessions survive a restart; --reset reseeds', async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-restart-'));
        const config = {
            ...configFromEnv({}),
            dataDir,
            port: await freePort(),
            ssoPort: await freePort(),
        };
        try {
            let running = await startSandbox(config);
            const tokens = await pkceLogin(running.ssoUrl, running.appUrl, 'sysadmin');
            const post = await fetch(`${running.appUrl}/api/organizations`, {
                method: 'POST',
                headers: {
                    authorization: `Bearer ${tokens.access_token}`,
                    'content-type': 'application/json',
                },
                body: JSON.stringify({ name: 'Survivor', billingId: 'S-1' }),
            });
            expect(post.status).toBe(201);
            await running.close();

            running = await startSandbox(config);
            const list = await fetch(`${running.appUrl}/api/organizations`, {
                headers: { authorization: `Bearer ${tokens.access_token}` },
            });
            expect(((await list.json()) as { name: string }[]).map(o => o.name)).toContain(
                'Survivor',
            );
            const refreshed = await fetch(
                `${running.ssoUrl}/realms/iot/protocol/openid-connect/token`,
                {
                    method: 'POST',
                    body: new URLSearchParams({
                        grant_type: 'refresh_token',
                        refresh_token: tokens.refresh_token,
                        client_id: 'console',
                    }),
                },
            );
            expect(refreshed.status).toBe(200);
            await running.close();

            running = await startSandbox(config, { reset: true });
            // --reset deletes the SSO's sessions too: a token of the old session ends with it.
            const oldToken = await fetch(`${running.appUrl}/api/organizations`, {
                headers: { authorization: `Bearer ${tokens.access_token}` },
            });
            expect(oldToken.status).toBe(401);
            const again = await pkceLogin(running.ssoUrl, running.appUrl, 'sysadmin');
            const afterReset = await fetch(`${running.appUrl}/api/organizations`, {
                headers: { authorization: `Bearer ${again.access_token}` },
            });
            expect(
                ((await afterReset.json()) as { name: string }[]).map(o => o.name),
            ).not.toContain('Survivor');
            await running.close();
        } finally {
            fs.rmSync(dataDir, { recursive: true, force: true });
        }
    });
});
