/**
 * Secrets need a role (issue 17, point 5): no secret value (integration credentials and secrets,
 * multicast session keys, data-sharing passwords and credential headers, as the resources'
 * secrets.ts name them) appears in any answer a viewer gets, on every GET route the API has, while
 * admins still get every one of them.
 *
 * The routes are the API's own (collected as Fastify registers them), so a new read route fails
 * this test until it says how to call it; a declared collection's (resources/collections.ts) are
 * called by themselves. The secret values come from the database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SHARING_SECRETS } from '../../resources/dataSharing/secrets.ts';
import { DEVICE_GROUP_SECRETS } from '../../resources/deviceGroups/secrets.ts';
import { collections } from '../../resources/collections.ts';
import { INTEGRATION_SECRETS } from '../../resources/integrations/secrets.ts';
import { productApi } from '../../sandbox/api/index.ts';
import { listDataSharings } from '../../sandbox/db/dataSharings.ts';
import { listDeviceGroups } from '../../sandbox/db/deviceGroups.ts';
import { listIntegrations } from '../../sandbox/db/integrations.ts';
import { schemaTable, tableNameOf } from '../../sandbox/db/schemaTable.ts';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { createAccessTokenVerifier } from '../../sandbox/sso/accessTokens.ts';
import { loadOrCreateKeys, publicJwks } from '../../sandbox/sso/keys.ts';
import { secretValues } from '../../src/crud/secrets.ts';
import { pkceLogin } from './support/pkceLogin.ts';
import { startTestSandbox } from './support/testSandbox.ts';

const USERS = ['viewer', 'orgadmin', 'sysadmin'] as const;
type User = (typeof USERS)[number];

let sandbox: RunningSandbox;
let app: FastifyInstance;
const tokens = new Map<User, string>();
let billingToken = '';
/** Every GET route of the API, as registered (e.g. /api/integrations/:id). */
const routes = new Set<string>();

const idsOf = (table: string) =>
    sandbox.db
        .prepare(`SELECT id FROM ${table} WHERE organizationId = 1 ORDER BY id`)
        .pluck()
        .all() as number[];

const ELEMENT = 'url=https%3A%2F%2Felement.example&auth=not-the-key';
const DAY = 86_400_000;

/** The declared collections (resources/collections.ts): their list and each of their records. */
const DECLARED_CALLS: Record<string, () => string[]> = Object.fromEntries(
    collections.flatMap(({ name, endpoint }) => [
        [`/api${endpoint}`, () => [endpoint]],
        [`/api${endpoint}/:id`, () => idsOf(tableNameOf(name)).map(id => `${endpoint}/${id}`)],
    ]),
);

/** How to call each GET route in organization 1: every record of it where it names one. */
const CALLS: Record<string, () => string[]> = {
    ...DECLARED_CALLS,
    '/api/version': () => ['/version'],
    '/api/openapi.json': () => ['/openapi.json'],
    '/api/organizations': () => ['/organizations'],
    '/api/organizations/:id': () => ['/organizations/1'],
    '/api/services': () => ['/services'],
    '/api/services/:id': () => idsOf('services').map(id => `/services/${id}`),
    '/api/integrations': () => ['/integrations?size=1000000'],
    '/api/integrations/:id': () => idsOf('integrations').map(id => `/integrations/${id}`),
    '/api/element/root-folders': () => [`/element/root-folders?${ELEMENT}`],
    '/api/element/root-folders/:id': () => [`/element/root-folders/folder-lighting?${ELEMENT}`],
    '/api/element/driver-instances': () => [`/element/driver-instances?${ELEMENT}`],
    '/api/devices': () => ['/devices'],
    '/api/devices/:id': () => idsOf('devices').map(id => `/devices/${id}`),
    '/api/devices/:id/diagnosis': () => idsOf('devices').map(id => `/devices/${id}/diagnosis`),
    '/api/devices/:id/export': () => [`/devices/5/export?start=0&end=${Date.now() + DAY}`],
    '/api/devices/types': () => ['/devices/types'],
    '/api/devices/types/commands': () => [
        '/devices/types/commands?vendor=Schr%C3%A9der&deviceType=Owlet%20IoT&firmware=3.0',
    ],
    '/api/devices/unboarded/:integrationId': () =>
        idsOf('integrations').map(id => `/devices/unboarded/${id}`),
    '/api/device-groups': () => ['/device-groups'],
    '/api/device-groups/:id': () => idsOf('device_groups').map(id => `/device-groups/${id}`),
    '/api/sharing': () => ['/sharing'],
    '/api/sharing/:id': () => idsOf('data_sharings').map(id => `/sharing/${id}`),
    '/api/billing/account': () => ['/billing/account'],
    '/api/billing/packages': () => ['/billing/packages'],
    '/api/billing/subscriptions': () => ['/billing/subscriptions'],
    '/api/billing/licences': () => ['/billing/licences'],
    '/api/alarming/alarms': () => ['/alarming/alarms'],
    '/api/alarming/alarms/:id': () => idsOf('alarms').map(id => `/alarming/alarms/${id}`),
    '/api/alarming/custom-alarms': () => ['/alarming/custom-alarms'],
    '/api/alarming/custom-alarms/:id': () =>
        idsOf('custom_alarms').map(id => `/alarming/custom-alarms/${id}`),
    '/api/alarming/responsibles': () => ['/alarming/responsibles?organizationId=1'],
    '/api/alarming/responsibles/:id': () =>
        idsOf('responsibles').map(id => `/alarming/responsibles/${id}`),
    '/api/users/group/:groupId': () =>
        ['organizations-1', 'services-101', 'smartcity'].map(group => `/users/group/${group}`),
    '/api/users/group/roles/:groupId': () =>
        ['organizations-1', 'services-101'].map(group => `/users/group/roles/${group}`),
    '/api/users/group/:groupId/role/:role': () => [
        '/users/group/organizations-1/role/ADMIN',
        '/users/group/organizations-1/role/VIEWER',
    ],
};

interface Answer {
    path: string;
    status: number;
    text: string;
}

async function call(user: User, path: string, method = 'GET', body?: unknown): Promise<Answer> {
    const response = await app.inject({
        method: method as 'GET',
        url: `/api${path}`,
        headers: {
            authorization: `Bearer ${tokens.get(user)}`,
            'x-organization-id': '1',
            'x-billing-token': billingToken,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
    });
    return { path, status: response.statusCode, text: response.body };
}

/** Every GET of organization 1 as the user. */
async function readEverything(user: User): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (const route of [...routes].sort()) {
        for (const path of CALLS[route]?.() ?? []) answers.push(await call(user, path));
    }
    return answers;
}

/** The secret values stored for organization 1, from the database. */
const storedSecrets = () => [
    ...listIntegrations(sandbox.db, 1).flatMap(record => secretValues(record, INTEGRATION_SECRETS)),
    ...listDeviceGroups(sandbox.db, 1).flatMap(record =>
        secretValues(record, DEVICE_GROUP_SECRETS),
    ),
    ...listDataSharings(sandbox.db, 1).flatMap(record =>
        secretValues(record, DATA_SHARING_SECRETS),
    ),
    ...collections.flatMap(({ name, schemas, secrets }) =>
        secrets
            ? schemaTable(sandbox.db, tableNameOf(name), schemas.record)
                  .list(1)
                  .flatMap(record => secretValues(record, secrets))
            : [],
    ),
];

const answers = new Map<User, Answer[]>();
let secrets: string[] = [];

beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const user of USERS) {
        tokens.set(user, (await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, user)).access_token);
    }
    const keys = await loadOrCreateKeys(sandbox.config.dataDir);
    app = Fastify();
    app.addHook('onRoute', route => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        if (methods.includes('GET')) routes.add(route.url);
    });
    await app.register(
        productApi({
            db: sandbox.db,
            verifyAccessToken: createAccessTokenVerifier(publicJwks(keys), sandbox.issuer),
        }),
        { prefix: '/api' },
    );
    await app.ready();
    const login = { username: 'musterstadt', password: 'musterstadt' };
    billingToken = JSON.parse((await call('orgadmin', '/billing/token', 'POST', login)).text)
        .access_token as string;

    // The secrets the seed lacks: Swisscom with a username and password, an API key header.
    const created = [
        await call('orgadmin', '/integrations', 'POST', {
            name: 'Swisscom with a password',
            type: 'SWISSCOM',
            details: {
                infoList: {
                    as_id: 'AS-PW',
                    as_key: 'as-key-4b1c77e0',
                    url: 'https://api.lpn.swisscom.ch',
                    connectivityPlanId: 'cp-1',
                    username: 'lpn-user',
                    password: 'lpn-password-93f2',
                },
            },
        }),
        await call('orgadmin', '/sharing', 'POST', {
            name: 'Sharing with an API key',
            script: 'function process(message) { return message.data; }',
            protocol: 'HTTP',
            headers: { 'X-API-Key': 'xapikey-5521ab', 'Content-Type': 'application/json' },
            mqttConfig: null,
            address: 'https://partner.example/in',
            deviceDetails: { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' },
        }),
    ];
    for (const answer of created) expect(answer.status, answer.text).toBe(201);

    secrets = storedSecrets();
    for (const user of USERS) answers.set(user, await readEverything(user));
}, 120_000);

afterAll(async () => {
    await app?.close();
    await sandbox?.close();
});

describe('secret values and roles in the API', () => {
    it('knows how to call every GET route the API has', () => {
        expect([...routes].sort()).toEqual(Object.keys(CALLS).sort());
    });

    it('has secrets of every kind stored, so the checks below can fail', () => {
        for (const value of [
            'cs4-7f3a9c1e5b2d4e6f8a0b', // ChirpStack API key
            'mqtt-secret-42', // MQTT password
            'swm-smartinterface-2024', // REST secret (the uplink address's key)
            'swm-digimondo-webhook', // webhook secret
            '5d1e8c3a9f7b2e4d6a0c8b1f3e5d7a9c', // Swisscom AS key
            'lpn-password-93f2', // Swisscom password
            '2B7E151628AED2A6ABF7158809CF4F3C', // multicast network session key
            '8E73B0F7DA0E6452C810F32B809079E5', // multicast application session key
            'Bearer opendata-7c2e91', // data sharing Authorization header
            'xapikey-5521ab', // data sharing X-API-Key header
            'scada-secret-17', // data sharing MQTT password
        ]) {
            expect(secrets).toContain(value);
        }
        // Header values that are no credentials stay readable.
        expect(secrets).not.toContain('application/json');
    });

    it('gives a viewer no secret value in any answer', () => {
        const viewer = answers.get('viewer')!;
        expect(viewer.length).toBeGreaterThan(60);
        const leaks = viewer.flatMap(({ path, text }) =>
            secrets.filter(secret => text.includes(secret)).map(secret => `${path}: ${secret}`),
        );
        expect(leaks).toEqual([]);
    });

    it('still gives a viewer the records that hold them, without the secrets only', () => {
        const viewer = answers.get('viewer')!;
        const body = (path: string) => {
            const answer = viewer.find(candidate => candidate.path === path)!;
            expect(answer.status, path).toBe(200);
            return JSON.parse(answer.text);
        };
        const integrations = body('/integrations?size=1000000');
        expect(integrations).toHaveLength(listIntegrations(sandbox.db, 1).length);
        const chirpStack = integrations.find((record: { id: number }) => record.id === 1);
        expect(chirpStack.details.infoList).toEqual({
            url: 'https://chirpstack.stadtwerke-musterstadt.example',
            applicationId: 12,
        });
        expect(body('/integrations/2').details.infoList).toEqual({
            username: 'swm-devices',
            clientId: 'swm-devices',
        });
        expect(body('/device-groups/1').groupDetails.infoList).not.toHaveProperty('nwSKey');
        expect(body('/device-groups/1').groupDetails.infoList).toHaveProperty('nwAdr');
        const sharings = body('/sharing').result as {
            name: string;
            headers: Record<string, string>;
        }[];
        const withKey = sharings.find(sharing => sharing.name === 'Sharing with an API key')!;
        expect(withKey.headers).toEqual({ 'Content-Type': 'application/json' });
    });

    it.each(['orgadmin', 'sysadmin'] as const)('gives %s every secret value', user => {
        const texts = answers.get(user)!.map(answer => answer.text);
        const missing = secrets.filter(secret => !texts.some(text => text.includes(secret)));
        expect(missing).toEqual([]);
    });
});
