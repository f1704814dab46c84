/**
 * A declared collection served by itself (decision 0068), from its facts and schemas
 * (resources/collections.ts): the whole list (`size`, `page` and `sort` ignored, ordered by id),
 * one record, a create, an update (PATCH or PUT, as declared), a removal and, where declared, the
 * removal of a selection. Each call is scoped to the organization of its header; reads need the
 * list's access level, writes the add page's (checked before the body); secrets are left out for
 * anyone but the organization's admins; the identity's values are unique in the organization,
 * ignoring case (409 "A <thing> named <name> already exists"); the sandbox gives the ids; bodies
 * are checked by the schemas, which the OpenAPI document shows. A collection with rules of its
 * own adds them as hooks, and its other calls as routes of its own.
 */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AccessLevel, DeclaredCollection } from '../../src/crud/collection.ts';
import { Id } from '../../src/validation/schemaParts.ts';
import { schemaTable, tableNameOf, type StoredRecord } from '../db/schemaTable.ts';
import { requireOrganizationAdmin, requireSystemAdmin } from './adminScope.ts';
import { checkBodyOrganization } from './bodyFields.ts';
import { badRequest, conflict } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord, requireOrganization } from './organizationScope.ts';
import { shownTo } from './secrets.ts';

type IdParams = { Params: { id: string } };
type Body = Record<string, unknown>;

/** A collection's rules that its schemas and declaration cannot say. */
export interface CollectionHooks<R extends StoredRecord = StoredRecord> {
    /** Checks a create's body (after its organization's check, before the identity's). */
    checkCreate?(body: Body, request: FastifyRequest): void;
    /** Checks an update against the stored record (after the id's and the organization's). */
    checkUpdate?(record: R, body: Body, request: FastifyRequest): void;
    /** Runs before a removal, in its transaction: refuses it (e.g. 409 while in use) or tidies up. */
    beforeRemove?(record: R): void;
}

/** DELETE {bulkDeletePath} { ids }. */
const IdsBody = Type.Object({ ids: Type.Array(Id(), { minItems: 1, title: 'ids' }) });

const given = (value: unknown) => value !== undefined && value !== null;

/** The properties a body's schema names (all of the record's when it names none). */
const propertiesOf = (schema: unknown, record: string[]): string[] => {
    const properties = (schema as { properties?: Record<string, unknown> }).properties;
    return properties ? Object.keys(properties).filter(key => record.includes(key)) : record;
};

export function declaredCollectionRoutes<R extends StoredRecord>(
    db: Database,
    collection: DeclaredCollection,
    hooks: CollectionHooks<R> = {},
) {
    if (collection.organizationScoped === false) {
        throw new Error(
            `${collection.name}: only collections scoped by the organization header are served by declaration yet`,
        );
    }
    const { endpoint, schemas } = collection;
    const table = tableNameOf(collection.name);
    const records = schemaTable<R>(db, table, schemas.record);
    const Thing = (schemas.record as { title?: string }).title ?? collection.name;
    const thing = Thing.toLowerCase();
    const article = /^[aeiou]/.test(thing) ? 'An' : 'A';
    const shown = shownTo(collection.secrets ?? { paths: [] });
    const organizationField = collection.organizationInBody ?? 'organizationId';
    const recordKeys = Object.keys(schemas.record.properties);
    /** What a body may set: the properties its schema and the record share, but the id and the organization. */
    const writable = (schema: unknown) =>
        propertiesOf(schema, recordKeys).filter(key => key !== 'id' && key !== 'organizationId');
    const created = writable(schemas.create);
    const updateSchema = schemas.update ?? schemas.create;
    const changed = writable(updateSchema);

    /** The header's organization, and the caller's right to it at this level (403 otherwise). */
    const allow = (level: AccessLevel) => async (request: FastifyRequest) => {
        request.organizationId = requireOrganization(request, db);
        if (level === 'organizationAdmins') requireOrganizationAdmin(request);
        if (level === 'systemAdmins') requireSystemAdmin(request, 'do this');
    };
    const read = { preHandler: allow(collection.access?.list ?? 'organizationMembers') };
    // The caller and the organization are checked before the body.
    const write = { preValidation: allow(collection.access?.add ?? 'organizationAdmins') };

    const existing = (request: FastifyRequest<IdParams>): R => {
        const id = parseId(request.params.id, Thing);
        const record = records.find(request.organizationId, id);
        if (!record) throw missingRecord(db, request, table, id, `${Thing} ${id} not found`);
        return record;
    };

    /** 409 when another record of the organization has the identity's values. */
    const identityIsFree = (record: Partial<R> & { organizationId: number }, exceptId?: number) => {
        const fields = (collection.identity ?? []).filter(key => given(record[key]));
        if (fields.length === 0) return;
        const values = Object.fromEntries(fields.map(key => [key, record[key]])) as Partial<R>;
        if (!records.findSame(record.organizationId, values, exceptId)) return;
        const title = (key: string) =>
            (schemas.record.properties[key] as { title?: string } | undefined)?.title ?? key;
        const named =
            fields.length === 1 && fields[0] === 'name'
                ? `named ${String(values.name)}`
                : `with ${fields.map(key => `${title(key)} ${String(values[key])}`).join(' and ')}`;
        throw conflict(`${article} ${thing} ${named} already exists`);
    };

    return async function register(app: FastifyInstance): Promise<void> {
        app.get(
            endpoint,
            { ...read, schema: { response: { 200: Type.Array(schemas.record) } } },
            async request => shown(request, records.list(request.organizationId)),
        );

        app.get<IdParams>(
            `${endpoint}/:id`,
            { ...read, schema: { response: { 200: schemas.record } } },
            async request => shown(request, existing(request)),
        );

        app.post<{ Body: Body }>(
            endpoint,
            { ...write, schema: { body: schemas.create, response: { 201: schemas.record } } },
            async (request, reply) => {
                const { body, organizationId } = request;
                checkBodyOrganization(body[organizationField], organizationId);
                hooks.checkCreate?.(body, request);
                const values = {
                    ...Object.fromEntries(created.map(key => [key, body[key]])),
                    organizationId,
                } as Partial<R> & { organizationId: number };
                identityIsFree(values);
                return reply.code(201).send(records.insert(values));
            },
        );

        const update = collection.updateMethod === 'PUT' ? app.put.bind(app) : app.patch.bind(app);
        update<IdParams & { Body: Body }>(
            `${endpoint}/:id`,
            { ...write, schema: { body: updateSchema, response: { 200: schemas.record } } },
            async request => {
                const record = existing(request);
                const { body } = request;
                if (given(body.id) && Number(body.id) !== record.id) {
                    throw badRequest(
                        `${Thing} id ${String(body.id)} in the body does not match ${record.id}`,
                    );
                }
                checkBodyOrganization(body[organizationField], record.organizationId);
                hooks.checkUpdate?.(record, body, request);
                const updated = {
                    ...record,
                    ...Object.fromEntries(
                        changed.filter(key => body[key] !== undefined).map(key => [key, body[key]]),
                    ),
                } as R;
                identityIsFree(updated, record.id);
                records.update(updated);
                return records.find(record.organizationId, record.id);
            },
        );

        if (collection.bulkDeletePath) {
            app.delete<{ Body: { ids: number[] } }>(
                collection.bulkDeletePath,
                { ...write, schema: { body: IdsBody } },
                async request => {
                    const ids = [...new Set(request.body.ids)];
                    const found = ids.map(id => records.find(request.organizationId, id));
                    const missing = ids.filter((_, index) => !found[index]);
                    if (missing.length > 0) {
                        const message = `${Thing} ${missing[0]} not found`;
                        throw missingRecord(db, request, table, missing, message);
                    }
                    db.transaction(() => {
                        for (const record of found as R[]) {
                            hooks.beforeRemove?.(record);
                            records.remove(record.id);
                        }
                    })();
                    return { ids };
                },
            );
        }

        app.delete<IdParams>(`${endpoint}/:id`, write, async request => {
            const record = existing(request);
            db.transaction(() => {
                hooks.beforeRemove?.(record);
                records.remove(record.id);
            })();
            return { id: record.id };
        });
    };
}
