/**
 * Access sweep (issues 7 and 41): every route the sandbox's API registers, by every demo user,
 * against the role rules of section 6 and the scoping rules of sandbox/API.md. A declared
 * collection's calls (resources/collections.ts) come from its declared access and its schemas,
 * unless the table of the specification's calls below lists them (SWEPT_BY_SCHEMA); the other
 * routes' from that table; a registered route that
 * neither gives, and that is not among the behaviours the sweep does not call (NOT_SWEPT), fails
 * the sweep. The expected status comes from the access (who may what), never from what the
 * sandbox answers: a member of the organization reads, its admins write, system admins do everything;
 * any other organization's data answers 403 (a foreign organization header, or a record of an
 * organization the caller has no group in); without a token 401.
 *
 * The calls run in-process (Fastify inject) on one sandbox database; each case runs inside a
 * SQLite savepoint that is rolled back afterwards, so writes never disturb later cases.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collections } from '../../resources/collections.ts';
import type { AccessLevel, DeclaredCollection } from '../../src/crud/collection.ts';
import { OPENAPI_PATH, productApi } from '../../sandbox/api/index.ts';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { createAccessTokenVerifier } from '../../sandbox/sso/accessTokens.ts';
import { loadOrCreateKeys, publicJwks } from '../../sandbox/sso/keys.ts';
import type { Json } from './support/apiClient.ts';
import { SPEC_CALLS } from './support/specCalls.ts';
import { pkceLogin } from './support/pkceLogin.ts';
import {
    callOf,
    registeredRoutes,
    routeOf,
    type RegisteredRoute,
} from './support/registeredRoutes.ts';
import { plainText, sampleOf, type JsonSchema } from '../schemaSamples.ts';
import { referencedIds } from './support/referencedIds.ts';
import { decodeJwt, startTestSandbox } from './support/testSandbox.ts';

type Org = 1 | 2;
const ORGS: Org[] = [1, 2];
const otherOrg = (org: Org): Org => (org === 1 ? 2 : 1);

const USERS = [
    'sysadmin',
    'orgadmin',
    'viewer',
    'serviceuser',
    'guest',
    'orgadmin2',
    'newcomer',
] as const;
type User = (typeof USERS)[number];
type Caller = User | 'anonymous';

/** The demo users' groups (sandbox/README.md): who is admin or viewer of which organization. */
const GROUPS: Record<User, { system?: true; admin?: Org[]; viewer?: Org[] }> = {
    sysadmin: { system: true },
    orgadmin: { admin: [1] },
    viewer: { viewer: [1] },
    // USER of services-101: a service group gives no organization's data (spec section 6).
    serviceuser: {},
    guest: {},
    orgadmin2: { admin: [2] },
    newcomer: {},
};
const isSystemAdmin = (user: User) => !!GROUPS[user].system;
const isAdmin = (user: User, org: Org) =>
    isSystemAdmin(user) || !!GROUPS[user].admin?.includes(org);
const isMember = (user: User, org: Org) =>
    isAdmin(user, org) || !!GROUPS[user].viewer?.includes(org);

/**
 * Who may call: everyone (even without a token), every signed-in user, members of the
 * organization (any role), its admins (organization admins and system admins), system admins.
 */
type Access = 'public' | 'signedIn' | 'member' | 'admin' | 'system';

/**
 * Where the organization comes from: the X-Organization-Id header, the call itself (a path id,
 * a query or body organizationId, a user group: responsibles, organizations, users; no header),
 * or nowhere (global).
 */
type Scope = 'header' | 'own' | 'global';

/** Ids of one organization's records; the sweep's own spare records are made in beforeAll. */
interface Ids {
    organization: Org;
    orgGroup: string;
    serviceGroup: string;
    billingLogin: string;
    /** an enabled service */
    service: number;
    /** a LoRaWAN integration with devices */
    integration: number;
    /** an integration nothing uses (removal) */
    spareIntegration: number;
    /** a Schréder Owlet device on `integration`, isTSD off */
    device: number;
    enabledDevice: number;
    disabledDevice: number;
    /** a device with isTSD (export) */
    tsdDevice: number;
    deviceGroup: number;
    sharing: number;
    /** an OPEN alarm */
    alarm: number;
    alarms: number[];
    customAlarm: number;
    responsible: number;
    /** a running subscription */
    subscription: number;
    /**
     * A record of each declared collection, by name, made from its create schema in beforeAll
     * (nothing refers to it: removable); `{record:<name>}` in a path.
     */
    records: Record<string, number>;
}
type IdKey = Exclude<keyof Ids, 'records'>;

interface Endpoint {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    /** `{key}` is an id of the record's organization (Ids). */
    path: string;
    access: Access;
    scope: Scope;
    body?: (ids: Ids) => unknown;
    /** The body names records of the organization (bulk calls): checked like path ids. */
    bodyRecords?: true;
    /** Run as sysadmin before the call (inside the same savepoint), e.g. a role to remove. */
    prepare?: { method: 'POST'; path: string };
}

const OWLET = { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' };
const HEX32 = '00112233445566778899AABBCCDDEEFF';
const DAY = 86_400_000;
const ELEMENT = 'auth=sweep-token&url=https%3A%2F%2Felement.example';
const WEEK = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(day => [
        day,
        { start: 0, end: 86_399_999 },
    ]),
);
const SHARING = {
    script: 'function process(message) { return message.data; }',
    protocol: 'HTTP',
    headers: { 'X-Sweep': 'yes' },
    mqttConfig: null,
    address: 'https://open-data.example/in',
    deviceDetails: OWLET,
};

/** A header-scoped collection's access level as the sweep's (its members at least). */
const SWEEP_ACCESS: Record<AccessLevel, Access> = {
    everyone: 'member',
    organizationMembers: 'member',
    organizationAdmins: 'admin',
    systemAdmins: 'system',
};

/**
 * A create body of a declared collection, from its schema: texts `<lead> <property>`, references
 * to records of the organization.
 */
function createBody(collection: DeclaredCollection, lead: string, organization: Org) {
    const body = sampleOf(collection.schemas.create as JsonSchema, plainText(lead), {
        referenceOf: referencedIds(sandbox.db, organization),
    }) as Json;
    if (collection.organizationInBody) body[collection.organizationInBody] = organization;
    return body;
}

/**
 * A declared collection's calls (decision 0068): reads by its list's access, writes by its add
 * page's, all under the organization header, on the record made in beforeAll; bodies from its
 * schemas.
 */
function declaredRows(collection: DeclaredCollection): Endpoint[] {
    const { endpoint, access = {}, schemas } = collection;
    const read = SWEEP_ACCESS[access.list ?? 'organizationMembers'];
    const write = SWEEP_ACCESS[access.add ?? 'organizationAdmins'];
    const one = `${endpoint}/{record:${collection.name}}`;
    const recordOf = (ids: Ids) => ids.records[collection.name]!;
    const update = (schemas.update ?? schemas.create) as JsonSchema;
    return [
        row('GET', endpoint, read, 'header'),
        row('GET', one, read, 'header'),
        row('POST', endpoint, write, 'header', {
            body: ids => createBody(collection, 'Sweep', ids.organization),
        }),
        row(collection.updateMethod ?? 'PATCH', one, write, 'header', {
            body: ids => ({
                ...(sampleOf(update, plainText('Renamed'), {
                    optional: true,
                    without: ['id', 'organizationId'],
                    referenceOf: referencedIds(sandbox.db, ids.organization),
                }) as Json),
                ...(update.properties?.id ? { id: recordOf(ids) } : {}),
            }),
        }),
        row('DELETE', one, write, 'header'),
        ...(collection.bulkDeletePath
            ? [
                  row('DELETE', collection.bulkDeletePath, write, 'header', {
                      body: ids => ({ ids: [recordOf(ids)] }),
                      bodyRecords: true,
                  }),
              ]
            : []),
    ];
}

/** One row of the table. */
const row = (
    method: Endpoint['method'],
    path: string,
    access: Access,
    scope: Scope,
    more: Partial<Endpoint> = {},
): Endpoint => ({ method, path, access, scope, ...more });

/**
 * Every call of spec section 7 (and the users-by-role call API.md adds) that is not a declared
 * collection's, with valid bodies: the specification's access, row by row.
 */
const SPECIFIED: Endpoint[] = [
    // Users: the groupId carries the scope (no header).
    ...(['orgGroup', 'serviceGroup'] as const).flatMap(group => [
        row('POST', `/users/username/newcomer/group/{${group}}?role=VIEWER`, 'admin', 'own'),
        row('GET', `/users/group/{${group}}`, 'admin', 'own'),
        row('GET', `/users/group/roles/{${group}}`, 'admin', 'own'),
        row('GET', `/users/group/{${group}}/role/ADMIN`, 'admin', 'own'),
        row('DELETE', `/users/username/newcomer/group/{${group}}?role=VIEWER`, 'admin', 'own', {
            prepare: {
                method: 'POST',
                path: `/users/username/newcomer/group/{${group}}?role=VIEWER`,
            },
        }),
    ]),
    row('POST', '/users/username/newcomer/group/smartcity?role=ADMIN', 'system', 'global'),
    row('GET', '/users/group/smartcity', 'system', 'global'),
    row('GET', '/users/group/roles/smartcity', 'system', 'global'),
    row('DELETE', '/users/username/newcomer/group/smartcity?role=ADMIN', 'system', 'global', {
        prepare: { method: 'POST', path: '/users/username/newcomer/group/smartcity?role=ADMIN' },
    }),
    row('DELETE', '/users/{newcomerId}', 'system', 'global'),
    // Services: the activation (the collection is declared); AS_ADMIN on a disabled service.
    row('PUT', '/services/{service}/activation/NO_ACTIVATION', 'admin', 'header'),
    row('PUT', '/services/{record:services}/activation/AS_ADMIN', 'system', 'header'),
    // Organizations: no header.
    row('POST', '/organizations', 'system', 'global', {
        body: () => ({ name: 'Sweep organization', billingId: 'SWEEP-1' }),
    }),
    row('GET', '/organizations', 'signedIn', 'global'),
    row('GET', '/organizations/{organization}', 'member', 'own'),
    row('PUT', '/organizations/{organization}', 'system', 'own', {
        body: ids => ({ id: ids.organization, name: 'Renamed organization', billingId: 'REN-1' }),
    }),
    row('DELETE', '/organizations/{organization}', 'system', 'own'),
    // Responsibles: no header; the organization is the record's, the body's or the query's.
    row('POST', '/alarming/responsibles', 'admin', 'own', {
        body: ids => ({
            name: 'Sweep Responsible',
            email: 'sweep@example.org',
            organizationId: ids.organization,
            plans: [{ id: ids.organization, alarmTypes: ['FAILURE'], time: WEEK }],
        }),
    }),
    row('GET', '/alarming/responsibles?organizationId={organization}', 'member', 'own'),
    row('GET', '/alarming/responsibles/{responsible}', 'member', 'own'),
    row('PUT', '/alarming/responsibles/{responsible}', 'admin', 'own', {
        body: ids => ({
            id: ids.responsible,
            name: 'Renamed Responsible',
            email: 'renamed@example.org',
            organizationId: ids.organization,
            plans: [],
        }),
    }),
    row('DELETE', '/alarming/responsibles/{responsible}', 'admin', 'own'),
    // Custom alarms
    row('POST', '/alarming/custom-alarms', 'admin', 'header', {
        body: ids => ({
            title: 'Sweep custom alarm',
            description: 'Raised by the access sweep',
            alarmType: 'WARNING',
            monitorId: ids.device,
            organizationId: ids.organization,
            code: 'message.data.temperature > 30;',
            testData: 'const message = { data: { temperature: 31 } };',
        }),
    }),
    row('GET', '/alarming/custom-alarms', 'member', 'header'),
    row('GET', '/alarming/custom-alarms/{customAlarm}', 'member', 'header'),
    row('PATCH', '/alarming/custom-alarms/{customAlarm}', 'admin', 'header', {
        body: ids => ({ id: ids.customAlarm, title: 'Renamed custom alarm' }),
    }),
    row('DELETE', '/alarming/custom-alarms/{customAlarm}', 'admin', 'header'),
    row('POST', '/alarming/custom-alarms/dryrun', 'admin', 'header', {
        body: () => ({
            code: 'const message = { data: { temperature: 31 } };\nmessage.data.temperature > 30;',
        }),
    }),
    // Alarms
    row('POST', '/alarming/alarms', 'admin', 'header', {
        body: ids => ({
            title: 'Sweep test alarm',
            description: 'Sent by the access sweep',
            type: 'FAILURE',
            organizationId: ids.organization,
            state: 'ACTIVE',
        }),
    }),
    row('GET', '/alarming/alarms', 'member', 'header'),
    row('GET', '/alarming/alarms/{alarm}', 'member', 'header'),
    row('PATCH', '/alarming/alarms/{alarm}', 'admin', 'header', {
        body: ids => ({ id: ids.alarm, state: 'ACKNOWLEDGED' }),
    }),
    row('DELETE', '/alarming/alarms/{alarm}', 'admin', 'header'),
    row('DELETE', '/alarming/alarms/bulk', 'admin', 'header', {
        body: ids => ({ ids: ids.alarms }),
        bodyRecords: true,
    }),
    // Integrations
    row('POST', '/integrations', 'admin', 'header', {
        body: ids => ({
            name: 'Sweep integration',
            type: 'REST',
            organizationId: ids.organization,
            details: { infoList: { integrationSecret: 'sweep-secret' } },
        }),
    }),
    row('GET', '/integrations?size=1000000', 'member', 'header'),
    row('GET', '/integrations/{integration}', 'member', 'header'),
    row('PATCH', '/integrations/{integration}', 'admin', 'header', {
        body: ids => ({ id: ids.integration, name: 'Renamed integration' }),
    }),
    row('POST', '/integrations/{integration}/register?overwrite=false', 'admin', 'header', {
        body: ids => ({
            integrationId: ids.integration,
            updateExisting: false,
            devices: [
                { name: 'Registered by sweep', deviceId: 'SWEEP-REGISTERED-1', details: OWLET },
            ],
        }),
    }),
    row('DELETE', '/integrations/{spareIntegration}', 'admin', 'header'),
    // Element look-ups
    row('GET', `/element/root-folders/folder-lighting?${ELEMENT}`, 'member', 'header'),
    row('GET', `/element/root-folders?${ELEMENT}`, 'member', 'header'),
    row('GET', `/element/driver-instances?${ELEMENT}`, 'member', 'header'),
    // Devices
    row('POST', '/devices/onboard', 'admin', 'header', {
        body: ids => ({
            deviceList: [
                {
                    id: null,
                    deviceId: 'SWEEP-ONBOARDED-1',
                    name: 'Onboarded by sweep',
                    tags: ['lighting'],
                    integrationId: ids.integration,
                    mapping: null,
                    organizationId: ids.organization,
                    details: OWLET,
                },
            ],
        }),
    }),
    row('GET', '/devices', 'member', 'header'),
    row('GET', '/devices/{device}', 'member', 'header'),
    row('GET', '/devices/unboarded/{integration}', 'member', 'header'),
    row('GET', '/devices/types', 'member', 'header'),
    row(
        'GET',
        `/devices/types/commands?vendor=Schr%C3%A9der&deviceType=Owlet%20IoT&firmware=3.0`,
        'member',
        'header',
    ),
    row('GET', `/devices/{tsdDevice}/export?start=0&end=${Date.now() + DAY}`, 'admin', 'header'),
    row('GET', '/devices/{device}/diagnosis', 'member', 'header'),
    row('PATCH', '/devices/{device}', 'admin', 'header', {
        body: ids => ({ id: ids.device, name: 'Renamed device', updateInterval: 900 }),
    }),
    // Setting the isTSD checkbox: system admins only (spec section 6).
    row('PATCH', '/devices/{device}', 'system', 'header', {
        body: ids => ({ id: ids.device, isTSD: true }),
    }),
    row('PUT', '/devices/activation/NO_ACTIVATION', 'admin', 'header', {
        body: ids => ({ devices: [ids.enabledDevice], activationOption: 'NO_ACTIVATION' }),
        bodyRecords: true,
    }),
    row('PUT', '/devices/activation/AS_ADMIN', 'system', 'header', {
        body: ids => ({ devices: [ids.disabledDevice], activationOption: 'AS_ADMIN' }),
        bodyRecords: true,
    }),
    row('DELETE', '/devices/{device}', 'admin', 'header'),
    row('POST', '/devices/{device}/send', 'admin', 'header', {
        body: () => ({ fPort: 10, hexPayload: '01FF' }),
    }),
    row('POST', '/devices/{device}/command', 'admin', 'header', {
        body: () => ({ intent: 'dim', params: { level: 40 } }),
    }),
    // Device groups
    row('POST', '/device-groups', 'admin', 'header', {
        body: ids => ({
            name: 'Sweep group',
            integrationId: ids.integration,
            organizationId: ids.organization,
            mapping: null,
            details: OWLET,
            groupDetails: { infoList: { nwAdr: '0A0B0C0D', nwSKey: HEX32, appSKey: HEX32 } },
        }),
    }),
    row('GET', '/device-groups', 'member', 'header'),
    row('GET', '/device-groups/{deviceGroup}', 'member', 'header'),
    row('PATCH', '/device-groups/{deviceGroup}', 'admin', 'header', {
        body: ids => ({ id: ids.deviceGroup, name: 'Renamed group' }),
    }),
    row('DELETE', '/device-groups/{deviceGroup}', 'admin', 'header'),
    row('POST', '/device-groups/{deviceGroup}/send', 'admin', 'header', {
        body: () => ({ fPort: 10, hexPayload: '01FF' }),
    }),
    row('POST', '/device-groups/{deviceGroup}/command', 'admin', 'header', {
        body: () => ({ intent: 'switch', params: { on: true } }),
    }),
    // Data sharing
    row('POST', '/sharing', 'admin', 'header', {
        body: () => ({ name: 'Sweep sharing', ...SHARING }),
    }),
    row('GET', '/sharing', 'member', 'header'),
    row('GET', '/sharing/{sharing}', 'member', 'header'),
    row('PATCH', '/sharing', 'admin', 'header', {
        body: ids => ({ id: ids.sharing, name: 'Renamed sharing', ...SHARING, error: false }),
        bodyRecords: true,
    }),
    // The same change with the id in the path too (API.md).
    row('PATCH', '/sharing/{sharing}', 'admin', 'header', {
        body: ids => ({ id: ids.sharing, name: 'Renamed sharing', ...SHARING, error: false }),
    }),
    row('DELETE', '/sharing/{sharing}', 'admin', 'header'),
    row('POST', '/sharing/dryrun', 'admin', 'header', {
        body: () => ({ script: SHARING.script, protocol: 'HTTP', address: '', secret: '' }),
    }),
    // Billing (the billing token of the header's organization is sent with every call)
    row('POST', '/billing/token', 'member', 'header', {
        body: ids => ({ username: ids.billingLogin, password: ids.billingLogin }),
    }),
    row('GET', '/billing/account', 'member', 'header'),
    row('PATCH', '/billing/account', 'admin', 'header', {
        body: () => ({ companyName: 'Renamed company' }),
    }),
    row('GET', '/billing/packages', 'member', 'header'),
    row('POST', '/billing/subscriptions', 'admin', 'header', {
        body: () => ({
            packageId: 501,
            quantity: 1,
            sendNoConfirmationMail: false,
            internalOrderId: 'SWEEP-PO',
        }),
    }),
    row('GET', '/billing/subscriptions', 'member', 'header'),
    row('DELETE', '/billing/subscriptions/{subscription}', 'admin', 'header'),
    row('GET', '/billing/licences', 'member', 'header'),
    // Other calls
    row('GET', '/version', 'public', 'global'),
];

/**
 * The declared collections whose calls are made from their declared access and schemas: those
 * the table above does not list. It lists the ones whose own rules need bodies a schema cannot
 * make (an integration of the organization, a supported device type, plans of its services) or
 * whose organization is not the header's (organizations, responsibles).
 */
const SWEPT_BY_SCHEMA = collections.filter(
    ({ endpoint }) => !SPECIFIED.some(row => row.path.split('?')[0] === endpoint),
);

/** The calls of the declared collections and the specification's: what the sweep can call. */
const ENDPOINTS: Endpoint[] = [...SWEPT_BY_SCHEMA.flatMap(declaredRows), ...SPECIFIED];

/**
 * Registered routes the sweep does not call, each by a behaviour of the API (never by
 * resource): a new route is either swept or named here with the reason.
 */
const NOT_SWEPT: { why: string; matches: (route: RegisteredRoute) => boolean }[] = [
    {
        why: "Fastify's HEAD twin of each GET route: the GET's handler answers it, and the GET is swept",
        matches: route => route.method === 'HEAD',
    },
    {
        why: 'the API document: public, no organization data (tests/sandbox/openapi.test.ts)',
        matches: route => route.url === OPENAPI_PATH,
    },
];

const REGISTERED = await registeredRoutes();
/** The route a row calls (its path without the query). */
const routeOfRow = (endpoint: Endpoint) =>
    routeOf(REGISTERED, endpoint.method, endpoint.path.split('?')[0]!);
/** The registered routes to call, each with its rows. */
const SWEPT = REGISTERED.filter(route => !NOT_SWEPT.some(one => one.matches(route))).map(route => ({
    route,
    rows: ENDPOINTS.filter(endpoint => routeOfRow(endpoint) === route),
}));

/** One way of calling: the header's organization and the organization of the records named. */
interface Context {
    header?: Org;
    records?: Org;
}

const namesRecords = (endpoint: Endpoint) =>
    /\{(?!newcomerId)/.test(endpoint.path) || !!endpoint.bodyRecords;

function contextsOf(endpoint: Endpoint): Context[] {
    if (endpoint.scope === 'global') return [{}];
    if (endpoint.scope === 'own') return ORGS.map(org => ({ records: org }));
    const own = ORGS.map(org => ({ header: org, records: org }));
    // A record of the other organization under one's own header.
    const crossed = namesRecords(endpoint)
        ? ORGS.map(org => ({ header: org, records: otherOrg(org) }))
        : [];
    return [...own, ...crossed];
}

type Expected = '2xx' | 401 | 403 | 404;

/** The expected answer, from the role rules alone. */
function expected(caller: Caller, endpoint: Endpoint, { header, records }: Context): Expected {
    if (endpoint.access === 'public') return '2xx';
    if (caller === 'anonymous') return 401;
    if (endpoint.access === 'signedIn') return '2xx';
    const org = header ?? records;
    if (org !== undefined && !isMember(caller, org)) return 403;
    if (endpoint.access === 'admin' && org !== undefined && !isAdmin(caller, org)) return 403;
    if (endpoint.access !== 'member' && endpoint.access !== 'admin' && !isSystemAdmin(caller)) {
        return 403;
    }
    // A record that is not in the header's organization: 403 for an organization the caller
    // has no group in, else it is not there (404).
    if (header !== undefined && records !== undefined && records !== header) {
        return isMember(caller, records) ? 404 : 403;
    }
    return '2xx';
}

function label(endpoint: Endpoint, { header, records }: Context): string {
    // The query only where it names the organization.
    const [plain = '', query] = endpoint.path.split('?');
    const path = (query?.includes('{') ? endpoint.path : plain).replace(
        /\{([\w:]+)\}/g,
        (_, key: string) => (key === 'newcomerId' ? '{newcomer id}' : `{org${records} ${key}}`),
    );
    const body = endpoint.bodyRecords ? ` with org${records} records` : '';
    const scope =
        header !== undefined
            ? ` (header ${header})`
            : endpoint.scope === 'own' && !endpoint.path.includes('{')
              ? ` (organizationId ${records} in the body)`
              : '';
    const extra =
        endpoint.access === 'system' && endpoint.scope === 'header'
            ? ` [${endpoint.path.includes('AS_ADMIN') ? 'AS_ADMIN' : 'isTSD'}]`
            : '';
    return `${endpoint.method} ${path}${body}${scope}${extra}`;
}

interface Case {
    name: string;
    caller: Caller;
    endpoint: Endpoint;
    context: Context;
    expect: Expected;
}

const CASES: Case[] = SWEPT.flatMap(({ rows }) => rows).flatMap(endpoint =>
    contextsOf(endpoint).flatMap(context => {
        const callers: Caller[] = [...USERS];
        // Without a token once per call is enough.
        if (context.header !== 2 && context.records !== 2) callers.push('anonymous');
        return callers.map(caller => {
            const status = expected(caller, endpoint, context);
            return {
                name: `${caller} ${label(endpoint, context)} → ${status}`,
                caller,
                endpoint,
                context,
                expect: status,
            };
        });
    }),
);

let sandbox: RunningSandbox;
let app: FastifyInstance;
const tokens = new Map<User, string>();
const billingTokens = new Map<Org, string>();
const ids = new Map<Org, Ids>();
/** Texts that only one organization's data contains (names, titles, e-mails). */
const markers = new Map<Org, string[]>();
let newcomerId = '';

interface Answer {
    status: number;
    body: Json;
    text: string;
}

async function call(
    caller: Caller,
    method: string,
    path: string,
    { header, body }: { header?: Org; body?: unknown } = {},
): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (caller !== 'anonymous') headers.authorization = `Bearer ${tokens.get(caller)}`;
    if (header !== undefined) {
        headers['x-organization-id'] = String(header);
        headers['x-billing-token'] = billingTokens.get(header) ?? '';
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.inject({
        method: method as 'GET',
        url: `/api${path}`,
        headers,
        payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = response.body;
    return { status: response.statusCode, body: text ? JSON.parse(text) : undefined, text };
}

/** A sysadmin call that must succeed (setup). */
async function setupCall(method: string, path: string, header?: Org, body?: unknown) {
    const answer = await call('sysadmin', method, path, { header, body });
    if (answer.status >= 300) {
        throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
    }
    return answer.body;
}

function resolve(path: string, org: Org): string {
    const own = ids.get(org)!;
    return path.replace(/\{([\w:]+)\}/g, (_, key: string) =>
        key === 'newcomerId'
            ? newcomerId
            : key.startsWith('record:')
              ? String(own.records[key.slice('record:'.length)])
              : String(own[key as IdKey]),
    );
}

async function collectMarkers(org: Org): Promise<string[]> {
    const texts: string[] = [];
    const add = (list: Json[], ...keys: string[]) =>
        list.forEach(item => keys.forEach(key => texts.push(String(item[key]))));
    add(await setupCall('GET', '/devices', org), 'name', 'deviceId');
    // The texts of each declared collection swept by its schemas, by its record schema.
    for (const { endpoint, schemas, listResultKey } of SWEPT_BY_SCHEMA) {
        const texts = Object.entries(schemas.record.properties as Record<string, JsonSchema>)
            .filter(([, property]) => property.type === 'string')
            .map(([key]) => key);
        const list = await setupCall('GET', endpoint, org);
        add(listResultKey ? list[listResultKey] : list, ...texts);
    }
    add(await setupCall('GET', '/integrations', org), 'name');
    add(await setupCall('GET', '/device-groups', org), 'name');
    add((await setupCall('GET', '/sharing', org)).result, 'name');
    add(await setupCall('GET', '/alarming/alarms', org), 'title');
    add(await setupCall('GET', '/alarming/custom-alarms', org), 'title');
    add(await setupCall('GET', `/alarming/responsibles?organizationId=${org}`), 'name', 'email');
    add([await setupCall('GET', `/organizations/${org}`)], 'name', 'billingId');
    add([await setupCall('GET', '/billing/account', org)], 'companyName', 'lastName');
    return texts;
}

beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const user of USERS) {
        const { access_token } = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, user);
        tokens.set(user, access_token);
    }
    newcomerId = String(decodeJwt(tokens.get('newcomer')!).sub);
    const keys = await loadOrCreateKeys(sandbox.config.dataDir);
    app = Fastify();
    await app.register(
        productApi({
            db: sandbox.db,
            verifyAccessToken: createAccessTokenVerifier(publicJwks(keys), sandbox.issuer),
        }),
        { prefix: '/api' },
    );
    await app.ready();

    const logins: Record<Org, string> = { 1: 'musterstadt', 2: 'lagoverde' };
    for (const org of ORGS) {
        const login = { username: logins[org], password: logins[org] };
        billingTokens.set(
            org,
            (await setupCall('POST', '/billing/token', org, login)).access_token,
        );
    }
    // Spare records of each organization, and what organization 2 lacks in the seed.
    const spare = async (org: Org) => ({
        spareIntegration: (
            await setupCall('POST', '/integrations', org, {
                name: 'Spare integration',
                type: 'REST',
                details: { infoList: { integrationSecret: 'spare-secret' } },
            })
        ).id as number,
    });
    // A record of each declared collection, from its create schema.
    const declaredRecords = async (org: Org) => {
        const records: Record<string, number> = {};
        for (const collection of SWEPT_BY_SCHEMA) {
            const body = createBody(collection, 'Spare', org);
            records[collection.name] = (await setupCall('POST', collection.endpoint, org, body)).id;
        }
        return records;
    };
    const base = async (org: Org) => ({
        organization: org,
        orgGroup: `organizations-${org}`,
        billingLogin: logins[org],
        records: await declaredRecords(org),
    });
    ids.set(1, {
        ...(await base(1)),
        ...(await spare(1)),
        serviceGroup: 'services-101',
        service: 101,
        integration: 1,
        device: 1,
        enabledDevice: 1,
        disabledDevice: 2,
        tsdDevice: 5,
        deviceGroup: 1,
        sharing: 1,
        alarm: 7,
        alarms: [7, 12],
        customAlarm: 1,
        responsible: 1,
        subscription: 1,
    });
    await setupCall('PATCH', '/devices/24', 2, { isTSD: true });
    const group = await setupCall('POST', '/device-groups', 2, {
        name: 'Gruppo lampioni',
        integrationId: 7,
        mapping: 201,
        details: OWLET,
        groupDetails: { infoList: { nwAdr: '01020304', nwSKey: HEX32, appSKey: HEX32 } },
    });
    const sharing = await setupCall('POST', '/sharing', 2, { name: 'Dati traffico', ...SHARING });
    const subscription = await setupCall('POST', '/billing/subscriptions', 2, {
        packageId: 521,
        quantity: 1,
        sendNoConfirmationMail: false,
        internalOrderId: 'CLV-PO-1',
    });
    ids.set(2, {
        ...(await base(2)),
        ...(await spare(2)),
        serviceGroup: 'services-201',
        service: 201,
        integration: 7,
        device: 23,
        enabledDevice: 21,
        disabledDevice: 23,
        tsdDevice: 24,
        deviceGroup: group.id,
        sharing: sharing.id,
        alarm: 17,
        alarms: [15, 16],
        customAlarm: 2,
        responsible: 3,
        subscription: subscription.id,
    });
    const texts = new Map<Org, string[]>();
    for (const org of ORGS) texts.set(org, await collectMarkers(org));
    // The providers name the devices they know by integration type, in every organization.
    const shared = new Set<string>();
    for (const org of ORGS) {
        const known = await setupCall(
            'GET',
            `/devices/unboarded/${ids.get(org)!.integration}`,
            org,
        );
        known.forEach((device: Json) => shared.add(device.name).add(device.deviceId));
    }
    for (const org of ORGS) {
        const others = new Set(texts.get(otherOrg(org)));
        markers.set(
            org,
            [...new Set(texts.get(org))].filter(
                text => text.length >= 5 && !others.has(text) && !shared.has(text),
            ),
        );
    }
}, 60_000);

afterAll(async () => {
    await app?.close();
    await sandbox?.close();
});

/** Organizations whose data the answer must not show. */
function foreignOrgs(caller: Caller, { header, records }: Context, status: number): Org[] {
    // Errors show no organization's data at all.
    if (status >= 300) return ORGS;
    const org = header ?? records;
    if (org !== undefined) return [otherOrg(org)];
    return ORGS.filter(one => caller === 'anonymous' || !isMember(caller, one));
}

describe('access sweep: every registered route by every demo user', () => {
    test('calls every registered route but the behaviours of NOT_SWEPT', () => {
        expect(SWEPT.length).toBeGreaterThan(0);
        const unswept = SWEPT.filter(({ rows }) => rows.length === 0).map(({ route }) =>
            callOf(route),
        );
        expect(unswept, 'registered routes without a call in the sweep').toEqual([]);
        // No row of the table calls a route the API does not have.
        const stale = ENDPOINTS.filter(endpoint => !routeOfRow(endpoint)).map(
            ({ method, path }) => `${method} ${path}`,
        );
        expect(stale, 'rows that call no registered route').toEqual([]);
        expect(new Set(CASES.map(one => one.name)).size).toBe(CASES.length);
    });

    test('covers every call of spec section 7', () => {
        const swept = new Set(
            SWEPT.filter(({ rows }) => rows.length > 0).map(({ route }) => callOf(route)),
        );
        expect(SPEC_CALLS).toHaveLength(77);
        expect(SPEC_CALLS.filter(one => !swept.has(one))).toEqual([]);
    });

    test.each(CASES.map(one => [one.name, one] as const))('%s', async (_, one) => {
        const { caller, endpoint, context } = one;
        const org = context.records ?? context.header ?? 1;
        const db = sandbox.db;
        db.exec('SAVEPOINT sweep');
        try {
            if (endpoint.prepare) {
                await setupCall(endpoint.prepare.method, resolve(endpoint.prepare.path, org));
            }
            const changes = () => db.prepare('SELECT total_changes()').pluck().get() as number;
            const before = changes();
            const answer = await call(caller, endpoint.method, resolve(endpoint.path, org), {
                header: context.header,
                body: endpoint.body?.(ids.get(org)!),
            });
            const wanted = one.expect;
            if (wanted === '2xx') {
                expect(answer.status, answer.text).toBeGreaterThanOrEqual(200);
                expect(answer.status, answer.text).toBeLessThan(300);
            } else {
                expect(answer.status, answer.text).toBe(wanted);
                // Spec section 8: the error modal shows the message of a 400..501 answer.
                expect(answer.body).toEqual({ message: expect.stringMatching(/\S/) });
                expect(changes(), 'rows written by a refused call').toBe(before);
            }
            for (const foreign of foreignOrgs(caller, context, answer.status)) {
                const leaked = markers.get(foreign)!.filter(text => answer.text.includes(text));
                expect(leaked, `organization ${foreign}'s data in the answer`).toEqual([]);
            }
        } finally {
            db.exec('ROLLBACK TO sweep');
            db.exec('RELEASE sweep');
        }
    });
});
