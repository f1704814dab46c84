/**
 * Conditional GETs (sandbox/app/etag.ts, docs/live-updates.md): a GET answer carries a weak ETag
 * of its content; the same GET with If-None-Match naming it is answered 304 without a body,
 * compressed or not; a change of the data gives a new tag and the whole answer; a list rebuilt
 * after an unrelated write keeps its tag; a viewer's answer (secrets left out) has its own.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { matchesTag } from '../../sandbox/app/etag.ts';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { apiClient } from './support/apiClient.ts';
import { pkceLogin } from './support/pkceLogin.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let tokens: { orgadmin: string; viewer: string };
let api: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = await apiClient(sandbox, ['orgadmin']);
    tokens = {
        orgadmin: (await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'orgadmin')).access_token,
        viewer: (await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'viewer')).access_token,
    };
}, 30_000);

afterAll(() => sandbox?.close());

interface RawAnswer {
    status: number;
    headers: http.IncomingHttpHeaders;
    bytes: number;
}

/** A GET as the wire carries it (fetch would hide a 304 behind its own cache rules). */
const get = (
    path: string,
    headers: Record<string, string> = {},
    user: keyof typeof tokens = 'orgadmin',
) =>
    new Promise<RawAnswer>((resolve, reject) => {
        http.get(
            {
                host: '127.0.0.1',
                port: sandbox.appPort,
                path: `/api${path}`,
                headers: {
                    authorization: `Bearer ${tokens[user]}`,
                    'x-organization-id': '1',
                    ...headers,
                },
            },
            response => {
                let bytes = 0;
                response.on('data', (chunk: Buffer) => (bytes += chunk.length));
                response.on('end', () =>
                    resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }),
                );
            },
        ).on('error', reject);
    });

const ALARMS = '/alarming/alarms?size=1000000';

describe('If-None-Match', () => {
    test.each([
        ['W/"abc"', 'W/"abc"', true],
        ['"abc"', 'W/"abc"', true],
        ['W/"x", W/"abc"', 'W/"abc"', true],
        ['*', 'W/"abc"', true],
        ['W/"abd"', 'W/"abc"', false],
        ['', 'W/"abc"', false],
        [undefined, 'W/"abc"', false],
    ])('%j names %j: %j', (header, tag, expected) => {
        expect(matchesTag(header, tag)).toBe(expected);
    });
});

describe.each([
    ['the alarm list', ALARMS],
    ['the device list', '/devices?size=1000000'],
    ['one device', '/devices/1'],
    ['the services', '/services?size=1000000'],
])('%s', (_name, path) => {
    test('carries a weak tag; asked again with it, answers 304 without a body', async () => {
        for (const encoding of ['br, gzip', 'identity']) {
            const first = await get(path, { 'accept-encoding': encoding });
            expect(first.status).toBe(200);
            expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
            expect(first.bytes).toBeGreaterThan(0);
            const again = await get(path, {
                'accept-encoding': encoding,
                'if-none-match': first.headers.etag!,
            });
            expect(again.status).toBe(304);
            expect(again.bytes).toBe(0);
            expect(again.headers.etag).toBe(first.headers.etag);
            expect(again.headers['content-encoding']).toBeUndefined();
        }
    });
});

test('a changed list has a new tag and comes whole; a rebuild with the same content keeps it', async () => {
    const before = await get(ALARMS);
    // An unrelated write rebuilds the cached list (sandbox/api/listJsonCache.ts), same content.
    const licences = await api.control('POST', '/licences', {
        organizationId: 1,
        licences: { '1386962': 3 },
    });
    expect(licences.status).toBe(200);
    const rebuilt = await get(ALARMS, { 'if-none-match': before.headers.etag! });
    expect(rebuilt.status).toBe(304);

    const alarm = await api.call('orgadmin', 'POST', '/alarming/alarms', {
        body: {
            type: 'INFO',
            title: 'Tag test',
            description: 'A new alarm changes the list',
            organizationId: 1,
            state: 'OPEN',
        },
    });
    expect(alarm.status).toBe(201);
    try {
        const changed = await get(ALARMS, { 'if-none-match': before.headers.etag! });
        expect(changed.status).toBe(200);
        expect(changed.bytes).toBeGreaterThan(0);
        expect(changed.headers.etag).not.toBe(before.headers.etag);
    } finally {
        await api.call('orgadmin', 'DELETE', `/alarming/alarms/${alarm.body.id}`);
    }
});

test("a viewer's answer without the secrets has a tag of its own", async () => {
    const admin = await get('/integrations?size=1000000');
    const viewer = await get('/integrations?size=1000000', {}, 'viewer');
    expect(viewer.headers.etag).not.toBe(admin.headers.etag);
    const asked = await get(
        '/integrations?size=1000000',
        { 'if-none-match': admin.headers.etag! },
        'viewer',
    );
    expect(asked.status).toBe(200);
});

test('errors carry no tag', async () => {
    const missing = await get('/devices/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
});
