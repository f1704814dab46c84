/**
 * A declared collection served by itself (sandbox/api/declaredCollection.ts, decision 0068): a
 * new resource, here "gateways", needs only its facts, its schemas and its seed records; its
 * table is made from the record schema. What its calls answer, as the product API's callers see
 * it: the whole list, scoping by the organization header, access by the declared level, secrets
 * left out for viewers, unique names, ids by the sandbox, bodies checked by the schemas.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DeclaredCollection } from '../../src/crud/collection.ts';
import { Id, ReferenceOrNull, SharedName } from '../../src/validation/schemaParts.ts';
import { authenticate } from '../../sandbox/api/auth.ts';
import { PRODUCT } from '../../sandbox/config.ts';
import {
    declaredCollectionRoutes,
    type CollectionHooks,
} from '../../sandbox/api/declaredCollection.ts';
import { apiErrorHandler, conflict } from '../../sandbox/api/errors.ts';
import { checkWithSchemas } from '../../sandbox/api/schemaValidation.ts';
import { openDatabase, removeDatabaseFile } from '../../sandbox/db/index.ts';
import { declaredTable, type StoredRecord } from '../../sandbox/db/schemaTable.ts';

const GatewayRecord = Type.Object(
    {
        id: Id(),
        name: SharedName('Name'),
        organizationId: Id(),
        enabled: Type.Boolean(),
        details: Type.Object({ location: Type.String(), apiKey: Type.String() }),
        note: Type.Union([Type.String(), Type.Null()]),
    },
    { title: 'Gateway' },
);
const GatewayBody = Type.Object({
    name: SharedName('Name'),
    enabled: Type.Boolean({ title: 'Enabled' }),
    details: Type.Object({ location: Type.String(), apiKey: Type.String() }, { title: 'Details' }),
    note: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    organizationId: Type.Optional(Type.Unknown()),
    id: Type.Optional(Type.Unknown()),
});
const GatewayChange = Type.Partial(GatewayBody);

const gateways: DeclaredCollection = {
    name: 'gateways',
    endpoint: '/gateways',
    organizationInBody: 'organizationId',
    identity: ['name'],
    bulkDeletePath: '/gateways/bulk',
    secrets: { paths: ['details.apiKey'] },
    schemas: { record: GatewayRecord, create: GatewayBody, update: GatewayChange },
};

const SEED: StoredRecord[] = [
    {
        id: 1,
        organizationId: 1,
        name: 'Gateway Rathaus',
        enabled: true,
        details: { location: 'Rathaus', apiKey: 'key-rathaus' },
        note: null,
    },
    {
        id: 2,
        organizationId: 1,
        name: 'Gateway Bahnhof',
        enabled: false,
        details: { location: 'Bahnhof', apiKey: 'key-bahnhof' },
        note: 'on the roof',
    },
    {
        id: 3,
        organizationId: 2,
        name: 'Gateway Lago',
        enabled: true,
        details: { location: 'Lago', apiKey: 'key-lago' },
        note: null,
    },
];

/** The groups of the demo users (the token is the user's name here). */
const GROUPS: Record<string, string[]> = {
    sysadmin: [`/${PRODUCT}/ADMIN`],
    orgadmin: ['/organizations/1/ADMIN'],
    viewer: ['/organizations/1/VIEWER'],
    orgadmin2: ['/organizations/2/ADMIN'],
};

let dataDir: string;
let db: Database;

/** The product API's plumbing around the given collections. */
async function apiWith(
    collection: DeclaredCollection,
    hooks?: CollectionHooks,
): Promise<FastifyInstance> {
    const app = Fastify();
    app.decorateRequest('caller', null as never);
    app.decorateRequest('organizationId', null as never);
    app.setErrorHandler(apiErrorHandler);
    checkWithSchemas(app);
    app.addHook(
        'onRequest',
        authenticate(async token => ({ sub: token, typ: 'Bearer', groups: GROUPS[token] ?? [] })),
    );
    await app.register(declaredCollectionRoutes(db, collection, hooks));
    await app.ready();
    return app;
}

let app: FastifyInstance;

const call = async (
    user: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    { body, organization = 1 }: { body?: unknown; organization?: number } = {},
    on: FastifyInstance = app,
) => {
    const response = await on.inject({
        method,
        url,
        headers: { authorization: `Bearer ${user}`, 'x-organization-id': String(organization) },
        ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json() };
};

beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declared-collection-'));
    db = openDatabase(dataDir);
    app = await apiWith(gateways);
});

beforeEach(() => {
    db.exec('DROP TABLE IF EXISTS gateways');
    const table = declaredTable('gateways', GatewayRecord, SEED);
    db.exec(table.schema);
    table.seed(db);
});

afterAll(async () => {
    await app?.close();
    db?.close();
    removeDatabaseFile(path.join(dataDir, 'sandbox.db'));
    fs.rmSync(dataDir, { recursive: true, force: true });
});

const viewed = ({ details, ...record }: StoredRecord) => ({
    ...record,
    details: { location: (details as { location: string }).location },
});

describe('reads', () => {
    test("the list is the organization's whole collection, by id, size ignored", async () => {
        expect(await call('orgadmin', 'GET', '/gateways?size=1&page=2&sort=name')).toEqual({
            status: 200,
            body: [SEED[0], SEED[1]],
        });
        expect(await call('orgadmin2', 'GET', '/gateways', { organization: 2 })).toEqual({
            status: 200,
            body: [SEED[2]],
        });
    });

    test('viewers read without the secrets', async () => {
        expect((await call('viewer', 'GET', '/gateways')).body).toEqual(
            [SEED[0], SEED[1]].map(record => viewed(record!)),
        );
        expect((await call('viewer', 'GET', '/gateways/2')).body).toEqual(viewed(SEED[1]!));
        expect((await call('sysadmin', 'GET', '/gateways/2')).body).toEqual(SEED[1]);
    });

    test("another organization's record: 403 for outsiders, 404 for those who may see both", async () => {
        expect(await call('orgadmin', 'GET', '/gateways/3')).toEqual({
            status: 403,
            body: { message: 'No access to this organization' },
        });
        expect(await call('sysadmin', 'GET', '/gateways/3')).toEqual({
            status: 404,
            body: { message: 'Gateway 3 not found' },
        });
        expect(await call('orgadmin', 'GET', '/gateways', { organization: 2 })).toEqual({
            status: 403,
            body: { message: 'No access to this organization' },
        });
        expect((await call('orgadmin', 'GET', '/gateways/x')).body).toEqual({
            message: 'Gateway id must be a positive integer',
        });
    });

    test('reads need the declared level', async () => {
        const adminsOnly = await apiWith({ ...gateways, access: { list: 'organizationAdmins' } });
        expect(await call('viewer', 'GET', '/gateways', {}, adminsOnly)).toEqual({
            status: 403,
            body: { message: 'Only admins of this organization may do this' },
        });
        expect((await call('orgadmin', 'GET', '/gateways', {}, adminsOnly)).status).toBe(200);
        await adminsOnly.close();
    });
});

const NEW = {
    name: 'Gateway Markt',
    enabled: true,
    details: { location: 'Markt', apiKey: 'key-markt' },
};

describe('writes', () => {
    test('a create gets the next id and is stored', async () => {
        const created = await call('orgadmin', 'POST', '/gateways', {
            body: { ...NEW, organizationId: 1 },
        });
        expect(created).toEqual({
            status: 201,
            body: { id: 4, organizationId: 1, note: null, ...NEW },
        });
        expect((await call('orgadmin', 'GET', '/gateways/4')).body).toEqual(created.body);
    });

    test('bodies are checked by the schema, the organization by the header', async () => {
        expect(
            await call('orgadmin', 'POST', '/gateways', { body: { ...NEW, name: undefined } }),
        ).toEqual({ status: 400, body: { message: 'Name is required' } });
        expect(
            await call('orgadmin', 'POST', '/gateways', { body: { ...NEW, organizationId: 2 } }),
        ).toEqual({
            status: 400,
            body: { message: 'organizationId 2 does not match the organization header (1)' },
        });
        expect(
            await call('orgadmin', 'PATCH', '/gateways/1', { body: { id: 2, name: 'Renamed' } }),
        ).toEqual({
            status: 400,
            body: { message: 'Gateway id 2 in the body does not match 1' },
        });
    });

    test('viewers may not write, refused before the body is looked at', async () => {
        const refused = {
            status: 403,
            body: { message: 'Only admins of this organization may do this' },
        };
        expect(await call('viewer', 'POST', '/gateways', { body: {} })).toEqual(refused);
        expect(await call('viewer', 'PATCH', '/gateways/1', { body: { name: 'x' } })).toEqual(
            refused,
        );
        expect(await call('viewer', 'DELETE', '/gateways/1')).toEqual(refused);
        expect(await call('viewer', 'DELETE', '/gateways/bulk', { body: { ids: [1] } })).toEqual(
            refused,
        );
    });

    test('names are unique in the organization, ignoring case', async () => {
        expect(
            await call('orgadmin', 'POST', '/gateways', {
                body: { ...NEW, name: 'GATEWAY RATHAUS' },
            }),
        ).toEqual({
            status: 409,
            body: { message: 'A gateway named GATEWAY RATHAUS already exists' },
        });
        expect(
            await call('orgadmin', 'PATCH', '/gateways/2', { body: { name: 'gateway rathaus' } }),
        ).toEqual({
            status: 409,
            body: { message: 'A gateway named gateway rathaus already exists' },
        });
        const elsewhere = await call('orgadmin2', 'POST', '/gateways', {
            organization: 2,
            body: { ...NEW, name: 'Gateway Rathaus' },
        });
        expect(elsewhere.status).toBe(201);
        // A record keeps its own name.
        expect(
            (await call('orgadmin', 'PATCH', '/gateways/1', { body: { name: 'Gateway Rathaus' } }))
                .status,
        ).toBe(200);
    });

    test('an update changes what it sends and keeps the rest', async () => {
        const response = await call('orgadmin', 'PATCH', '/gateways/2', {
            body: { enabled: true, note: null },
        });
        expect(response).toEqual({
            status: 200,
            body: { ...SEED[1], enabled: true, note: null },
        });
        expect((await call('orgadmin', 'GET', '/gateways/2')).body).toEqual(response.body);
    });

    test('PUT when declared', async () => {
        const put = await apiWith({ ...gateways, updateMethod: 'PUT' });
        const body = { ...NEW, note: 'moved' };
        expect(await call('orgadmin', 'PUT', '/gateways/2', { body }, put)).toEqual({
            status: 200,
            body: { id: 2, organizationId: 1, ...body },
        });
        expect((await call('orgadmin', 'PATCH', '/gateways/2', { body }, put)).status).toBe(404);
        await put.close();
    });

    test('removals, one and a selection; foreign ones refused', async () => {
        expect(await call('orgadmin', 'DELETE', '/gateways/1')).toEqual({
            status: 200,
            body: { id: 1 },
        });
        expect((await call('orgadmin', 'GET', '/gateways/1')).status).toBe(404);
        expect(
            await call('orgadmin', 'DELETE', '/gateways/bulk', { body: { ids: [2, 3] } }),
        ).toEqual({ status: 403, body: { message: 'No access to this organization' } });
        expect(await call('orgadmin', 'DELETE', '/gateways/bulk', { body: { ids: [2] } })).toEqual({
            status: 200,
            body: { ids: [2] },
        });
        expect((await call('orgadmin', 'GET', '/gateways')).body).toEqual([]);
        expect((await call('orgadmin2', 'GET', '/gateways', { organization: 2 })).body).toEqual([
            SEED[2],
        ]);
    });

    test("a collection's own rules come as hooks", async () => {
        const hooked = await apiWith(gateways, {
            beforeRemove: record => {
                if (record.enabled) throw conflict(`Gateway ${record.id} is enabled`);
            },
        });
        expect(await call('orgadmin', 'DELETE', '/gateways/1', {}, hooked)).toEqual({
            status: 409,
            body: { message: 'Gateway 1 is enabled' },
        });
        expect((await call('orgadmin', 'DELETE', '/gateways/2', {}, hooked)).status).toBe(200);
        expect((await call('orgadmin', 'GET', '/gateways')).body).toEqual([SEED[0]]);
        await hooked.close();
    });
});

describe('references (x-reference)', () => {
    /** A collection whose records name a service (required) and a device (or none). */
    const LinkRecord = Type.Object(
        {
            id: Id(),
            name: SharedName('Name'),
            organizationId: Id({ 'x-reference': 'organizations' }),
            serviceId: Id({ 'x-reference': 'services' }),
            deviceId: ReferenceOrNull('devices'),
        },
        { title: 'Link' },
    );
    const LinkBody = Type.Object({
        name: SharedName('Name'),
        serviceId: Id({ title: 'serviceId', 'x-reference': 'services' }),
        deviceId: Type.Optional(ReferenceOrNull('devices', { title: 'deviceId' })),
        organizationId: Type.Optional(Type.Unknown()),
    });
    const links: DeclaredCollection = {
        name: 'links',
        endpoint: '/links',
        schemas: { record: LinkRecord, create: LinkBody, update: Type.Partial(LinkBody) },
    };
    let linked: FastifyInstance;

    beforeAll(async () => {
        db.exec('DROP TABLE IF EXISTS links');
        const table = declaredTable('links', LinkRecord, [
            { id: 1, organizationId: 1, name: 'Link Rathaus', serviceId: 101, deviceId: 1 },
        ]);
        db.exec(table.schema);
        table.seed(db);
        linked = await apiWith(links);
    });
    afterAll(() => linked?.close());

    const post = (body: unknown, user = 'orgadmin', organization = 1) =>
        call(user, 'POST', '/links', { body, organization }, linked);
    const patch = (body: unknown) => call('orgadmin', 'PATCH', '/links/1', { body }, linked);

    // Seeds: services 101-103 and devices 1-20 are organization 1's, service 201 and device 21
    // organization 2's; service 999 and device 9999 are nobody's.
    test("a create names records of the call's organization", async () => {
        expect(await post({ name: 'Link Bahnhof', serviceId: 201 })).toEqual({
            status: 400,
            body: { message: 'Service 201 not found in this organization' },
        });
        expect(await post({ name: 'Link Bahnhof', serviceId: 999 })).toEqual({
            status: 400,
            body: { message: 'Service 999 not found in this organization' },
        });
        // A resource that is no declared collection is named by its name, in the singular.
        expect(await post({ name: 'Link Bahnhof', serviceId: 102, deviceId: 21 })).toEqual({
            status: 400,
            body: { message: 'Device 21 not found in this organization' },
        });
        expect(await post({ name: 'Link Bahnhof', serviceId: 102, deviceId: 9999 })).toEqual({
            status: 400,
            body: { message: 'Device 9999 not found in this organization' },
        });
        expect(await post({ name: 'Link Bahnhof', serviceId: 102, deviceId: 2 })).toEqual({
            status: 201,
            body: {
                id: 2,
                organizationId: 1,
                name: 'Link Bahnhof',
                serviceId: 102,
                deviceId: 2,
            },
        });
        // Null where the schema allows it; the other organization's records for its own calls.
        expect((await post({ name: 'Link Hafen', serviceId: 103, deviceId: null })).status).toBe(
            201,
        );
        expect(
            (await post({ name: 'Link Lago', serviceId: 201, deviceId: 21 }, 'orgadmin2', 2))
                .status,
        ).toBe(201);
        expect((await call('orgadmin', 'GET', '/links', {}, linked)).body).toHaveLength(3);
    });

    test("an update names records of the call's organization", async () => {
        expect(await patch({ serviceId: 201 })).toEqual({
            status: 400,
            body: { message: 'Service 201 not found in this organization' },
        });
        expect(await patch({ deviceId: 21 })).toEqual({
            status: 400,
            body: { message: 'Device 21 not found in this organization' },
        });
        expect(await patch({ deviceId: 9999 })).toEqual({
            status: 400,
            body: { message: 'Device 9999 not found in this organization' },
        });
        expect((await call('orgadmin', 'GET', '/links/1', {}, linked)).body).toMatchObject({
            serviceId: 101,
            deviceId: 1,
        });
        expect(await patch({ serviceId: 102, deviceId: null })).toEqual({
            status: 200,
            body: {
                id: 1,
                organizationId: 1,
                name: 'Link Rathaus',
                serviceId: 102,
                deviceId: null,
            },
        });
        // Left out, a reference keeps its value unchecked.
        expect((await patch({ name: 'Link Rathausplatz' })).status).toBe(200);
    });
});
