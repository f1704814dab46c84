/** Organization resources: scoping and rights, services, integrations, registration, Element, licences. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { apiClient } from './support/apiClient.ts';
import { startTestSandbox } from './support/testSandbox.ts';
import { INTEGRATION_SECRETS } from '../../resources/integrations/secrets.ts';

let sandbox: RunningSandbox;
let api: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = await apiClient(sandbox, ['sysadmin', 'orgadmin', 'viewer', 'orgadmin2']);
});

afterAll(() => sandbox?.close());

const ADMINS_ONLY = { message: 'Only admins of this organization may do this' };

describe('scoping and rights', () => {
    const LISTS = [
        '/services',
        '/integrations',
        '/devices',
        '/devices/types',
        '/device-groups',
        '/sharing',
        '/billing/licences',
        '/element/driver-instances?auth=t&url=https%3A%2F%2Felement.example',
    ];

    test.each(LISTS)('GET %s: members read, others 403, no header 400', async path => {
        expect((await api.call('orgadmin', 'GET', path)).status).toBe(200);
        expect((await api.call('viewer', 'GET', path)).status).toBe(200);
        expect((await api.call('sysadmin', 'GET', path, { organization: 2 })).status).toBe(200);
        expect(await api.call('orgadmin', 'GET', path, { organization: 2 })).toEqual({
            status: 403,
            body: { message: 'No access to this organization' },
        });
        expect(await api.call('orgadmin', 'GET', path, { organization: null })).toEqual({
            status: 400,
            body: { message: 'Organization id header missing' },
        });
    });

    test('each organization sees only its own records', async () => {
        const integrations = await api.call('orgadmin2', 'GET', '/integrations', {
            organization: 2,
        });
        expect(integrations.body.map((i: { id: number }) => i.id)).toEqual([7]);
        const devices = await api.call('orgadmin2', 'GET', '/devices', { organization: 2 });
        expect(devices.body.map((d: { id: number }) => d.id)).toEqual([21, 22, 23, 24]);
        expect(
            (await api.call('orgadmin2', 'GET', '/device-groups', { organization: 2 })).body,
        ).toEqual([]);
        expect((await api.call('orgadmin2', 'GET', '/sharing', { organization: 2 })).body).toEqual({
            result: [],
        });
        const services = await api.call('orgadmin2', 'GET', '/services', { organization: 2 });
        expect(services.body.map((s: { id: number }) => s.id)).toEqual([201]);
        // another organization's records are not found, even by a system admin in the wrong one
        for (const path of [
            '/integrations/1',
            '/devices/1',
            '/device-groups/1',
            '/sharing/1',
            '/services/101',
        ]) {
            const response = await api.call('sysadmin', 'GET', path, { organization: 2 });
            expect(response.status, path).toBe(404);
            expect(response.body.message).toMatch(/ not found$/);
        }
    });

    const WRITES: [string, string, unknown?][] = [
        ['POST', '/integrations', {}],
        ['PATCH', '/integrations/1', { name: 'x' }],
        ['DELETE', '/integrations/1'],
        ['POST', '/integrations/1/register', { devices: [] }],
        ['POST', '/devices/onboard', { deviceList: [] }],
        ['PATCH', '/devices/1', { name: 'x' }],
        ['DELETE', '/devices/1'],
        ['PUT', '/devices/activation/NO_ACTIVATION', { devices: [1] }],
        ['POST', '/devices/1/send', { fPort: 1, hexPayload: '01' }],
        ['POST', '/devices/1/command', { intent: 'switch', params: { on: true } }],
        ['GET', '/devices/5/export?start=0&end=1'],
        ['POST', '/device-groups', {}],
        ['PATCH', '/device-groups/1', { name: 'x' }],
        ['DELETE', '/device-groups/1'],
        ['POST', '/device-groups/1/send', { fPort: 1, hexPayload: '01' }],
        ['POST', '/device-groups/1/command', { intent: 'switch', params: { on: true } }],
        ['POST', '/sharing', {}],
        ['PATCH', '/sharing', { id: 1 }],
        ['DELETE', '/sharing/1'],
        ['POST', '/sharing/dryrun', { script: 'function process(m) { return m; }' }],
    ];

    test.each(WRITES)('%s %s: 403 for a viewer', async (method, path, body) => {
        expect(await api.call('viewer', method, path, { body })).toEqual({
            status: 403,
            body: ADMINS_ONLY,
        });
    });

    test('writes in another organization: 403 for its non-members, allowed to system admins', async () => {
        const body = {
            name: 'Webhook Lago Verde',
            type: 'REST',
            details: { infoList: { integrationSecret: 's3cret' } },
        };
        expect(
            (await api.call('orgadmin', 'POST', '/integrations', { organization: 2, body })).status,
        ).toBe(403);
        const created = await api.call('sysadmin', 'POST', '/integrations', {
            organization: 2,
            body,
        });
        expect(created.status).toBe(201);
        expect(created.body.organizationId).toBe(2);
    });
});

describe('services (read side)', () => {
    test('the seeded services of organization 1', async () => {
        expect((await api.call('viewer', 'GET', '/services')).body).toEqual([
            {
                id: 101,
                name: 'Street lights Musterstadt',
                type: 'SLS',
                organizationId: 1,
                isEnabled: true,
            },
            {
                id: 102,
                name: 'Valves Musterstadt',
                type: 'SVS',
                organizationId: 1,
                isEnabled: true,
            },
            { id: 103, name: 'Air quality', type: 'SES', organizationId: 1, isEnabled: false },
        ]);
        expect((await api.call('viewer', 'GET', '/services/102')).body.name).toBe(
            'Valves Musterstadt',
        );
        expect(await api.call('viewer', 'GET', '/services/999')).toEqual({
            status: 404,
            body: { message: 'Service 999 not found' },
        });
    });
});

describe('integrations', () => {
    const VALID: Record<string, Record<string, unknown>> = {
        CHIRPSTACK_V3: { url: 'https://cs3.example', applicationId: 4, apiToken: 't' },
        CHIRPSTACK_V4: { url: 'https://cs4.example', applicationId: '5', apiToken: 't' },
        MQTT: { username: 'broker-user', password: 'pw' },
        REST: { integrationSecret: 'secret' },
        WEBHOOK_DIGIMONDO: { integrationSecret: 'secret' },
        SWISSCOM: {
            as_id: 'AS',
            as_key: 'KEY',
            url: 'https://lpn.example',
            connectivityPlanId: 'cp',
            apiToken: 't',
        },
        DIGIMONDO: {
            url: 'https://dm.example',
            applicationId: 'app',
            organizationId: 'org',
            apiToken: 't',
        },
        ELEMENT: {
            url: 'https://el.example',
            apiToken: 't',
            folder: 'folder-parking',
            driverInstance: 'driver-http',
        },
    };
    let counter = 0;
    const create = (
        type: string,
        infoList: Record<string, unknown>,
        name = `Integration ${(counter += 1)}`,
    ) =>
        api.call('orgadmin', 'POST', '/integrations', {
            body: { name, type, organizationId: 1, details: { infoList } },
        });

    test.each(Object.entries(VALID))('%s: created with its fields', async (type, infoList) => {
        const response = await create(type, infoList);
        expect(response.status).toBe(201);
        expect(response.body).toEqual({
            id: expect.any(Number),
            name: expect.any(String),
            type,
            organizationId: 1,
            details: { infoList: expect.any(Object) },
        });
        const path = `/integrations/${response.body.id}`;
        expect((await api.call('orgadmin', 'GET', path)).body).toEqual(response.body);
        // A viewer reads it without its secrets (resources/integrations/secrets.ts).
        const secret = new Set(
            INTEGRATION_SECRETS.paths.map(source => source.replace('details.infoList.', '')),
        );
        const shown = Object.fromEntries(
            Object.entries(response.body.details.infoList).filter(([key]) => !secret.has(key)),
        );
        expect((await api.call('viewer', 'GET', path)).body).toEqual({
            ...response.body,
            details: { infoList: shown },
        });
    });

    test('numbers are numbers; MQTT clientId is the username; unknown fields are dropped', async () => {
        const chirpstack = await create('CHIRPSTACK_V4', { ...VALID.CHIRPSTACK_V4, extra: 1 });
        expect(chirpstack.body.details.infoList).toEqual({
            url: 'https://cs4.example',
            applicationId: 5,
            apiToken: 't',
        });
        const mqtt = await create('MQTT', VALID.MQTT as Record<string, unknown>);
        expect(mqtt.body.details.infoList).toEqual({
            username: 'broker-user',
            password: 'pw',
            clientId: 'broker-user',
        });
        expect((await create('MQTT', { ...VALID.MQTT, clientId: 'other' })).body).toEqual({
            message: 'clientId must be equal to username',
        });
    });

    test.each([
        ['CHIRPSTACK_V4', 'url'],
        ['CHIRPSTACK_V4', 'applicationId'],
        ['CHIRPSTACK_V3', 'apiToken'],
        ['MQTT', 'username'],
        ['MQTT', 'password'],
        ['REST', 'integrationSecret'],
        ['WEBHOOK_DIGIMONDO', 'integrationSecret'],
        ['SWISSCOM', 'as_id'],
        ['SWISSCOM', 'as_key'],
        ['SWISSCOM', 'url'],
        ['SWISSCOM', 'connectivityPlanId'],
        ['DIGIMONDO', 'organizationId'],
        ['ELEMENT', 'folder'],
        ['ELEMENT', 'driverInstance'],
    ])('%s without %s: 400', async (type, field) => {
        const infoList = { ...VALID[type], [field]: '' };
        expect(await create(type, infoList)).toEqual({
            status: 400,
            body: { message: `${field} is required` },
        });
    });

    test('name, type and infoList are required; the type must be known', async () => {
        const post = (body: unknown) => api.call('orgadmin', 'POST', '/integrations', { body });
        expect((await post({ type: 'REST', details: { infoList: VALID.REST } })).body).toEqual({
            message: 'Name is required',
        });
        expect((await post({ name: 'No type', details: { infoList: VALID.REST } })).body).toEqual({
            message: 'Type is required',
        });
        const unknown = await post({ name: 'LoRa', type: 'LORA', details: { infoList: {} } });
        expect(unknown.status).toBe(400);
        expect(unknown.body.message).toBe(
            'Type must be one of CHIRPSTACK_V3, CHIRPSTACK_V4, MQTT, REST, SWISSCOM, DIGIMONDO, WEBHOOK_DIGIMONDO, ELEMENT',
        );
        expect((await post({ name: 'No details', type: 'REST' })).body).toEqual({
            message: 'details is required',
        });
        expect((await post({ name: 'No infoList', type: 'REST', details: {} })).body).toEqual({
            message: 'details.infoList is required',
        });
        expect(
            (
                await post({
                    name: 'applicationId text',
                    type: 'CHIRPSTACK_V3',
                    details: { infoList: { ...VALID.CHIRPSTACK_V3, applicationId: 'abc' } },
                })
            ).body,
        ).toEqual({
            message: 'applicationId must be an integer',
        });
        const otherOrganization = await post({
            name: 'Elsewhere',
            type: 'REST',
            organizationId: 2,
            details: { infoList: VALID.REST },
        });
        expect(otherOrganization.status).toBe(400);
    });

    test('Swisscom: username and password, or apiToken', async () => {
        const base: Record<string, unknown> = { ...VALID.SWISSCOM };
        delete base.apiToken;
        expect((await create('SWISSCOM', base)).body).toEqual({
            message: 'Swisscom needs username and password, or apiToken',
        });
        expect(
            (await create('SWISSCOM', { ...base, username: 'u', password: 'p', apiToken: 't' }))
                .body,
        ).toEqual({
            message: 'Swisscom takes either username and password or apiToken, not both',
        });
        expect((await create('SWISSCOM', { ...base, username: 'u' })).body).toEqual({
            message: 'password is required',
        });
        const withUser = await create('SWISSCOM', {
            ...base,
            username: 'u',
            password: 'p',
            apiToken: '',
        });
        expect(withUser.status).toBe(201);
        expect(withUser.body.details.infoList).toEqual({ ...base, username: 'u', password: 'p' });
        const withToken = await create('SWISSCOM', {
            ...base,
            username: '',
            password: '',
            apiToken: 't',
        });
        expect(withToken.body.details.infoList).toEqual({ ...base, apiToken: 't' });
    });

    test('names are unique within an organization (ignoring case)', async () => {
        expect(
            await create('REST', VALID.REST as Record<string, unknown>, 'smart interface'),
        ).toEqual({
            status: 409,
            body: { message: 'An integration named smart interface already exists' },
        });
        const elsewhere = await api.call('orgadmin2', 'POST', '/integrations', {
            organization: 2,
            body: { name: 'Smart Interface', type: 'REST', details: { infoList: VALID.REST } },
        });
        expect(elsewhere.status).toBe(201);
    });

    test('PATCH: name and details change, the type cannot', async () => {
        const { body: created } = await create('MQTT', VALID.MQTT as Record<string, unknown>);
        const path = `/integrations/${created.id}`;
        expect(await api.call('orgadmin', 'PATCH', path, { body: { type: 'REST' } })).toEqual({
            status: 400,
            body: { message: 'The integration type cannot be changed' },
        });
        const renamed = await api.call('orgadmin', 'PATCH', path, {
            body: {
                name: 'MQTT renamed',
                type: 'MQTT',
                details: { infoList: { username: 'new', password: 'pw2' } },
            },
        });
        expect(renamed).toEqual({
            status: 200,
            body: {
                ...created,
                name: 'MQTT renamed',
                details: { infoList: { username: 'new', password: 'pw2', clientId: 'new' } },
            },
        });
        expect(
            (
                await api.call('orgadmin', 'PATCH', path, {
                    body: { details: { infoList: { username: 'x' } } },
                })
            ).body,
        ).toEqual({
            message: 'password is required',
        });
        expect(
            (await api.call('orgadmin', 'PATCH', path, { body: { name: 'ChirpStack Stadtwerke' } }))
                .status,
        ).toBe(409);
        expect((await api.call('viewer', 'GET', path)).body.name).toBe('MQTT renamed');
    });

    test('DELETE: 409 while devices or groups use it, else 200 and gone', async () => {
        expect(await api.call('orgadmin', 'DELETE', '/integrations/1')).toEqual({
            status: 409,
            body: { message: 'Integration 1 is used by 9 device(s) and 1 device group(s)' },
        });
        const { body: created } = await create('REST', VALID.REST as Record<string, unknown>);
        expect(await api.call('orgadmin', 'DELETE', `/integrations/${created.id}`)).toEqual({
            status: 200,
            body: { id: created.id },
        });
        expect((await api.call('orgadmin', 'GET', `/integrations/${created.id}`)).status).toBe(404);
    });
});

describe('bulk registration', () => {
    const OWLET = { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' };
    const register = (integrationId: number, devices: unknown[]) =>
        api.call('orgadmin', 'POST', `/integrations/${integrationId}/register?overwrite=false`, {
            body: { integrationId, updateExisting: false, devices },
        });
    const deviceCount = async () => (await api.call('orgadmin', 'GET', '/devices')).body.length;

    test('creates all devices, disabled, on the integration', async () => {
        const response = await register(1, [
            {
                name: 'Lamp Ringstraße 1',
                deviceId: 'REG0000000000001',
                details: OWLET,
                tags: ['lighting'],
                mapping: 101,
                location: 'Ringstraße 1',
                updateInterval: 600,
            },
            { name: 'Lamp Ringstraße 2', deviceId: 'REG0000000000002', details: OWLET },
        ]);
        expect(response.status).toBe(201);
        expect(response.body.created).toBe(2);
        expect(response.body.devices[0]).toEqual({
            id: expect.any(Number),
            name: 'Lamp Ringstraße 1',
            description: '',
            deviceId: 'REG0000000000001',
            integrationId: 1,
            organizationId: 1,
            mapping: 101,
            tags: ['lighting'],
            isTSD: false,
            isEnabled: false,
            lastSeen: null,
            updateInterval: 600,
            location: 'Ringstraße 1',
            details: OWLET,
        });
        expect(response.body.devices[1]).toMatchObject({
            tags: [],
            mapping: null,
            isEnabled: false,
        });
    });

    test.each([
        [
            'a deviceId already known',
            [{ name: 'B', deviceId: '70B3D57ED0000101', details: OWLET }],
            'Device 2 (70B3D57ED0000101): deviceId 70B3D57ED0000101 already exists',
        ],
        [
            'a deviceId twice in the file',
            [
                { name: 'B', deviceId: 'REGDUP', details: OWLET },
                { name: 'C', deviceId: 'REGDUP', details: OWLET },
            ],
            'Device 3 (REGDUP): deviceId REGDUP appears twice',
        ],
        [
            'an unknown device type',
            [
                {
                    name: 'B',
                    deviceId: 'REGTYPE',
                    details: { vendor: 'Acme', deviceType: 'X', firmware: '1' },
                },
            ],
            'Device 2 (REGTYPE): Unknown device type Acme X 1',
        ],
        [
            'a bad tag',
            [{ name: 'B', deviceId: 'REGTAG', details: OWLET, tags: ['lamp'] }],
            'Device 2 (REGTAG): Unknown tag "lamp"; expected external, lighting, valve, light-segment, environment, traffic',
        ],
        [
            'a missing name',
            [{ deviceId: 'REGNAME', details: OWLET }],
            'Device 2 (REGNAME): name is required',
        ],
        [
            'a service of another organization',
            [{ name: 'B', deviceId: 'REGMAP', details: OWLET, mapping: 201 }],
            'Device 2 (REGMAP): Service 201 not found in this organization',
        ],
        [
            'an update interval under 60 s',
            [{ name: 'B', deviceId: 'REGINT', details: OWLET, updateInterval: 30 }],
            'Device 2 (REGINT): Minimum 60 seconds',
        ],
        // The schema of a registration (RegistrationBody), each device's problem by its row.
        [
            'a name too long',
            [{ name: 'N'.repeat(129), deviceId: 'REGLONG', details: OWLET }],
            'Device 2 (REGLONG): name must be at most 128 characters long',
        ],
        [
            'a name with a bidirectional override',
            [{ name: 'Lamp \u202E1', deviceId: 'REGBIDI', details: OWLET }],
            'Device 2 (REGBIDI): name must not hold bidirectional control characters (U+202A–202E, U+2066–2069)',
        ],
        [
            'a deviceId with a space',
            [{ name: 'B', deviceId: 'REG SPACE', details: OWLET }],
            'Device 2 (REG SPACE): deviceId may only contain letters, digits and - _ . :',
        ],
        ['a missing deviceId', [{ name: 'B', details: OWLET }], 'Device 2: deviceId is required'],
        [
            'a description that is not a text',
            [{ name: 'B', deviceId: 'REGDESC', details: OWLET, description: 5 }],
            'Device 2 (REGDESC): description must be a string',
        ],
        [
            'a device type without its firmware',
            [
                {
                    name: 'B',
                    deviceId: 'REGFW',
                    details: { vendor: OWLET.vendor, deviceType: OWLET.deviceType },
                },
            ],
            'Device 2 (REGFW): details.firmware is required',
        ],
        [
            'a service id that is not a number',
            [{ name: 'B', deviceId: 'REGMAPX', details: OWLET, mapping: 'street' }],
            'Device 2 (REGMAPX): mapping must be an integer',
        ],
    ])('all or nothing: %s', async (_case, rest, message) => {
        const before = await deviceCount();
        const first = { name: 'A', deviceId: `REGOK${before}`, details: OWLET };
        expect(await register(1, [first, ...rest])).toEqual({ status: 400, body: { message } });
        expect(await deviceCount()).toBe(before);
    });

    test('an empty list, or the integration of another organization', async () => {
        expect((await register(1, [])).body).toEqual({
            message: 'devices must be a non-empty list',
        });
        const notAList = await api.call('orgadmin', 'POST', '/integrations/1/register', {
            body: { devices: 'REG1;Lamp' },
        });
        expect(notAList).toEqual({
            status: 400,
            body: { message: 'devices must be a non-empty list' },
        });
        expect((await register(7, [{ name: 'A', deviceId: 'REGX', details: OWLET }])).status).toBe(
            403,
        );
    });
});

describe('Element look-ups', () => {
    const query = '?auth=el-token&url=https%3A%2F%2Felement.example';

    test('folders, sub-folders and driver instances', async () => {
        const roots = await api.call('orgadmin', 'GET', `/element/root-folders${query}`);
        expect(roots.body).toEqual([
            { id: 'folder-lighting', name: 'Street lighting' },
            { id: 'folder-parking', name: 'Parking' },
            { id: 'folder-environment', name: 'Environment' },
        ]);
        const subs = await api.call(
            'orgadmin',
            'GET',
            `/element/root-folders/folder-parking${query}`,
        );
        expect(subs.body).toEqual([
            { id: 'folder-parking-rathausplatz', name: 'Rathausplatz' },
            { id: 'folder-parking-bahnhof', name: 'Bahnhof P+R' },
        ]);
        const drivers = await api.call('orgadmin', 'GET', `/element/driver-instances${query}`);
        expect(drivers.body.map((d: { id: string }) => d.id)).toEqual([
            'driver-lorawan',
            'driver-actility',
            'driver-http',
        ]);
    });

    test('a refused token 401, missing parameters 400, unknown folder 404', async () => {
        const BAD_TOKEN = '?auth=bad&url=https%3A%2F%2Felement.example';
        expect(await api.call('orgadmin', 'GET', `/element/root-folders${BAD_TOKEN}`)).toEqual({
            status: 401,
            body: { message: 'Element rejected the API token' },
        });
        // The address is one the platform would call: http(s), not this machine (SSRF).
        expect(await api.call('orgadmin', 'GET', '/element/root-folders?auth=t&url=u')).toEqual({
            status: 400,
            body: { message: 'url must be an http(s) address with a host' },
        });
        expect((await api.call('orgadmin', 'GET', '/element/root-folders?auth=t')).body).toEqual({
            message: 'url is required',
        });
        // The query's schema (ElementQuery): a private address is refused before any call.
        for (const url of ['http://127.0.0.1', 'https://10.1.2.3/api', 'http://localhost:8080']) {
            expect(
                await api.call(
                    'orgadmin',
                    'GET',
                    `/element/root-folders?auth=t&url=${encodeURIComponent(url)}`,
                ),
            ).toEqual({
                status: 400,
                body: {
                    message: 'url must not point at a loopback, link-local or private address',
                },
            });
        }
        expect(
            await api.call(
                'orgadmin',
                'GET',
                '/element/driver-instances?url=https%3A%2F%2Fe.example',
            ),
        ).toEqual({ status: 400, body: { message: 'auth is required' } });
        expect(await api.call('orgadmin', 'GET', `/element/root-folders/nope${query}`)).toEqual({
            status: 404,
            body: { message: 'Folder nope not found' },
        });
    });
});

describe('licences', () => {
    test('seeded per organization; the test control sets counts', async () => {
        expect((await api.call('viewer', 'GET', '/billing/licences')).body).toEqual({
            '1386962': 3,
            '1386964': 2,
            '1386966': 0,
            '1386968': 1,
        });
        const set = await api.control('POST', '/licences', {
            organizationId: 2,
            licences: { '1386964': 7 },
        });
        expect(set).toEqual({
            status: 200,
            body: { '1386962': 1, '1386964': 7, '1386966': 0, '1386968': 0 },
        });
        expect(
            (await api.call('orgadmin2', 'GET', '/billing/licences', { organization: 2 })).body[
                '1386964'
            ],
        ).toBe(7);
        expect(
            (await api.control('POST', '/licences', { organizationId: 99, licences: {} })).status,
        ).toBe(404);
        expect(
            (
                await api.control('POST', '/licences', {
                    organizationId: 1,
                    licences: { '1386962': -1 },
                })
            ).status,
        ).toBe(400);
    });
});

describe('removing an organization', () => {
    test('removes its integrations, devices, readings, groups, sharings and licences', async () => {
        const count = (table: string) =>
            sandbox.db
                .prepare(`SELECT count(*) FROM ${table} WHERE organizationId = 2`)
                .pluck()
                .get();
        expect(count('devices')).toBe(4);
        expect(
            await api.call('sysadmin', 'DELETE', '/organizations/2', { organization: null }),
        ).toEqual({
            status: 200,
            body: { id: 2 },
        });
        for (const table of [
            'services',
            'integrations',
            'devices',
            'device_groups',
            'data_sharings',
            'licences',
        ]) {
            expect(count(table), table).toBe(0);
        }
        const orphans = sandbox.db
            .prepare(
                'SELECT count(*) FROM readings WHERE deviceRef NOT IN (SELECT id FROM devices)',
            )
            .pluck()
            .get();
        expect(orphans).toBe(0);
    });
});
