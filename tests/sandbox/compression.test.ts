/**
 * Response compression (sandbox/app/compression.ts): brotli or gzip when the client asks for it,
 * the same bytes after decoding, nothing compressed when the client does not ask; a cached list
 * compressed again after the data changed.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { negotiateEncoding } from '../../sandbox/app/compression.ts';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { apiClient } from './support/apiClient.ts';
import { pkceLogin } from './support/pkceLogin.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let token: string;
let api: Awaited<ReturnType<typeof apiClient>>;
const SCRIPT = `console.log(${JSON.stringify('a script of the build '.repeat(200))});`;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    const dist = sandbox.config.consoleDist;
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!DOCTYPE html><title>console</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1);');
    api = await apiClient(sandbox, ['orgadmin']);
    token = (await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'orgadmin')).access_token;
}, 30_000);

afterAll(() => sandbox?.close());

interface RawAnswer {
    status: number;
    headers: http.IncomingHttpHeaders;
    /** The bytes as they came over the wire. */
    raw: Buffer;
}

/** A GET that sees the bytes as sent (fetch would decode them and ask for encodings itself). */
const rawGet = (url: string, headers: Record<string, string>) =>
    new Promise<RawAnswer>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port: sandbox.appPort, path: url, headers }, response => {
            const chunks: Buffer[] = [];
            response.on('data', chunk => chunks.push(chunk as Buffer));
            response.on('end', () =>
                resolve({
                    status: response.statusCode ?? 0,
                    headers: response.headers,
                    raw: Buffer.concat(chunks),
                }),
            );
        }).on('error', reject);
    });

const decoded = ({ headers, raw }: RawAnswer) =>
    headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(raw)
        : headers['content-encoding'] === 'gzip'
          ? zlib.gunzipSync(raw)
          : raw;

const apiGet = (url: string, acceptEncoding?: string) =>
    rawGet(`/api${url}`, {
        authorization: `Bearer ${token}`,
        'x-organization-id': '1',
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    });

describe('the choice of encoding', () => {
    test.each([
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['GZIP;q=0.5', 'gzip'],
        ['*', 'br'],
        ['br;q=0, gzip;q=0', undefined],
        ['identity', undefined],
        ['', undefined],
        [undefined, undefined],
    ])('Accept-Encoding %j answers %j', (header, expected) => {
        expect(negotiateEncoding(header)).toBe(expected);
    });
});

describe.each([
    ['devices', '/devices?size=1000000'],
    ['alarms', '/alarming/alarms?size=1000000'],
])('the %s list', (_name, url) => {
    test('comes compressed when asked, the same bytes after decoding', async () => {
        const plain = await apiGet(url);
        expect(plain.status).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toContain('accept-encoding');
        expect(Array.isArray(JSON.parse(plain.raw.toString('utf8')))).toBe(true);
        for (const [asked, sent] of [
            ['gzip, deflate, br', 'br'],
            ['gzip', 'gzip'],
        ]) {
            const answer = await apiGet(url, asked);
            expect(answer.headers['content-encoding']).toBe(sent);
            expect(answer.headers.vary).toContain('accept-encoding');
            expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
            expect(answer.raw.length).toBeLessThan(plain.raw.length);
            expect(decoded(answer).equals(plain.raw)).toBe(true);
        }
    });

    test('is not compressed for a client that does not ask (identity, q=0)', async () => {
        for (const asked of ['identity', 'br;q=0, gzip;q=0']) {
            const answer = await apiGet(url, asked);
            expect(answer.headers['content-encoding']).toBeUndefined();
            expect(Array.isArray(JSON.parse(answer.raw.toString('utf8')))).toBe(true);
        }
    });
});

test('a cached list is compressed again after the data changed', async () => {
    const before = await apiGet('/devices?size=1000000', 'br');
    const count = (answer: RawAnswer) =>
        (JSON.parse(decoded(answer).toString('utf8')) as []).length;
    expect(
        (await api.control('POST', '/devices/bulk', { organizationId: 1, count: 5 })).status,
    ).toBe(201);
    try {
        const after = await apiGet('/devices?size=1000000', 'br');
        expect(after.headers['content-encoding']).toBe('br');
        expect(count(after)).toBe(count(before) + 5);
        expect(decoded(after).equals((await apiGet('/devices?size=1000000')).raw)).toBe(true);
    } finally {
        await api.control('DELETE', '/devices/bulk?organizationId=1');
    }
});

test('files of the build come compressed when asked, small ones as they are', async () => {
    const answer = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toContain('javascript');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(decoded(answer).toString('utf8')).toBe(SCRIPT);
    const gzip = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).toString('utf8')).toBe(SCRIPT);
    const plain = await rawGet('/assets/index-abc123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString('utf8')).toBe(SCRIPT);
    const tiny = await rawGet('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.raw.toString('utf8')).toBe('console.log(1);');
});

test('error answers and small answers go as they are', async () => {
    const refused = await rawGet('/api/devices?size=1000000', { 'accept-encoding': 'br' });
    expect(refused.status).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    const config = await rawGet('/config.json', { 'accept-encoding': 'br' });
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(config.raw.toString('utf8'))).toHaveProperty('apiBasePath');
});
