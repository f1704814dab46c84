/** Devices: records, onboarding, activation and licences, readings, messages; device groups. */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { storeReading } from '../../sandbox/db/readings.ts';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { apiClient } from './support/apiClient.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let api: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = await apiClient(sandbox, ['sysadmin', 'orgadmin', 'viewer', 'orgadmin2']);
});

/** Reseeds the data (faults and token lifetimes too; tokens stay valid). */
const reseed = async () => {
    expect((await api.control('POST', '/reset')).status).toBe(200);
};

afterAll(() => sandbox?.close());

const OWLET = { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' };
const CLIMATE = { vendor: 'Milesight', deviceType: 'EM300-TH', firmware: '1.2' };
const HOUR = 3_600_000;

const ids = (records: { id: number }[]) => records.map(record => record.id);

describe('device records', () => {
    beforeAll(reseed);

    test('the seeded devices of organization 1', async () => {
        const { body: devices } = await api.call('viewer', 'GET', '/devices?size=1000000&page=0');
        expect(ids(devices)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
        const byId = new Map(devices.map((d: { id: number }) => [d.id, d]));
        expect(byId.get(13)).toMatchObject({
            name: 'Weather station Marktplatz',
            deviceId: 'WS-MARKTPLATZ-01',
            integrationId: 3,
            isTSD: true,
            isEnabled: true,
        });
        expect(byId.get(18)).toMatchObject({
            name: 'Parking sensor Rathausplatz 2',
            lastSeen: null,
        });
        const lighting = devices.filter((d: { tags: string[] }) => d.tags.includes('lighting'));
        expect(
            lighting
                .filter((d: { isEnabled: boolean }) => d.isEnabled)
                .map((d: { id: number }) => d.id),
        ).toEqual([1]);
        expect(
            lighting.filter((d: { isEnabled: boolean }) => !d.isEnabled).length,
        ).toBeGreaterThanOrEqual(3);
    });

    test('one device', async () => {
        const { body } = await api.call('viewer', 'GET', '/devices/5');
        expect(body).toEqual({
            id: 5,
            name: 'Climate sensor Rathaus',
            description: '',
            deviceId: '70B3D57ED0000113',
            integrationId: 1,
            organizationId: 1,
            mapping: 103,
            tags: ['environment'],
            isTSD: true,
            isEnabled: true,
            lastSeen: expect.any(Number),
            updateInterval: 3600,
            location: 'Rathaus, 2. OG, Musterstadt',
            details: CLIMATE,
        });
        expect(await api.call('viewer', 'GET', '/devices/999')).toEqual({
            status: 404,
            body: { message: 'Device 999 not found' },
        });
        expect((await api.call('viewer', 'GET', '/devices/abc')).status).toBe(400);
    });

    test('PATCH with the update payload', async () => {
        const { body: device } = await api.call('orgadmin', 'GET', '/devices/2');
        // the update payload of the specification: everything but isEnabled and lastSeen
        const payload = { ...device };
        delete payload.isEnabled;
        delete payload.lastSeen;
        const update = {
            ...payload,
            name: 'Streetlight Bahnhofstraße 3a',
            location: 'Bahnhofstraße 3a',
            updateInterval: 0,
            mapping: null,
            tags: ['lighting', 'external'],
        };
        const response = await api.call('orgadmin', 'PATCH', '/devices/2', { body: update });
        expect(response).toEqual({ status: 200, body: { ...device, ...update } });
        expect((await api.call('viewer', 'GET', '/devices/2')).body).toEqual(response.body);
    });

    test('PATCH rules: interval, isTSD, deviceId, mapping, integration, type', async () => {
        const patch = (body: unknown, user: 'orgadmin' | 'sysadmin' = 'orgadmin') =>
            api.call(user, 'PATCH', '/devices/1', { body });
        expect(await patch({ updateInterval: 30 })).toEqual({
            status: 400,
            body: { message: 'Minimum 60 seconds' },
        });
        expect((await patch({ updateInterval: 60 })).body.updateInterval).toBe(60);
        expect(await patch({ updateInterval: 'soon' })).toEqual({
            status: 400,
            body: {
                message: 'Only numbers are allowed as input: updateInterval must be whole seconds',
            },
        });
        expect((await patch({ updateInterval: '120' })).body.updateInterval).toBe(120);
        expect((await patch({ deviceId: 'two words' })).body).toEqual({
            message: 'deviceId may only contain letters, digits and - _ . :',
        });
        expect(await patch({ isTSD: true })).toEqual({
            status: 403,
            body: { message: 'Only system admins may change isTSD' },
        });
        expect((await patch({ isTSD: false, name: 'Same TSD' })).status).toBe(200);
        expect((await patch({ isTSD: true }, 'sysadmin')).body.isTSD).toBe(true);
        expect(await patch({ deviceId: '70B3D57ED0000102' })).toEqual({
            status: 409,
            body: { message: 'A device with deviceId 70B3D57ED0000102 already exists' },
        });
        expect((await patch({ mapping: 201 })).body).toEqual({
            message: 'Service 201 not found in this organization',
        });
        expect((await patch({ integrationId: 7 })).status).toBe(404);
        expect(
            (await patch({ details: { vendor: 'Acme', deviceType: 'X', firmware: '1' } })).body,
        ).toEqual({
            message: 'Unknown device type Acme X 1',
        });
        expect((await patch({ tags: ['disco'] })).body).toEqual({
            message:
                'Unknown tag "disco"; expected external, lighting, valve, light-segment, environment, traffic',
        });
        expect((await patch({ tags: ['valve', 'valve'] })).body.tags).toEqual(['valve']);
        expect((await patch({ organizationId: 2 })).status).toBe(400);
        expect((await patch({ id: 2 })).status).toBe(400);
    });

    test('DELETE removes the device and its readings', async () => {
        expect(await api.call('orgadmin', 'DELETE', '/devices/5')).toEqual({
            status: 200,
            body: { id: 5 },
        });
        expect((await api.call('orgadmin', 'GET', '/devices/5')).status).toBe(404);
        expect((await api.call('orgadmin', 'GET', '/devices/5/diagnosis')).status).toBe(404);
        expect(
            (await api.call('orgadmin2', 'DELETE', '/devices/6', { organization: 2 })).status,
        ).toBe(403);
        const left = sandbox.db
            .prepare('SELECT count(*) FROM readings WHERE deviceRef = 5')
            .pluck()
            .get();
        expect(left).toBe(0);
    });
});

describe('device types and command sets', () => {
    test('the supported types', async () => {
        const { body } = await api.call('viewer', 'GET', '/devices/types');
        expect(body.length).toBeGreaterThanOrEqual(8);
        expect(body).toContainEqual(OWLET);
        expect(body).toContainEqual({
            vendor: 'Bürkert',
            deviceType: 'Valve 8654',
            firmware: '1.4',
        });
    });

    test('command sets; {} without commands; 404 unknown; 400 incomplete', async () => {
        const commands = (query: string) =>
            api.call('viewer', 'GET', `/devices/types/commands?${query}`);
        const owlet = await commands('vendor=Schr%C3%A9der&deviceType=Owlet%20IoT&firmware=3.0');
        expect(owlet.body).toEqual({
            dim: {
                description: 'Dim the lamp to a level in percent',
                properties: {
                    level: {
                        type: 'integer',
                        description: 'Brightness in %',
                        minimum: 0,
                        maximum: 100,
                    },
                },
            },
            switch: {
                description: 'Switch the lamp on or off',
                properties: { on: { type: 'boolean', description: 'true = on' } },
            },
        });
        const valve = await commands('vendor=B%C3%BCrkert&deviceType=Valve%208654&firmware=1.4');
        expect(Object.keys(valve.body)).toEqual(['open', 'close']);
        expect((await commands('vendor=Elsys&deviceType=ERS%20CO2&firmware=2.1')).body).toEqual({});
        expect(await commands('vendor=Acme&deviceType=X&firmware=1')).toEqual({
            status: 404,
            body: { message: 'Device type Acme X 1 not found' },
        });
        expect((await commands('vendor=Elsys&deviceType=ERS%20CO2')).body).toEqual({
            message: 'firmware is required',
        });
    });
});

describe('onboarding', () => {
    beforeAll(reseed);

    test('unboarded: five provider devices, two of them onboarded already; none for REST', async () => {
        const { body } = await api.call('orgadmin', 'GET', '/devices/unboarded/1');
        expect(body.map((d: { deviceId: string }) => d.deviceId)).toEqual([
            '70B3D57ED0000101',
            '70B3D57ED0000102',
            '70B3D57ED0000103',
            '70B3D57ED0000104',
            '70B3D57ED0000105',
        ]);
        expect(body[2]).toEqual({
            deviceId: '70B3D57ED0000103',
            name: 'Streetlight Bahnhofstraße 5',
            details: OWLET,
        });
        const known = new Set(
            (await api.call('orgadmin', 'GET', '/devices')).body.map(
                (d: { deviceId: string }) => d.deviceId,
            ),
        );
        for (const integration of [1, 2, 4, 5]) {
            const list = (await api.call('orgadmin', 'GET', `/devices/unboarded/${integration}`))
                .body;
            expect(list).toHaveLength(5);
            expect(list.filter((d: { deviceId: string }) => known.has(d.deviceId))).toHaveLength(2);
        }
        expect((await api.call('orgadmin', 'GET', '/devices/unboarded/3')).body).toEqual([]);
        expect((await api.call('orgadmin', 'GET', '/devices/unboarded/6')).body).toEqual([]);
        expect((await api.call('orgadmin', 'GET', '/devices/unboarded/7')).status).toBe(403);
    });

    test('provider devices: created disabled; 409 for a known deviceId', async () => {
        const deviceList = ['70B3D57ED0000103', '70B3D57ED0000104'].map(deviceId => ({
            id: null,
            deviceId,
            name: `Onboarded ${deviceId}`,
            tags: ['lighting'],
            integrationId: 1,
            mapping: 101,
            organizationId: 1,
            details: OWLET,
        }));
        const response = await api.call('orgadmin', 'POST', '/devices/onboard', {
            body: { deviceList },
        });
        expect(response.status).toBe(201);
        expect(response.body).toHaveLength(2);
        expect(response.body[0]).toMatchObject({
            deviceId: '70B3D57ED0000103',
            isEnabled: false,
            isTSD: false,
            integrationId: 1,
            mapping: 101,
        });
        expect(
            await api.call('orgadmin', 'POST', '/devices/onboard', {
                body: { deviceList: [deviceList[0]] },
            }),
        ).toEqual({
            status: 409,
            body: { message: 'A device with deviceId 70B3D57ED0000103 already exists' },
        });
    });

    test('a REST device with a generated deviceId', async () => {
        const device = {
            name: 'Noise sensor Schulhof',
            tags: ['environment'],
            integrationId: 3,
            mapping: null,
            organizationId: 1,
            deviceId: 'b6f1c9e2-4a7d-4c3b-9e8f-1a2b3c4d5e6f',
            details: CLIMATE,
        };
        const response = await api.call('orgadmin', 'POST', '/devices/onboard', {
            body: { deviceList: [device] },
        });
        expect(response.status).toBe(201);
        expect(response.body[0]).toMatchObject({ ...device, isEnabled: false, lastSeen: null });
    });

    test('validation', async () => {
        const onboard = (item: Record<string, unknown>) =>
            api.call('orgadmin', 'POST', '/devices/onboard', {
                body: {
                    deviceList: [
                        { name: 'X', deviceId: 'ONB1', integrationId: 1, details: OWLET, ...item },
                    ],
                },
            });
        expect(
            (await api.call('orgadmin', 'POST', '/devices/onboard', { body: { deviceList: [] } }))
                .body,
        ).toEqual({
            message: 'deviceList must be a non-empty list',
        });
        expect(await onboard({ integrationId: 7 })).toEqual({
            status: 404,
            body: { message: 'Integration 7 not found' },
        });
        expect(
            (await onboard({ details: { vendor: 'Acme', deviceType: 'X', firmware: '1' } })).status,
        ).toBe(400);
        expect((await onboard({ deviceId: '' })).body).toEqual({ message: 'deviceId is required' });
        expect((await onboard({ deviceId: 'has space' })).status).toBe(400);
        // The schema of onboarding (OnboardBody): one device is answered without its row.
        expect(await onboard({ name: 'N'.repeat(129) })).toEqual({
            status: 400,
            body: { message: 'name must be at most 128 characters long' },
        });
        expect((await onboard({ integrationId: 'one' })).body).toEqual({
            message: 'integrationId must be a positive integer',
        });
        expect((await onboard({ location: 'Pole\u00007' })).body).toEqual({
            message: 'location must not hold NUL or other control characters',
        });
        expect((await onboard({ tags: ['lamp'] })).body).toEqual({
            message:
                'Unknown tag "lamp"; expected external, lighting, valve, light-segment, environment, traffic',
        });
        expect(
            (
                await api.call('orgadmin', 'POST', '/devices/onboard', {
                    body: { deviceList: { name: 'X' } },
                })
            ).body,
        ).toEqual({ message: 'deviceList must be a non-empty list' });
    });

    test('validation of several devices: each problem by its row', async () => {
        const device = { name: 'X', deviceId: 'ONB2', integrationId: 1, details: OWLET };
        const onboard = (second: Record<string, unknown>) =>
            api.call('orgadmin', 'POST', '/devices/onboard', {
                body: { deviceList: [device, { ...device, deviceId: 'ONB3', ...second }] },
            });
        expect(await onboard({ name: '' })).toEqual({
            status: 400,
            body: { message: 'Device 2: name is required' },
        });
        expect(await onboard({ updateInterval: 'soon' })).toEqual({
            status: 400,
            body: {
                message:
                    'Device 2: Only numbers are allowed as input: updateInterval must be whole seconds',
            },
        });
        expect(await onboard({ integrationId: 7 })).toEqual({
            status: 404,
            body: { message: 'Device 2: Integration 7 not found' },
        });
        expect((await api.call('orgadmin', 'GET', '/devices')).body).not.toContainEqual(
            expect.objectContaining({ deviceId: 'ONB2' }),
        );
    });
});

describe('activation', () => {
    beforeEach(reseed);

    const activate = (
        option: string,
        devices: number[],
        user: 'orgadmin' | 'sysadmin' = 'orgadmin',
    ) =>
        api.call(user, 'PUT', `/devices/activation/${option}`, {
            body: { devices, activationOption: option },
        });
    const NOT_ENOUGH = { status: 400, body: { message: 'Not enough licences' } };

    test('BY_LICENCE: available must cover requested plus active (lighting: 3 licences, 1 active)', async () => {
        expect(await activate('BY_LICENCE', [2, 3, 4])).toEqual(NOT_ENOUGH);
        const enabled = await activate('BY_LICENCE', [2, 3]);
        expect(enabled.status).toBe(200);
        expect(
            enabled.body.map((d: { id: number; isEnabled: boolean }) => [d.id, d.isEnabled]),
        ).toEqual([
            [2, true],
            [3, true],
        ]);
        expect(await activate('BY_LICENCE', [4])).toEqual(NOT_ENOUGH);
        expect((await api.call('viewer', 'GET', '/devices/4')).body.isEnabled).toBe(false);
    });

    test('BY_LICENCE: light-segment counts type 1386964, other tags have no licences', async () => {
        expect(await activate('BY_LICENCE', [7, 15])).toEqual(NOT_ENOUGH);
        expect((await activate('BY_LICENCE', [7])).status).toBe(200);
        expect(await activate('BY_LICENCE', [19])).toEqual(NOT_ENOUGH);
    });

    test('BY_LICENCE: enough after the licence control raised the count', async () => {
        await api.control('POST', '/licences', { organizationId: 1, licences: { '1386962': 4 } });
        expect((await activate('BY_LICENCE', [2, 3, 4])).status).toBe(200);
        expect(await activate('BY_LICENCE', [9])).toEqual(NOT_ENOUGH);
    });

    test('the devices must be disabled for activation, enabled for deactivation', async () => {
        expect(await activate('BY_LICENCE', [1])).toEqual({
            status: 400,
            body: { message: 'Device 1 is already enabled' },
        });
        expect(await activate('NO_ACTIVATION', [2])).toEqual({
            status: 400,
            body: { message: 'Device 2 is not enabled' },
        });
    });

    test('AS_ADMIN: system admins only, no licence check', async () => {
        expect(await activate('AS_ADMIN', [19, 4])).toEqual({
            status: 403,
            body: { message: 'Only system admins may activate devices as admin' },
        });
        const response = await activate('AS_ADMIN', [19, 4, 9, 2], 'sysadmin');
        expect(response.status).toBe(200);
        expect(response.body.every((d: { isEnabled: boolean }) => d.isEnabled)).toBe(true);
    });

    test('NO_ACTIVATION disables', async () => {
        const response = await activate('NO_ACTIVATION', [1, 5]);
        expect(response.body.map((d: { isEnabled: boolean }) => d.isEnabled)).toEqual([
            false,
            false,
        ]);
        // the licence of device 1 is free again
        expect((await activate('BY_LICENCE', [2, 3, 4])).status).toBe(200);
    });

    test('bad requests', async () => {
        expect((await activate('SOMETIMES', [1])).status).toBe(400);
        expect(
            (
                await api.call('orgadmin', 'PUT', '/devices/activation/BY_LICENCE', {
                    body: { devices: [2], activationOption: 'AS_ADMIN' },
                })
            ).status,
        ).toBe(400);
        // The schema of the body (ActivationBody), after the option and the caller.
        const LIST = {
            status: 400,
            body: { message: 'devices must be a non-empty list of device ids' },
        };
        expect(await activate('BY_LICENCE', [])).toEqual(LIST);
        expect(
            await api.call('orgadmin', 'PUT', '/devices/activation/BY_LICENCE', { body: {} }),
        ).toEqual(LIST);
        expect(
            await api.call('orgadmin', 'PUT', '/devices/activation/BY_LICENCE', {
                body: { devices: ['two'] },
            }),
        ).toEqual(LIST);
        expect(
            await api.call('orgadmin', 'PUT', '/devices/activation/AS_ADMIN', { body: {} }),
        ).toEqual({
            status: 403,
            body: { message: 'Only system admins may activate devices as admin' },
        });
        expect(
            (await api.call('orgadmin', 'PUT', '/devices/activation/SOMETIMES', { body: {} })).body,
        ).toEqual({
            message:
                'Unknown activation option SOMETIMES; expected BY_LICENCE, AS_ADMIN, NO_ACTIVATION',
        });
        expect(await activate('NO_ACTIVATION', [21])).toEqual({
            status: 403,
            body: { message: 'No access to this organization' },
        });
    });
});

describe('readings', () => {
    beforeAll(reseed);

    test('diagnosis: newest first, the last 100', async () => {
        const { body } = await api.call('viewer', 'GET', '/devices/5/diagnosis');
        expect(body).toHaveLength(72);
        const times = body.map((r: { timestamp: number }) => r.timestamp);
        expect(times).toEqual([...times].sort((a, b) => b - a));
        expect(times[0] - times[71]).toBe(71 * HOUR);
        expect(Object.keys(JSON.parse(body[0].value))).toEqual([
            'temperature',
            'humidity',
            'battery',
        ]);
        const { lastSeen } = (await api.call('viewer', 'GET', '/devices/5')).body;
        expect(lastSeen).toBe(times[0]);

        const newest = Date.now();
        for (let i = 0; i < 40; i += 1)
            storeReading(sandbox.db, 13, newest + i, JSON.stringify({ i }));
        const after = (await api.call('viewer', 'GET', '/devices/13/diagnosis')).body;
        expect(after).toHaveLength(100);
        expect(after[0]).toEqual({ timestamp: newest + 39, value: '{"i":39}' });
        expect((await api.call('viewer', 'GET', '/devices/18/diagnosis')).body).toEqual([]);
    });

    test('export: [start, end), oldest first, epoch seconds; only for isTSD devices', async () => {
        const diagnosis = (await api.call('orgadmin', 'GET', '/devices/5/diagnosis')).body;
        const newest = diagnosis[0].timestamp;
        const oldest = newest - 71 * HOUR;
        const exported = (start: number, end: number, device = 5) =>
            api.call('orgadmin', 'GET', `/devices/${device}/export?start=${start}&end=${end}`);

        const all = await exported(oldest - HOUR, newest + 1);
        expect(all.status).toBe(200);
        expect(all.body).toHaveLength(72);
        expect(all.body[0]).toEqual({
            time: { epochSecond: oldest / 1000 },
            value: diagnosis[71].value,
        });
        expect(all.body[71].time.epochSecond).toBe(newest / 1000);

        const window = await exported(oldest + HOUR, oldest + 3 * HOUR);
        expect(
            window.body.map((r: { time: { epochSecond: number } }) => r.time.epochSecond),
        ).toEqual([(oldest + HOUR) / 1000, (oldest + 2 * HOUR) / 1000]);
        expect(await exported(oldest, newest, 1)).toEqual({
            status: 403,
            body: { message: 'Device 1 keeps no time series (isTSD is off)' },
        });
        // Exporting device data is for admins (section 6); the device page's Readings panel
        // shows viewers why instead of asking.
        expect(
            await api.call('viewer', 'GET', `/devices/5/export?start=${oldest}&end=${newest}`),
        ).toEqual({
            status: 403,
            body: { message: 'Only admins of this organization may do this' },
        });
        // Any range is accepted, also one shorter than the export wizard's two days and one that
        // does not start at midnight: the panel asks for whole days anyway (readingRange.ts).
        expect((await exported(oldest + HOUR / 2, oldest + HOUR + 1)).body).toHaveLength(1);
        expect((await exported(newest, oldest)).body).toEqual({
            message: 'start must be before end',
        });
        expect((await api.call('orgadmin', 'GET', '/devices/5/export?start=1')).body).toEqual({
            message: 'end is required',
        });
    });
});

describe('hourly readings for the benchmark (test control)', () => {
    beforeAll(reseed);
    afterAll(reseed);

    test('replaces a device’s readings with one per hour up to the last full hour', async () => {
        const seeded = await api.control('POST', '/readings/hourly', {
            organizationId: 1,
            deviceId: 5,
            hours: 30 * 24,
        });
        expect(seeded).toEqual({ status: 201, body: { created: 720, deviceId: 5 } });
        const last = Math.floor(Date.now() / HOUR) * HOUR;
        const exported = await api.call(
            'orgadmin',
            'GET',
            `/devices/5/export?start=${last - 40 * 24 * HOUR}&end=${last + 1}`,
        );
        const times = exported.body.map(
            (r: { time: { epochSecond: number } }) => r.time.epochSecond,
        );
        expect(times).toHaveLength(720);
        expect(times[0]).toBe((last - 719 * HOUR) / 1000);
        expect(times[719]).toBe(last / 1000);
        expect(Object.keys(JSON.parse(exported.body[0].value))).toEqual([
            'temperature',
            'humidity',
            'battery',
        ]);
        expect((await api.call('viewer', 'GET', '/devices/5')).body.lastSeen).toBe(last);

        expect(
            (
                await api.control('POST', '/readings/hourly', {
                    organizationId: 1,
                    deviceId: 5,
                    hours: 0,
                })
            ).status,
        ).toBe(400);
        expect(
            (
                await api.control('POST', '/readings/hourly', {
                    organizationId: 1,
                    deviceId: 99999,
                    hours: 1,
                })
            ).status,
        ).toBe(404);
    });
});

describe('messages to devices', () => {
    beforeAll(reseed);

    const downlinks = async (query: string) =>
        (await api.control('GET', `/downlinks?${query}`)).body;

    test('LoRaWAN custom message: queued and recorded', async () => {
        const response = await api.call('orgadmin', 'POST', '/devices/1/send', {
            body: { fPort: 10, hexPayload: '01FF' },
        });
        expect(response).toEqual({
            status: 202,
            body: { id: expect.any(Number), status: 'QUEUED' },
        });
        expect(await downlinks('deviceId=1')).toEqual([
            {
                id: response.body.id,
                organizationId: 1,
                deviceRef: 1,
                groupRef: null,
                kind: 'SEND',
                payload: { fPort: 10, hexPayload: '01FF' },
                status: 'QUEUED',
                createdAt: expect.any(Number),
            },
        ]);
    });

    test.each([
        [{ hexPayload: '01' }, 'fPort is required'],
        [{ fPort: 0, hexPayload: '01' }, 'fPort must be greater than 0'],
        [{ fPort: 1.5, hexPayload: '01' }, 'fPort must be a whole number'],
        [{ fPort: 1 }, 'Payload is required'],
        [{ fPort: 1, hexPayload: '0aff' }, 'Payload must be capitalized'],
        [{ fPort: 1, hexPayload: '0AF' }, 'Payload must be valid hex'],
        [{ fPort: 1, hexPayload: 'XY' }, 'Payload must be valid hex'],
        [{ fPort: '1', hexPayload: '01' }, 'fPort must be a whole number'],
        [{ fPort: 1, hexPayload: 1 }, 'Payload must be valid hex'],
        [{ fPort: 1, hexPayload: '' }, 'Payload is required'],
        [{ fPort: 1, hexPayload: 'ab1' }, 'Payload must be capitalized'],
    ])('LoRaWAN custom message %j: 400 %s', async (body, message) => {
        expect(await api.call('orgadmin', 'POST', '/devices/17/send', { body })).toEqual({
            status: 400,
            body: { message },
        });
    });

    test('MQTT custom message; other types not supported', async () => {
        const sent = await api.call('orgadmin', 'POST', '/devices/10/send', {
            body: { payload: { open: true } },
        });
        expect(sent.status).toBe(202);
        expect((await downlinks('deviceId=10'))[0].payload).toEqual({ payload: { open: true } });
        expect((await api.call('orgadmin', 'POST', '/devices/10/send', { body: {} })).body).toEqual(
            { message: 'Payload is required' },
        );
        expect(
            (await api.call('orgadmin', 'POST', '/devices/10/send', { body: { payload: 'on' } }))
                .body,
        ).toEqual({
            message: 'Payload must be a JSON object',
        });
        // A list is JSON the console's field takes too.
        expect(
            (await api.call('orgadmin', 'POST', '/devices/10/send', { body: { payload: [1, 2] } }))
                .status,
        ).toBe(202);
        expect(
            (await api.call('orgadmin', 'POST', '/devices/10/send', { body: { payload: null } }))
                .body,
        ).toEqual({ message: 'Payload is required' });
        expect((await api.call('orgadmin', 'POST', '/devices/10/send', { body: [] })).body).toEqual(
            { message: 'Request body must be a JSON object' },
        );
        expect(
            await api.call('orgadmin', 'POST', '/devices/13/send', {
                body: { fPort: 1, hexPayload: '01' },
            }),
        ).toEqual({
            status: 400,
            body: { message: 'Not supported' },
        });
    });

    test('defined commands: checked against the command set, defaults filled in', async () => {
        const command = (device: number, body: unknown) =>
            api.call('orgadmin', 'POST', `/devices/${device}/command`, { body });
        expect((await command(1, { intent: 'dim', params: { level: 40 } })).status).toBe(202);
        expect((await command(10, { intent: 'open', params: {} })).status).toBe(202);
        expect((await command(10, { intent: 'close' })).status).toBe(202);
        expect((await downlinks('deviceId=1'))[0].payload).toEqual({
            intent: 'dim',
            params: { level: 40 },
        });
        const commands = (await downlinks('deviceId=10')).filter(
            (d: { kind: string }) => d.kind === 'COMMAND',
        );
        expect(commands.map((d: { payload: unknown }) => d.payload)).toEqual([
            { intent: 'close', params: {} },
            { intent: 'open', params: { percent: 100 } },
        ]);
        const rejected: [number, unknown, string][] = [
            [1, { intent: 'dim', params: { level: 150 } }, 'Parameter level must be at most 100'],
            [
                1,
                { intent: 'dim', params: { level: 'bright' } },
                'Parameter level must be an integer',
            ],
            [1, { intent: 'dim', params: {} }, 'Parameter level is required'],
            [
                1,
                { intent: 'dim', params: { level: 5, speed: 1 } },
                'Unknown parameter speed for dim',
            ],
            [1, { intent: 'switch', params: { on: 'yes' } }, 'Parameter on must be true or false'],
            [1, { intent: 'fly', params: {} }, 'Unknown command fly for Schréder Owlet IoT 3.0'],
            [1, { params: {} }, 'intent is required'],
            [1, { intent: 7 }, 'intent must be a string'],
            [1, { intent: 'dim', params: [40] }, 'params must be an object'],
            [
                19,
                { intent: 'dim', params: { level: 1 } },
                'Unknown command dim for Elsys ERS CO2 2.1',
            ],
            [
                6,
                { intent: 'setProfile', params: { profile: 'disco' } },
                'Parameter profile must be one of default, night, event',
            ],
        ];
        for (const [device, body, message] of rejected) {
            expect(await command(device, body), message).toEqual({
                status: 400,
                body: { message },
            });
        }
    });
});

describe('device groups', () => {
    beforeAll(reseed);

    const KEYS = { nwAdr: '0A0B0C0D', nwSKey: 'A'.repeat(32), appSKey: 'B'.repeat(32) };
    const group = (extra: Record<string, unknown> = {}) => ({
        name: 'Streetlights Lindenallee',
        integrationId: 1,
        organizationId: 1,
        mapping: 101,
        details: OWLET,
        groupDetails: { infoList: KEYS },
        ...extra,
    });
    const post = (body: unknown) => api.call('orgadmin', 'POST', '/device-groups', { body });

    test('seeded groups; create, read, update, remove', async () => {
        const { body: seeded } = await api.call('viewer', 'GET', '/device-groups');
        expect(seeded.map((g: { name: string }) => g.name)).toEqual([
            'Streetlights Bahnhofstraße',
            'Light segments Seepromenade',
        ]);
        expect(seeded[1].groupDetails.infoList).toMatchObject({
            mcDevEUI: '70B3D57ED00F0001',
            tag: 'seepromenade',
        });

        const created = await post(group());
        expect(created).toEqual({ status: 201, body: { id: expect.any(Number), ...group() } });
        const path = `/device-groups/${created.body.id}`;
        expect((await api.call('orgadmin', 'GET', path)).body).toEqual(created.body);
        // A viewer reads it without the session keys (resources/deviceGroups/secrets.ts).
        const { nwSKey, appSKey, ...shown } = created.body.groupDetails.infoList;
        expect([nwSKey, appSKey]).toEqual([expect.any(String), expect.any(String)]);
        expect((await api.call('viewer', 'GET', path)).body).toEqual({
            ...created.body,
            groupDetails: { infoList: shown },
        });
        const updated = await api.call('orgadmin', 'PATCH', path, {
            body: { name: 'Lindenallee', mapping: null },
        });
        expect(updated.body).toEqual({ ...created.body, name: 'Lindenallee', mapping: null });
        expect(await api.call('orgadmin', 'DELETE', path)).toEqual({
            status: 200,
            body: { id: created.body.id },
        });
        expect((await api.call('viewer', 'GET', path)).status).toBe(404);
    });

    test('validation: REST integrations, multicast fields, Swisscom fields, names', async () => {
        expect((await post(group({ integrationId: 3 }))).body).toEqual({
            message: 'Device groups are not possible with a REST integration',
        });
        expect(
            (await post(group({ groupDetails: { infoList: { ...KEYS, nwAdr: '0a0b0c0d' } } })))
                .body,
        ).toEqual({
            message: 'nwAdr must be 8 upper-case hex characters',
        });
        expect(
            (
                await post(
                    group({ groupDetails: { infoList: { ...KEYS, appSKey: 'B'.repeat(31) } } }),
                )
            ).body,
        ).toEqual({
            message: 'appSKey must be 32 upper-case hex characters',
        });
        expect(
            (await post(group({ groupDetails: { infoList: { nwAdr: '0A0B0C0D' } } }))).body,
        ).toEqual({
            message: 'nwSKey is required',
        });
        expect((await post(group({ integrationId: 4 }))).body).toEqual({
            message: 'mcDevEUI is required',
        });
        const swisscom = {
            ...KEYS,
            mcDevEUI: '70B3D57ED00F0002',
            connectivityPlanId: 'cp',
            routingProfileId: 'rp',
            tag: 'north',
        };
        expect(
            (
                await post(
                    group({
                        name: 'Swisscom group',
                        integrationId: 4,
                        groupDetails: { infoList: swisscom },
                    }),
                )
            ).status,
        ).toBe(201);
        expect((await post(group({ name: 'streetlights bahnhofstraße' }))).status).toBe(409);
        expect((await post(group({ details: undefined }))).status).toBe(400);
    });

    test("its integration and service are the organization's (the declared references)", async () => {
        // Integration 7 and service 201 are organization 2's; 99 and 999 are nobody's.
        for (const [change, message] of [
            [{ integrationId: 7 }, 'Integration 7 not found in this organization'],
            [{ integrationId: 99 }, 'Integration 99 not found in this organization'],
            [{ mapping: 201 }, 'Service 201 not found in this organization'],
            [{ mapping: 999 }, 'Service 999 not found in this organization'],
        ] as const) {
            expect(await post(group({ name: 'Elsewhere', ...change }))).toEqual({
                status: 400,
                body: { message },
            });
            expect(
                await api.call('orgadmin', 'PATCH', '/device-groups/1', { body: change }),
            ).toEqual({ status: 400, body: { message } });
        }
        const created = await post(group({ name: 'Unmapped', mapping: null }));
        expect(created.status).toBe(201);
        expect(created.body.mapping).toBeNull();
    });

    test('MQTT and webhook groups have no multicast keys (only LoRaWAN types do)', async () => {
        const mqtt = await post({
            name: 'MQTT valves',
            integrationId: 2,
            organizationId: 1,
            mapping: null,
            details: OWLET,
        });
        expect(mqtt).toEqual({
            status: 201,
            body: expect.objectContaining({
                name: 'MQTT valves',
                integrationId: 2,
                groupDetails: { infoList: {} },
            }),
        });
        const webhook = await post(
            group({ name: 'Webhook lamps', integrationId: 6, groupDetails: { infoList: KEYS } }),
        );
        expect(webhook.status).toBe(201);
        expect(webhook.body.groupDetails).toEqual({ infoList: {} });
        // A LoRaWAN group moved to MQTT loses its keys; moved back, it needs them again.
        const lora = await post(group({ name: 'LoRa lamps' }));
        const path = `/device-groups/${lora.body.id}`;
        const moved = await api.call('orgadmin', 'PATCH', path, { body: { integrationId: 2 } });
        expect(moved.body.groupDetails).toEqual({ infoList: {} });
        expect(
            (await api.call('orgadmin', 'PATCH', path, { body: { integrationId: 1 } })).body,
        ).toEqual({ message: 'nwAdr is required' });
        expect(
            (await post(group({ name: 'No keys', groupDetails: { infoList: {} } }))).body,
        ).toEqual({ message: 'nwAdr is required' });
    });

    test('messages to a group are queued for the group', async () => {
        const sent = await api.call('orgadmin', 'POST', '/device-groups/1/send', {
            body: { fPort: 2, hexPayload: 'AA' },
        });
        expect(sent.status).toBe(202);
        const commanded = await api.call('orgadmin', 'POST', '/device-groups/1/command', {
            body: { intent: 'switch', params: { on: false } },
        });
        expect(commanded.status).toBe(202);
        const recorded = (await api.control('GET', '/downlinks?groupId=1')).body;
        expect(
            recorded.map((d: { kind: string; payload: unknown; deviceRef: null }) => [
                d.kind,
                d.payload,
                d.deviceRef,
            ]),
        ).toEqual([
            ['COMMAND', { intent: 'switch', params: { on: false } }, null],
            ['SEND', { fPort: 2, hexPayload: 'AA' }, null],
        ]);
        expect(
            (
                await api.call('orgadmin', 'POST', '/device-groups/1/send', {
                    body: { fPort: 2, hexPayload: 'aa' },
                })
            ).body,
        ).toEqual({
            message: 'Payload must be capitalized',
        });
        expect(
            (
                await api.call('orgadmin', 'POST', '/device-groups/1/command', {
                    body: { intent: 'open' },
                })
            ).status,
        ).toBe(400);
    });
});
