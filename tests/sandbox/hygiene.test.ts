/**
 * Input hygiene in the API (src/validation/hygiene.ts through sandbox/api/bodyFields.ts): the
 * corpus of tests/unit/hygiene.test.ts sent to every write that takes a name or a free text,
 * each refused with a 400 naming the field or stored normalised (NFC, trimmed); names compared
 * normalised; the addresses the platform calls refused when not http(s) or loopback,
 * link-local, private; and reading keys such as __proto__ kept as ordinary keys.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collections } from '../../resources/collections.ts';
import { byHand } from '../byHand.ts';
import { customAlarmsSettled } from '../../sandbox/alarming/evaluate.ts';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { hygieneMessage, normalizeText, textProblem } from '../../src/validation/hygiene.ts';
import { apiClient, type Json } from './support/apiClient.ts';
import { HYGIENE_TEXTS, HYGIENE_URLS } from './support/hygieneCorpus.ts';
import { sampleOf, type JsonSchema } from '../schemaSamples.ts';
import { referencedIds } from './support/referencedIds.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let api: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = await apiClient(sandbox, ['sysadmin', 'orgadmin']);
});

afterAll(() => sandbox?.close());

const SCRIPT = 'function process(message) {\n    return message;\n}\n';
const WEATHER = { vendor: 'Barani Design', deviceType: 'MeteoHelix IoT Pro', firmware: '3.2' };
/** The shared name rule's characters (services, organizations, billing IDs). */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} \-_.&'(),]+$/u;

interface Write {
    /** The field, as the API's message names it. */
    label: string;
    kind: 'name' | 'text';
    /** Sends the value; answers the response and, on success, the stored value. */
    send: (
        value: string,
        index: number,
    ) => Promise<{ status: number; body: Json; stored?: unknown }>;
    /** Accepted values must also pass the shared name rule's characters. */
    nameCharacters?: boolean;
}

const created = async (
    path: string,
    body: Json,
    read: (record: Json) => unknown,
    options: { organization?: number | null; user?: 'orgadmin' | 'sysadmin' } = {},
) => {
    const { user = 'orgadmin', organization = 1 } = options;
    const response = await api.call(user, 'POST', path, { body, organization });
    return { ...response, stored: response.status < 300 ? read(response.body) : undefined };
};

/**
 * The names and free texts of every declared collection (resources/collections.ts): each text of
 * its create schema that the hygiene checks (`x-check`), sent in a create made from the schema, so
 * that a new collection meets the corpus without an edit here (issue 41).
 */
/**
 * Declared collections whose create a schema alone cannot make valid: their rules need records
 * or values of the sandbox's (hooks). Each has its writes by hand in WRITES below; the reasons are
 * in tests/byHand.ts.
 */
const CREATES_BY_HAND = byHand('hygiene');

const DECLARED_WRITES: Record<string, Write> = Object.fromEntries(
    collections
        .filter(({ name }) => !(name in CREATES_BY_HAND))
        .flatMap(({ name, endpoint, access, schemas }) => {
            const schema = schemas.create as JsonSchema;
            return Object.entries(schema.properties ?? {}).flatMap(([key, optional]) => {
                // A text the body may leave empty: the string of its union with null.
                const property = optional.anyOf?.find(one => one.type === 'string') ?? optional;
                const checks = (property['x-check'] ?? []) as string[];
                const kind = checks.includes('name')
                    ? 'name'
                    : checks.includes('text')
                      ? 'text'
                      : null;
                if (!kind) return [];
                const write: Write = {
                    label: String(property.title ?? key),
                    kind,
                    // The shared name rule's pattern: its characters only.
                    nameCharacters: property.pattern !== undefined,
                    send: (value, index) => {
                        // The other texts name the corpus too: two corpora of one collection
                        // (a description and a note) never make the same unique name.
                        const body = sampleOf(schema, other => `${other} ${key} ${index}`, {
                            optional: 'texts',
                            referenceOf: referencedIds(sandbox.db, 1),
                        }) as Json;
                        body[key] = value;
                        return created(endpoint, body, record => record[key], {
                            user: access?.add === 'systemAdmins' ? 'sysadmin' : 'orgadmin',
                        });
                    },
                };
                return [[`${name} ${key} (declared)`, write]];
            });
        }),
);

/** The writes whose API is the sandbox's own (no declared collection): by hand. */
const WRITES: Record<string, Write> = {
    ...DECLARED_WRITES,
    'responsible name': {
        label: 'Name',
        kind: 'name',
        send: value =>
            created(
                '/alarming/responsibles',
                { name: value, email: 'h@example.test', organizationId: 1, plans: [] },
                record => record.name,
                { organization: null },
            ),
    },
    'custom alarm title': {
        label: 'Title',
        kind: 'name',
        send: value =>
            created(
                '/alarming/custom-alarms',
                {
                    title: value,
                    description: 'd',
                    alarmType: 'INFO',
                    monitorId: 14,
                    organizationId: 1,
                    code: 'true;',
                    testData: '',
                },
                record => record.title,
            ),
    },
    'custom alarm description': {
        label: 'Description',
        kind: 'text',
        send: value =>
            created(
                '/alarming/custom-alarms',
                {
                    title: 't',
                    description: value,
                    alarmType: 'INFO',
                    monitorId: 14,
                    organizationId: 1,
                    code: 'true;',
                    testData: '',
                },
                record => record.description,
            ),
    },
    'test alarm title': {
        label: 'Title',
        kind: 'name',
        send: value =>
            created(
                '/alarming/alarms',
                { title: value, type: 'FAILURE', organizationId: 1, state: 'ACTIVE' },
                record => record.title,
            ),
    },
    'test alarm description': {
        label: 'description',
        kind: 'text',
        send: value =>
            created(
                '/alarming/alarms',
                {
                    title: 't',
                    description: value,
                    type: 'FAILURE',
                    organizationId: 1,
                    state: 'ACTIVE',
                },
                record => record.description,
            ),
    },
    'device name': {
        label: 'name',
        kind: 'name',
        send: async value => {
            const response = await api.call('orgadmin', 'PATCH', '/devices/1', {
                body: { name: value },
            });
            return { ...response, stored: response.body?.name };
        },
    },
    'device description': {
        label: 'description',
        kind: 'text',
        send: async value => {
            const response = await api.call('orgadmin', 'PATCH', '/devices/1', {
                body: { description: value },
            });
            return { ...response, stored: response.body?.description };
        },
    },
    'device group name': {
        label: 'name',
        kind: 'name',
        send: async value => {
            const response = await api.call('orgadmin', 'PATCH', '/device-groups/1', {
                body: { name: value },
            });
            return { ...response, stored: response.body?.name };
        },
    },
    'data sharing name': {
        label: 'Name',
        kind: 'name',
        send: value =>
            created(
                '/sharing',
                {
                    name: value,
                    script: SCRIPT,
                    protocol: 'HTTP',
                    headers: {},
                    address: 'https://uni.example/ingest',
                    deviceDetails: WEATHER,
                },
                record => record.name,
            ),
    },
    'integration name': {
        label: 'Name',
        kind: 'name',
        send: (value, index) =>
            created(
                '/integrations',
                {
                    name: value,
                    type: 'REST',
                    details: { infoList: { integrationSecret: `s${index}` } },
                },
                record => record.name,
            ),
    },
    'organization name': {
        label: 'Name',
        kind: 'name',
        nameCharacters: true,
        send: (value, index) =>
            created(
                '/organizations',
                { name: value, billingId: `BILL-${index}` },
                record => record.name,
                { user: 'sysadmin' },
            ),
    },
};

/** Every corpus case of the write's kind (names: single-line cases; texts: all). */
const casesOf = (kind: 'name' | 'text') =>
    HYGIENE_TEXTS.filter(([, , caseKind]) => kind === 'text' || caseKind === 'name');

describe.each(Object.entries(WRITES))('%s', (_name, write) => {
    test.each(
        casesOf(write.kind).map(
            ([label, input, kind, problem, stored], index) =>
                [label, input, kind, problem, stored ?? null, index] as const,
        ),
    )('%s', async (_label, input, caseKind, problem, stored, index) => {
        // A name case sent to a free text: line breaks and tabs pass there.
        const expected = caseKind === write.kind ? problem : textProblem(input, write.kind);
        const response = await write.send(input, index);
        if (expected) {
            expect(response).toMatchObject({
                status: 400,
                body: { message: hygieneMessage(write.label, expected) },
            });
            return;
        }
        const normalised = stored ?? normalizeText(input);
        if (write.nameCharacters && !NAME_CHARACTERS.test(normalised)) {
            expect(response.status).toBe(400);
            expect(response.body.message).toMatch(/may only contain letters/);
            return;
        }
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
        expect(response.stored).toBe(normalised);
    });
});

test('names only declared collections among the creates by hand', () => {
    const declared = collections.map(({ name }) => name);
    expect(Object.keys(CREATES_BY_HAND).filter(name => !declared.includes(name))).toEqual([]);
});

describe('names are compared normalised', () => {
    test('a service named in NFD or with spaces around is the NFC one', async () => {
        const first = await api.call('orgadmin', 'POST', '/services', {
            body: { name: 'Café Nord', type: 'SLS' },
        });
        expect(first.status).toBe(201);
        for (const name of ['Cafe\u0301 Nord', '  Café Nord ', 'cafe\u0301 nord']) {
            const again = await api.call('orgadmin', 'POST', '/services', {
                body: { name, type: 'SLS' },
            });
            expect(again.status, name).toBe(409);
        }
    });

    test('an integration and a device group too', async () => {
        const integration = (name: string, secret: string) =>
            api.call('orgadmin', 'POST', '/integrations', {
                body: { name, type: 'REST', details: { infoList: { integrationSecret: secret } } },
            });
        expect((await integration('Zu\u0308rich Süd', 'a')).status).toBe(201);
        expect((await integration('Zürich Süd ', 'b')).status).toBe(409);
        const group = (name: string) =>
            api.call('orgadmin', 'PATCH', '/device-groups/2', { body: { name } });
        expect((await group('Seepromenade Ost')).status).toBe(200);
        expect(
            (
                await api.call('orgadmin', 'PATCH', '/device-groups/1', {
                    body: { name: ' Seepromenade Ost' },
                })
            ).status,
        ).toBe(409);
    });
});

describe('addresses the platform calls', () => {
    const chirpstack = (url: string, index: number) =>
        api.call('orgadmin', 'POST', '/integrations', {
            body: {
                name: `ChirpStack ${index}`,
                type: 'CHIRPSTACK_V4',
                details: { infoList: { url, applicationId: 5, apiToken: 't' } },
            },
        });
    const sharing = (address: string, index: number) =>
        api.call('orgadmin', 'POST', '/sharing', {
            body: {
                name: `Sharing ${index}`,
                script: SCRIPT,
                protocol: 'HTTP',
                headers: {},
                address,
                deviceDetails: WEATHER,
            },
        });
    const element = (url: string) =>
        api.call(
            'orgadmin',
            'GET',
            `/element/driver-instances?auth=t&url=${encodeURIComponent(url)}`,
        );

    test.each(HYGIENE_URLS.map((row, index) => [...row, index] as const))(
        '%s → %s',
        async (url, problem, index) => {
            const integration = await chirpstack(url, index);
            const target = await sharing(url, index);
            const lookup = await element(url);
            if (problem) {
                expect(integration).toEqual({
                    status: 400,
                    body: { message: hygieneMessage('url', problem) },
                });
                expect(target).toEqual({
                    status: 400,
                    body: { message: hygieneMessage('address', problem) },
                });
                expect(lookup).toEqual({
                    status: 400,
                    body: { message: hygieneMessage('url', problem) },
                });
            } else {
                expect(integration.status).toBe(201);
                expect(integration.body.details.infoList.url).toBe(url);
                expect(target.status).toBe(201);
                expect(lookup.status).toBe(200);
            }
        },
    );

    test('a sharing header value holds no line break (header injection)', async () => {
        const response = await api.call('orgadmin', 'POST', '/sharing', {
            body: {
                name: 'Injected header',
                script: SCRIPT,
                protocol: 'HTTP',
                headers: { Authorization: 'Bearer x\r\nX-Injected: 1' },
                address: 'https://uni.example/ingest',
                deviceDetails: WEATHER,
            },
        });
        expect(response).toEqual({
            status: 400,
            body: { message: hygieneMessage('Header Authorization', 'control') },
        });
    });

    test('an MQTT sharing keeps its broker address (host:port), which is no URL', async () => {
        const response = await api.call('orgadmin', 'POST', '/sharing', {
            body: {
                name: 'Broker',
                script: SCRIPT,
                protocol: 'MQTT',
                mqttConfig: { userName: 'u', password: 'p', topic: 't' },
                address: 'broker.example:1883',
                deviceDetails: WEATHER,
            },
        });
        expect(response.status).toBe(201);
        expect(response.body.address).toBe('broker.example:1883');
    });
});

describe('reading keys are ordinary keys', () => {
    const body = `{"__proto__":7,"constructor":3,"toString":"x","temperature":21}`;
    const uplink = () =>
        fetch(
            `${sandbox.appUrl}/smartcity/uplink/smartInterface/TC-RINGSTRASSE-01/key/swm-smartinterface-2024`,
            {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body,
            },
        );

    test('a reading keeps __proto__ and constructor with their values', async () => {
        expect((await uplink()).status).toBe(202);
        const { body: messages } = await api.call('orgadmin', 'GET', '/devices/14/diagnosis');
        const newest = [...messages].sort(
            (a: Json, b: Json) => Number(b.timestamp ?? 0) - Number(a.timestamp ?? 0),
        )[0];
        const value = JSON.parse(newest.value);
        expect(Object.keys(value)).toEqual(['__proto__', 'constructor', 'toString', 'temperature']);
        expect(Object.getOwnPropertyDescriptor(value, '__proto__')?.value).toBe(7);
        expect(value.constructor).toBe(3);
        expect(value.temperature).toBe(21);
    });

    test('a custom alarm script sees them as the reading had them', async () => {
        const custom = await api.call('orgadmin', 'POST', '/alarming/custom-alarms', {
            body: {
                title: 'Proto keys',
                description: 'The reading keeps its keys',
                alarmType: 'INFO',
                monitorId: 14,
                organizationId: 1,
                code: `Object.getOwnPropertyDescriptor(message.data, '__proto__')?.value === 7 &&
message.data.constructor === 3 && Object.getPrototypeOf(message.data) === Object.prototype;`,
                testData: '',
            },
        });
        expect(custom.status).toBe(201);
        expect((await uplink()).status).toBe(202);
        await customAlarmsSettled(sandbox.db);
        const { body: alarms } = await api.call('orgadmin', 'GET', '/alarming/alarms?size=1000000');
        expect(alarms.filter((alarm: Json) => alarm.customAlarmId === custom.body.id)).toEqual([
            expect.objectContaining({ state: 'ACTIVE', title: 'Proto keys' }),
        ]);
    });
});
