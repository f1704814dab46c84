/** The console build served by the APP server, with the SPA fallback for deep links. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    const dist = sandbox.config.consoleDist;
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!DOCTYPE html><title>console</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
});

afterAll(() => sandbox?.close());

const get = (url: string, init?: RequestInit) => fetch(`${sandbox.appUrl}${url}`, init);

/** A GET with the path sent as written (fetch would normalize it). */
const rawGet = (rawPath: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port: sandbox.appPort, path: rawPath }, response => {
            let body = '';
            response.on('data', chunk => (body += String(chunk)));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        }).on('error', reject);
    });

test('deep links answer the app shell, never cached', async () => {
    for (const url of [
        '/',
        '/system/organizations/edit?id=3',
        '/dad/integrations/integration?id=7',
    ]) {
        const response = await get(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('<title>console</title>');
    }
});

test('built files are served; hashed assets cached for good', async () => {
    const script = await get('/assets/index-abc123.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await get('/favicon.svg')).headers.get('content-type')).toContain('image/svg+xml');
    expect((await get('/assets/missing-123.js')).status).toBe(404);
});

test('no way out of the build folder (the data folder is next to it here)', async () => {
    for (const raw of [
        '/..%2Fsso-keys.json',
        '/assets/..%2F..%2Fsso-keys.json',
        '/%2e%2e/sandbox.db',
    ]) {
        const { status, body } = await rawGet(raw);
        expect(body).not.toContain('cookieKeys');
        expect(body).not.toContain('SQLite');
        expect([200, 404]).toContain(status);
    }
});

test('the sandbox routes are not the console', async () => {
    expect(await (await get('/api/nope')).json()).toEqual({ message: 'Unauthorized' });
    expect(await (await get('/content/health')).json()).toEqual({ ok: true });
    expect((await get('/content/nope')).status).toBe(404);
    expect((await get('/__sandbox/nope')).status).toBe(404);
    const post = await get('/somewhere', { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ message: 'No route for POST /somewhere' });
});
