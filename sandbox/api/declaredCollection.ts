/**
 * A declared collection served by itself (decision 0068), from its facts and schemas
 * (resources/collections.ts): the whole list (`size`, `page` and `sort` ignored, ordered by id),
 * one record, a create, an update (PATCH or PUT, as declared), a removal and, where declared, the
 * removal of a selection. Each call is about one organization: the header's; or, where each
 * record holds its organization (responsibles), the list parameter's, the create body's, the
 * stored record's; or, in a collection of no organization (organizations), none. Reads need the
 * list's access level in it, writes the add page's (checked before the body); secrets are left
 * out for anyone but the organization's admins; the identity's values are unique in the
 * organization (or the whole collection), ignoring case (409 "A <thing> named <name> already
 * exists"); an id a body gives of another resource (`x-reference`) names a record of the
 * organization (400 "<Title> <id> not found in this organization", ./references.ts); the sandbox
 * gives the ids; bodies are checked by the schemas, which the OpenAPI
 * document shows. A collection with rules of its own adds them as hooks, and its other calls as
 * routes of its own.
 */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AccessLevel, DeclaredCollection } from '../../src/crud/collection.ts';
import { Id, PositiveId } from '../../src/validation/schemaParts.ts';
import { schemaTable, tableNameOf, type Owner, type StoredRecord } from '../db/schemaTable.ts';
import { requireOrganizationAdmin, requireSystemAdmin } from './adminScope.ts';
import { checkBodyOrganization } from './bodyFields.ts';
import { canAccessOrganization, isOrganizationAdmin } from './caller.ts';
import { badRequest, conflict, forbidden, notFound } from './errors.ts';
import { parseId } from './ids.ts';
import { memberOf, missingRecord, NO_ACCESS, requireOrganization } from './organizationScope.ts';
import { checkReferences, referencesOf } from './references.ts';
import { withoutSecrets } from './secrets.ts';

type IdParams = { Params: { id: string } };
type Body = Record<string, unknown>;

/** A collection's rules that its schemas and declaration cannot say. */
export interface CollectionHooks<R extends StoredRecord = StoredRecord> {
    /**
     * The records a caller may read, where the list's access level does not say it
     * (organizations: those the caller has a group in). Reads are then open to every signed-in
     * caller: the list leaves out the others, and reading one of them is a 403 (before its 404).
     */
    readable?(request: FastifyRequest, id: number): boolean;
    /**
     * Checks a create's body (after its organization's check, before the identity's); answers
     * the body to store where it prepares its values (e.g. puts them in order).
     */
    checkCreate?(body: Body, request: FastifyRequest): Body | void | Promise<Body | void>;
    /**
     * Checks an update against the stored record (after the id's and the organization's);
     * answers the body to store where it prepares its values.
     */
    checkUpdate?(
        record: R,
        body: Body,
        request: FastifyRequest,
    ): Body | void | Promise<Body | void>;
    /** Runs before a removal, in its transaction: refuses it (e.g. 409 while in use) or tidies up. */
    beforeRemove?(record: R): void;
}

/** DELETE {bulkDeletePath} { ids }. */
const IdsBody = Type.Object({ ids: Type.Array(Id(), { minItems: 1, title: 'ids' }) });

const given = (value: unknown) => value !== undefined && value !== null;

/** A positive integer as a body may give an id, else undefined (its schema answers then). */
const positiveInteger = (value: unknown): number | undefined =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** The properties a body's schema names (all of the record's when it names none). */
const propertiesOf = (schema: unknown, record: string[]): string[] => {
    const properties = (schema as { properties?: Record<string, unknown> }).properties;
    return properties ? Object.keys(properties).filter(key => record.includes(key)) : record;
};

/**
 * Where a call's organization comes from: the header; each record (a list parameter, the create
 * body, the stored record); or nowhere, in a collection of no organization.
 */
type Scope = 'header' | 'record' | 'none';

const scopeOf = (collection: DeclaredCollection): Scope => {
    if (collection.organizationScoped !== false) return 'header';
    return collection.organizationInBody ? 'record' : 'none';
};

export function declaredCollectionRoutes<R extends StoredRecord>(
    db: Database,
    collection: DeclaredCollection,
    hooks: CollectionHooks<R> = {},
) {
    const { endpoint, schemas } = collection;
    const scope = scopeOf(collection);
    const table = tableNameOf(collection.name);
    const records = schemaTable<R>(db, table, schemas.record);
    const Thing = (schemas.record as { title?: string }).title ?? collection.name;
    const thing = Thing.toLowerCase();
    const article = /^[aeiou]/.test(thing) ? 'An' : 'A';
    const secrets = collection.secrets ?? { paths: [] };
    const organizationField = collection.organizationInBody ?? 'organizationId';
    const recordKeys = Object.keys(schemas.record.properties);
    /** What a body may set: the properties its schema and the record share, but the id and the organization. */
    const writable = (schema: unknown) =>
        propertiesOf(schema, recordKeys).filter(key => key !== 'id' && key !== 'organizationId');
    const created = writable(schemas.create);
    const updateSchema = schemas.update ?? schemas.create;
    const changed = writable(updateSchema);
    /** The writable properties that name a record of another resource (`x-reference`). */
    const referencesIn = (schema: unknown, keys: string[]) =>
        referencesOf(schema).filter(([key]) => keys.includes(key));
    const createReferences = referencesIn(schemas.create, created);
    const updateReferences = referencesIn(updateSchema, changed);

    const readLevel = hooks.readable
        ? 'everyone'
        : (collection.access?.list ?? 'organizationMembers');
    const writeLevel = collection.access?.add ?? 'organizationAdmins';
    if (
        scope === 'none' &&
        [readLevel, writeLevel].some(level => level.startsWith('organization'))
    ) {
        throw new Error(`${collection.name}: access by organization needs an organization`);
    }
    if (scope === 'record' && collection.bulkDeletePath) {
        throw new Error(`${collection.name}: a selection of several organizations is not served`);
    }

    /** The caller's right at this level in the request's organization (403 otherwise). */
    const checkLevel = (request: FastifyRequest, level: AccessLevel) => {
        if (level === 'organizationAdmins') requireOrganizationAdmin(request);
        if (level === 'systemAdmins') requireSystemAdmin(request, `manage ${thing}s`);
    };
    /** Whether the caller may see a record of this organization at this level (the lists of all). */
    const mayRead = (request: FastifyRequest, organizationId: number | undefined) => {
        const { caller } = request;
        if (readLevel === 'systemAdmins') return caller.systemAdmin;
        if (organizationId === undefined) return true;
        if (readLevel === 'organizationAdmins') return isOrganizationAdmin(caller, organizationId);
        return canAccessOrganization(caller, organizationId);
    };
    /** The organization whose records a call reads or writes: the request's, or none. */
    const ownerOf = (request: FastifyRequest): Owner =>
        scope === 'none' ? null : request.organizationId;
    /** A record as the caller sees it: without secrets but for its organization's admins. */
    const shown = (request: FastifyRequest, record: R): R =>
        isOrganizationAdmin(request.caller, record.organizationId ?? request.organizationId)
            ? record
            : withoutSecrets(record, secrets);

    /** The stored record of the id; where each record holds its organization, it is the call's. */
    const existingOf = (request: FastifyRequest, id: number, level?: AccessLevel): R => {
        const message = `${Thing} ${id} not found`;
        if (scope === 'record') {
            const record = records.byId(id);
            if (!record || !canAccessOrganization(request.caller, record.organizationId ?? 0)) {
                throw missingRecord(db, request, table, id, message);
            }
            request.organizationId = record.organizationId ?? 0;
            if (level) checkLevel(request, level);
            return record;
        }
        const record = records.find(ownerOf(request), id);
        if (record) return record;
        throw scope === 'header'
            ? missingRecord(db, request, table, id, message)
            : notFound(message);
    };
    /** The stored record of the path's id. */
    const existing = (request: FastifyRequest<IdParams>, level?: AccessLevel): R =>
        existingOf(request, parseId(request.params.id, Thing), level);

    /** 409 when another record of the owner (an organization, or none) has the identity's values. */
    const identityIsFree = (owner: Owner, record: Partial<R>, exceptId?: number) => {
        const fields = (collection.identity ?? []).filter(key => given(record[key]));
        if (fields.length === 0) return;
        const values = Object.fromEntries(fields.map(key => [key, record[key]])) as Partial<R>;
        if (!records.findSame(owner, values, exceptId)) return;
        const title = (key: string) =>
            (schemas.record.properties[key] as { title?: string } | undefined)?.title ?? key;
        const named =
            fields.length === 1 && fields[0] === 'name'
                ? `named ${String(values.name)}`
                : `with ${fields.map(key => `${title(key)} ${String(values[key])}`).join(' and ')}`;
        throw conflict(`${article} ${thing} ${named} already exists`);
    };

    /** An organization the body names must be the record's (or the header's). */
    const checkOrganizationOfBody = (body: Body, organizationId: number) => {
        if (scope === 'header')
            return checkBodyOrganization(body[organizationField], organizationId);
        const value = body[organizationField];
        if (scope === 'record' && given(value) && Number(value) !== organizationId) {
            throw badRequest(
                `${organizationField} ${String(value)} does not match the ${thing}'s organization (${organizationId})`,
            );
        }
    };

    /**
     * The checks before a call's body (a refused caller learns nothing about it) or before a
     * read: the organization and the caller's right in it at this level.
     */
    const before = (level: AccessLevel, of: 'collection' | 'record' | 'create') =>
        async function allow(request: FastifyRequest) {
            if (scope === 'header') {
                request.organizationId = requireOrganization(request, db);
                return checkLevel(request, level);
            }
            if (scope === 'none') return checkLevel(request, level);
            if (of === 'record') {
                existing(request as FastifyRequest<IdParams>, level);
            } else if (of === 'create') {
                const organizationId = positiveInteger((request.body as Body)?.[organizationField]);
                if (organizationId === undefined) return; // the body's schema answers
                request.organizationId = memberOf(request, db, organizationId);
                checkLevel(request, level);
            }
        };

    /** GET {endpoint}?{organizationParam}=, where each record holds its organization. */
    const listQuery =
        scope === 'record' && collection.organizationParam
            ? Type.Object({
                  [collection.organizationParam]: Type.Optional(
                      PositiveId(collection.organizationParam),
                  ),
              })
            : undefined;

    /** The records a list answers. */
    const listed = (request: FastifyRequest): R[] => {
        if (scope === 'record') {
            const param = collection.organizationParam;
            const query = request.query as Record<string, number | undefined>;
            const named = param ? query[param] : undefined;
            if (named === undefined) {
                return records.all().filter(record => mayRead(request, record.organizationId));
            }
            request.organizationId = memberOf(request, db, named);
            checkLevel(request, readLevel);
        }
        const list = records.list(ownerOf(request));
        const { readable } = hooks;
        return readable ? list.filter(record => readable(request, record.id)) : list;
    };

    /** The list's answer: the records, or an object that holds them under listResultKey. */
    const list = Type.Array(schemas.record);
    const resultKey = collection.listResultKey;

    /**
     * An update of a stored record: an id in the body must be its; the body's values laid over
     * the record (the record's own hook may prepare them); the identity still free.
     */
    const updated = async (request: FastifyRequest<{ Body: Body }>, record: R) => {
        let body = request.body;
        if (given(body.id) && Number(body.id) !== record.id) {
            throw badRequest(
                `${Thing} id ${String(body.id)} in the body does not match ${record.id}`,
            );
        }
        if (scope !== 'none') checkOrganizationOfBody(body, request.organizationId);
        checkReferences(db, updateReferences, body, ownerOf(request));
        body = (await hooks.checkUpdate?.(record, body, request)) ?? body;
        const values = {
            ...record,
            ...Object.fromEntries(
                changed.filter(key => body[key] !== undefined).map(key => [key, body[key]]),
            ),
        } as R;
        identityIsFree(ownerOf(request), values, record.id);
        records.update(values);
        return records.find(ownerOf(request), record.id);
    };

    return async function register(app: FastifyInstance): Promise<void> {
        app.get(
            endpoint,
            {
                preHandler: before(readLevel, 'collection'),
                schema: {
                    ...(listQuery ? { querystring: listQuery } : {}),
                    response: { 200: resultKey ? Type.Object({ [resultKey]: list }) : list },
                },
            },
            async request => {
                const answer = listed(request).map(record => shown(request, record));
                return resultKey ? { [resultKey]: answer } : answer;
            },
        );

        app.get<IdParams>(
            `${endpoint}/:id`,
            {
                preHandler: scope === 'record' ? undefined : before(readLevel, 'record'),
                schema: { response: { 200: schemas.record } },
            },
            async request => {
                const id = parseId(request.params.id, Thing);
                if (hooks.readable?.(request, id) === false) throw forbidden(NO_ACCESS);
                return shown(request, existing(request, readLevel));
            },
        );

        app.post<{ Body: Body }>(
            endpoint,
            {
                preValidation: before(writeLevel, 'create'),
                schema: { body: schemas.create, response: { 201: schemas.record } },
            },
            async (request, reply) => {
                if (scope === 'record') {
                    const organizationId = Number(request.body[organizationField]);
                    request.organizationId = memberOf(request, db, organizationId);
                    checkLevel(request, writeLevel);
                }
                let body = request.body;
                if (scope === 'header') checkOrganizationOfBody(body, request.organizationId);
                checkReferences(db, createReferences, body, ownerOf(request));
                body = (await hooks.checkCreate?.(body, request)) ?? body;
                const values = Object.fromEntries(
                    created.map(key => [key, body[key]]),
                ) as Partial<R>;
                identityIsFree(ownerOf(request), values);
                return reply.code(201).send(records.insert(ownerOf(request), values));
            },
        );

        const update = collection.updateMethod === 'PUT' ? app.put.bind(app) : app.patch.bind(app);
        update<IdParams & { Body: Body }>(
            `${endpoint}/:id`,
            {
                preValidation: before(writeLevel, 'record'),
                schema: { body: updateSchema, response: { 200: schemas.record } },
            },
            async request => updated(request, existing(request)),
        );
        if (collection.updatePath) {
            // The same update with the record's id in the body.
            const withId = Type.Object({
                ...(updateSchema as typeof schemas.record).properties,
                id: Id({ title: 'id' }),
            });
            update<{ Body: Body }>(
                collection.updatePath,
                {
                    preValidation: before(writeLevel, 'collection'),
                    schema: { body: withId, response: { 200: schemas.record } },
                },
                async request =>
                    updated(request, existingOf(request, Number(request.body.id), writeLevel)),
            );
        }

        if (collection.bulkDeletePath) {
            app.delete<{ Body: { ids: number[] } }>(
                collection.bulkDeletePath,
                { preValidation: before(writeLevel, 'collection'), schema: { body: IdsBody } },
                async request => {
                    const ids = [...new Set(request.body.ids)];
                    const found = ids.map(id => records.find(ownerOf(request), id));
                    const missing = ids.filter((_, index) => !found[index]);
                    if (missing.length > 0) {
                        const message = `${Thing} ${missing[0]} not found`;
                        throw scope === 'header'
                            ? missingRecord(db, request, table, missing, message)
                            : notFound(message);
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

        app.delete<IdParams>(
            `${endpoint}/:id`,
            { preValidation: before(writeLevel, 'record') },
            async request => {
                const record = existing(request);
                db.transaction(() => {
                    hooks.beforeRemove?.(record);
                    records.remove(record.id);
                })();
                return { id: record.id };
            },
        );
    };
}
