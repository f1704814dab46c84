/** Uplink endpoints (readings from REST and webhook devices) and the demo weather station. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { configFromEnv } from '../../sandbox/config.ts';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { startDemoDevice } from '../../sandbox/uplinks/demoDevice.ts';
import { apiClient } from './support/apiClient.ts';
import { sleep, startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let api: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
    sandbox = await startTestSandbox({ demoUplinkMs: 0 });
    api = await apiClient(sandbox, ['orgadmin']);
});

afterAll(() => sandbox?.close());

const post = (path: string, body: string, contentType = 'application/json') =>
    fetch(`${sandbox.appUrl}/smartcity/uplink/${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
    });

const readingCount = (db = sandbox.db, device = 13) =>
    db.prepare('SELECT count(*) FROM readings WHERE deviceRef = ?').pluck().get(device) as number;

describe('uplinks', () => {
    test('REST: 202, stored as a reading, lastSeen moves', async () => {
        const before = (await api.call('orgadmin', 'GET', '/devices/13')).body.lastSeen;
        const response = await post(
            'smartInterface/WS-MARKTPLATZ-01/key/swm-smartinterface-2024',
            '{"temperature": 17.5, "humidity": 61}',
        );
        expect(response.status).toBe(202);
        const { timestamp } = (await response.json()) as { timestamp: number };
        expect(timestamp).toBeGreaterThan(before);
        expect((await api.call('orgadmin', 'GET', '/devices/13')).body.lastSeen).toBe(timestamp);
        const diagnosis = (await api.call('orgadmin', 'GET', '/devices/13/diagnosis')).body;
        expect(diagnosis[0]).toEqual({ timestamp, value: '{"temperature":17.5,"humidity":61}' });
        const exported = await api.call(
            'orgadmin',
            'GET',
            `/devices/13/export?start=${timestamp}&end=${timestamp + 1}`,
        );
        expect(exported.body).toEqual([
            { time: { epochSecond: Math.floor(timestamp / 1000) }, value: diagnosis[0].value },
        ]);
    });

    test('webhook (Digimondo), and any content type carrying JSON', async () => {
        const response = await post(
            'digimondo/DGM-GEWERBE-01/key/swm-digimondo-webhook',
            '{"temperature": 9}',
            'text/plain',
        );
        expect(response.status).toBe(202);
        const diagnosis = (await api.call('orgadmin', 'GET', '/devices/20/diagnosis')).body;
        expect(diagnosis[0].value).toBe('{"temperature":9}');
        // a device that never sent anything gets its first lastSeen
        const onboarded = await api.call('orgadmin', 'POST', '/devices/onboard', {
            body: {
                deviceList: [
                    {
                        name: 'Rain gauge',
                        tags: ['environment'],
                        integrationId: 3,
                        mapping: null,
                        organizationId: 1,
                        deviceId: 'RAIN-01',
                        details: { vendor: 'Decentlab', deviceType: 'DL-PR26', firmware: '1.0' },
                    },
                ],
            },
        });
        expect(onboarded.body[0].lastSeen).toBeNull();
        expect(
            (await post('smartInterface/RAIN-01/key/swm-smartinterface-2024', '[1, 2]')).status,
        ).toBe(202);
        const device = (await api.call('orgadmin', 'GET', `/devices/${onboarded.body[0].id}`)).body;
        expect(device.lastSeen).toEqual(expect.any(Number));
    });

    test('401 for a wrong secret, 404 for an unknown device or the wrong endpoint, 400 for no JSON', async () => {
        const count = readingCount();
        const wrong = await post('smartInterface/WS-MARKTPLATZ-01/key/guess', '{}');
        expect(wrong.status).toBe(401);
        expect(await wrong.json()).toEqual({ message: 'Wrong integration secret' });
        const unknown = await post('smartInterface/NOPE/key/swm-smartinterface-2024', '{}');
        expect(unknown.status).toBe(404);
        expect(await unknown.json()).toEqual({ message: 'Device NOPE not found' });
        expect(
            (await post('digimondo/WS-MARKTPLATZ-01/key/swm-smartinterface-2024', '{}')).status,
        ).toBe(404);
        // a LoRaWAN device has no uplink address here
        expect((await post('smartInterface/70B3D57ED0000101/key/x', '{}')).status).toBe(404);
        const notJson = await post(
            'smartInterface/WS-MARKTPLATZ-01/key/swm-smartinterface-2024',
            'hello',
        );
        expect(notJson.status).toBe(400);
        expect(await notJson.json()).toEqual({ message: 'The body must be JSON' });
        expect(readingCount()).toBe(count);
    });
});

describe('the demo weather station', () => {
    test('stores a reading every interval until stopped', async () => {
        const before = readingCount();
        const stop = startDemoDevice(sandbox.db, 40);
        await sleep(300);
        stop();
        const during = readingCount();
        expect(during).toBeGreaterThan(before + 2);
        await sleep(150);
        expect(readingCount()).toBe(during);
        const [latest] = (await api.call('orgadmin', 'GET', '/devices/13/diagnosis')).body;
        expect(Object.keys(JSON.parse(latest.value))).toEqual([
            'temperature',
            'humidity',
            'pressure',
            'windSpeed',
            'rain',
            'battery',
        ]);
    });

    test('SANDBOX_DEMO_UPLINK_MS: 30 s by default, 0 = off', () => {
        expect(configFromEnv({}).demoUplinkMs).toBe(30_000);
        expect(configFromEnv({ SANDBOX_DEMO_UPLINK_MS: '0' }).demoUplinkMs).toBe(0);
        expect(() => configFromEnv({ SANDBOX_DEMO_UPLINK_MS: '-1' })).toThrow(
            'SANDBOX_DEMO_UPLINK_MS must be an integer >= 0',
        );
    });

    test('runs at SANDBOX_DEMO_UPLINK_MS inside a started sandbox, and stops with it', async () => {
        const other = await startTestSandbox({ demoUplinkMs: 50 });
        try {
            const start = readingCount(other.db);
            await sleep(400);
            expect(readingCount(other.db)).toBeGreaterThan(start + 2);
        } finally {
            await other.close();
        }
    });
});
