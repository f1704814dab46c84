/** Data sharing: records, validation, and the isolated dry run of scripts. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { runScript } from '../../sandbox/scripts/runScript.ts';
import { SAMPLE_UPLINK } from '../../sandbox/scripts/sampleUplink.ts';
import { apiClient } from './support/apiClient.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let api: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = await apiClient(sandbox, ['orgadmin', 'viewer', 'orgadmin2']);
});

afterAll(() => sandbox?.close());

const WEATHER = { vendor: 'Barani Design', deviceType: 'MeteoHelix IoT Pro', firmware: '3.2' };
const SCRIPT = 'function process(message) {\n    return message;\n}\n';

const HTTP_SHARING = {
    name: 'Weather to the university',
    script: SCRIPT,
    protocol: 'HTTP',
    headers: { 'X-Api-Key': 'k-123' },
    mqttConfig: null,
    address: 'https://uni.example/ingest',
    deviceDetails: WEATHER,
};

describe('data sharing records', () => {
    test('the seeded sharings, as { result }', async () => {
        const { body } = await api.call('orgadmin', 'GET', '/sharing?size=1000000');
        expect(body.result).toHaveLength(2);
        expect(body.result[0]).toMatchObject({
            id: 1,
            name: 'Weather data to Open Data Portal',
            protocol: 'HTTP',
            headers: {
                Authorization: 'Bearer opendata-7c2e91',
                'X-Source': 'stadtwerke-musterstadt',
            },
            mqttConfig: null,
            deviceDetails: WEATHER,
            error: false,
        });
        expect(body.result[1]).toMatchObject({
            id: 2,
            name: 'Valve status to SCADA',
            protocol: 'MQTT',
            headers: {},
            mqttConfig: {
                userName: 'scada-bridge',
                password: 'scada-secret-17',
                topic: 'swm/valves/status',
            },
            error: true,
        });
        expect((await api.call('orgadmin', 'GET', '/sharing/2')).body).toEqual(body.result[1]);
        // A viewer gets them without their secrets: the MQTT password, the Authorization header.
        const { mqttConfig, ...valve } = body.result[1];
        expect((await api.call('viewer', 'GET', '/sharing/2')).body).toEqual({
            ...valve,
            mqttConfig: { userName: mqttConfig.userName, topic: mqttConfig.topic },
        });
        const { headers, ...weather } = body.result[0];
        expect((await api.call('viewer', 'GET', '/sharing/1')).body).toEqual({
            ...weather,
            headers: { 'X-Source': headers['X-Source'] },
        });
        expect(await api.call('viewer', 'GET', '/sharing/99')).toEqual({
            status: 404,
            body: { message: 'Data sharing 99 not found' },
        });
    });

    test('create, update (PATCH /sharing with the whole record), remove', async () => {
        const created = await api.call('orgadmin', 'POST', '/sharing', { body: HTTP_SHARING });
        expect(created).toEqual({
            status: 201,
            body: { id: expect.any(Number), ...HTTP_SHARING, error: false },
        });
        const record = { ...created.body, name: 'Weather to the university (paused)', error: true };
        expect(await api.call('orgadmin', 'PATCH', '/sharing', { body: record })).toEqual({
            status: 200,
            body: record,
        });
        const mqtt = {
            ...record,
            protocol: 'MQTT',
            mqttConfig: { username: 'bridge', password: 'pw', topic: 'weather/out' },
        };
        const switched = await api.call('orgadmin', 'PATCH', `/sharing/${record.id}`, {
            body: mqtt,
        });
        expect(switched.body).toMatchObject({
            headers: {},
            mqttConfig: { userName: 'bridge', password: 'pw', topic: 'weather/out' },
        });
        expect(
            (
                await api.call('orgadmin', 'PATCH', '/sharing', {
                    body: { ...record, id: undefined },
                })
            ).body,
        ).toEqual({
            message: 'id is required',
        });
        expect(
            (await api.call('orgadmin', 'PATCH', '/sharing', { body: { ...record, id: 999 } }))
                .status,
        ).toBe(404);
        expect(await api.call('orgadmin', 'DELETE', `/sharing/${record.id}`)).toEqual({
            status: 200,
            body: { id: record.id },
        });
        expect((await api.call('orgadmin', 'GET', `/sharing/${record.id}`)).status).toBe(404);
        expect(
            (await api.call('orgadmin2', 'DELETE', '/sharing/1', { organization: 2 })).status,
        ).toBe(403);
    });

    test('PATCH /sharing with some fields changes those and keeps the others (as a PATCH does)', async () => {
        const created = (await api.call('orgadmin', 'POST', '/sharing', { body: HTTP_SHARING }))
            .body;
        const renamed = await api.call('orgadmin', 'PATCH', '/sharing', {
            body: { id: created.id, name: 'Weather, renamed' },
        });
        expect(renamed).toEqual({
            status: 200,
            body: { ...created, name: 'Weather, renamed' },
        });
        const paused = await api.call('orgadmin', 'PATCH', `/sharing/${created.id}`, {
            body: { error: true },
        });
        expect(paused.body).toEqual({ ...created, name: 'Weather, renamed', error: true });
        expect((await api.call('viewer', 'GET', `/sharing/${created.id}`)).body).toMatchObject({
            name: 'Weather, renamed',
            error: true,
            script: HTTP_SHARING.script,
        });
        await api.call('orgadmin', 'DELETE', `/sharing/${created.id}`);
    });

    test('a deactivated sharing is activated again by an admin (PATCH with error: false)', async () => {
        const created = (await api.call('orgadmin', 'POST', '/sharing', { body: HTTP_SHARING }))
            .body;
        const deactivated = { ...created, error: true };
        expect(
            (await api.call('orgadmin', 'PATCH', '/sharing', { body: deactivated })).body,
        ).toEqual(deactivated);
        // An update that leaves the flag out keeps it: only error: false activates.
        const withoutFlag: Record<string, unknown> = { ...deactivated };
        delete withoutFlag.error;
        const renamed = await api.call('orgadmin', 'PATCH', '/sharing', {
            body: { ...withoutFlag, name: 'Weather (still paused)' },
        });
        expect(renamed.body).toMatchObject({ name: 'Weather (still paused)', error: true });
        // A viewer may not.
        const refused = await api.call('viewer', 'PATCH', '/sharing', {
            body: { ...renamed.body, error: false },
        });
        expect(refused.status).toBe(403);
        expect((await api.call('viewer', 'GET', `/sharing/${created.id}`)).body.error).toBe(true);

        const activated = await api.call('orgadmin', 'PATCH', '/sharing', {
            body: { ...renamed.body, error: false },
        });
        expect(activated).toEqual({ status: 200, body: { ...renamed.body, error: false } });
        const listed = (await api.call('viewer', 'GET', '/sharing?size=1000000')).body.result;
        expect(listed.find((s: { id: number }) => s.id === created.id)).toMatchObject({
            name: 'Weather (still paused)',
            error: false,
        });
        await api.call('orgadmin', 'DELETE', `/sharing/${created.id}`);
    });

    test.each([
        [{ protocol: undefined }, 'Protocol must be provided'],
        [{ protocol: 'FTP' }, 'Protocol must be one of HTTP, MQTT'],
        [{ deviceDetails: undefined }, 'Device type must be provided'],
        [
            { deviceDetails: { vendor: 'Acme', deviceType: 'X', firmware: '1' } },
            'Unknown device type Acme X 1',
        ],
        [{ headers: { '': 'value' } }, 'Header keys must not be empty'],
        [{ headers: { ' ': 'value' } }, 'Header keys must not be empty'],
        [{ protocol: null }, 'Protocol must be provided'],
        [{ deviceDetails: null }, 'Device type must be provided'],
        [{ headers: 'X-Key: 1' }, 'headers must be an object of header names and values'],
        [{ headers: { 'X Key': '1' } }, 'Header key "X Key" is not a valid header name'],
        [{ headers: { 'X-Key': true } }, 'Header X-Key must have a text value'],
        [
            { headers: { 'X-Key': 'a\r\nX-Admin: 1' } },
            'Header X-Key must not hold NUL or other control characters',
        ],
        [
            { address: 'http://192.168.1.20/in' },
            'address must not point at a loopback, link-local or private address',
        ],
        [
            { protocol: 'MQTT', mqttConfig: { userName: 'u', topic: 'a\u202Eb' } },
            'mqttConfig.topic must not hold bidirectional control characters (U+202A–202E, U+2066–2069)',
        ],
        [{ script: '' }, 'Script is required'],
        [{ name: '' }, 'Name is required'],
    ])('create with %j: 400 %s', async (change, message) => {
        const body = { ...HTTP_SHARING, ...change };
        expect(await api.call('orgadmin', 'POST', '/sharing', { body })).toEqual({
            status: 400,
            body: { message },
        });
    });

    test('a script that does not parse is refused on save, without running it', async () => {
        const response = await api.call('orgadmin', 'POST', '/sharing', {
            body: { ...HTTP_SHARING, script: 'function process(message) {\n  return {;\n}' },
        });
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(
            /^The script is not valid JavaScript: SyntaxError: .+ \(line 2\)$/,
        );
        // saving never runs the script: an endless loop at the top level saves at once
        const saved = await api.call('orgadmin', 'POST', '/sharing', {
            body: { ...HTTP_SHARING, script: 'while (true) {}\nfunction process(m) { return m; }' },
        });
        expect(saved.status).toBe(201);
    });
});

describe('dry run', () => {
    const dryRun = (script: string) =>
        api.call('orgadmin', 'POST', '/sharing/dryrun', {
            body: { script, protocol: 'HTTP', address: 'https://uni.example/ingest', secret: 's' },
        });

    test('process(message) runs on the sample uplink; the result comes back as JSON', async () => {
        const response = await dryRun(
            'function process(message) {\n  return { id: message.deviceId, t: message.data.temperature * 10, at: new Date(message.timestamp).toISOString() };\n}',
        );
        expect(response).toEqual({
            status: 200,
            body: {
                data: {
                    result: { id: SAMPLE_UPLINK.deviceId, t: 214, at: '2024-06-10T06:13:20.000Z' },
                },
            },
        });
        expect((await dryRun(SCRIPT)).body.data.result).toEqual(SAMPLE_UPLINK);
        expect((await dryRun('function process(m) {}')).body).toEqual({ data: { result: null } });
        expect(
            (await dryRun('async function process(m) { return [m.name]; }')).body.data.result,
        ).toEqual([SAMPLE_UPLINK.name]);
    });

    test('a script that throws', async () => {
        expect(
            await dryRun('function process(message) {\n  throw new Error("no temperature");\n}'),
        ).toEqual({
            status: 400,
            body: { message: 'The script failed: no temperature (line 2)' },
        });
        expect((await dryRun('function process(m) { return m.missing.value; }')).body).toEqual({
            message:
                "The script failed: TypeError: cannot read property 'value' of undefined (line 1)",
        });
    });

    test('a script that loops', async () => {
        const started = Date.now();
        expect(await dryRun('function process(m) { while (true) {} }')).toEqual({
            status: 400,
            body: { message: 'The script took longer than 1 s' },
        });
        expect(Date.now() - started).toBeLessThan(5000);
    });

    test('a script that does not parse, or has no process function', async () => {
        const response = await dryRun('function process(m) { return m;');
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(/^The script is not valid JavaScript: SyntaxError: /);
        expect(await dryRun('const process = 42;')).toEqual({
            status: 400,
            body: { message: 'The script has no process(message) function' },
        });
        expect((await api.call('orgadmin', 'POST', '/sharing/dryrun', { body: {} })).body).toEqual({
            message: 'Script is required',
        });
    });

    test('the script sees none of Node', async () => {
        const response = await dryRun(
            'function process(m) { return [typeof require, typeof globalThis.process, typeof fetch, typeof setTimeout]; }',
        );
        expect(response.body.data.result).toEqual([
            'undefined',
            'function',
            'undefined',
            'undefined',
        ]);
    });
});

describe('runScript (reusable for custom alarms)', () => {
    test('without a function to call, the last expression is the result', async () => {
        expect(await runScript({ source: 'const testData = { t: 3 };\n[testData.t * 2]' })).toEqual(
            {
                ok: true,
                result: [6],
            },
        );
    });

    test('recursion, results that are not JSON, memory', async () => {
        expect(await runScript({ source: 'function f() { return f(); } f()' })).toEqual({
            ok: false,
            failure: 'thrown',
            detail: 'InternalError: stack overflow (line 1)',
        });
        expect(await runScript({ source: 'const a = {}; a.a = a; a' })).toEqual({
            ok: false,
            failure: 'notJson',
            detail: 'TypeError: circular reference',
        });
        // 40 MB at once, over the 32 MB limit
        const memory = await runScript({ source: '"x".repeat(40 * 1024 * 1024).length' });
        expect(memory).toEqual({ ok: false, failure: 'memory', detail: '' });
    });

    test('a time limit QuickJS cannot interrupt ends the worker', async () => {
        const started = Date.now();
        // one long native call: the interrupt handler is not consulted inside it
        const outcome = await runScript({
            source: 'const a = []; while (true) a.push(new Array(100000).fill(1)); 0',
            timeLimitMs: 200,
        });
        expect(outcome.ok).toBe(false);
        expect(Date.now() - started).toBeLessThan(5000);
    });
});
