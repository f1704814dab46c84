/**
 * The collection a resource declares (`resources/<name>/collection.ts`): what the API serves and
 * how, shared by the console's declaration (its endpoint, organization, access, identity and
 * secrets) and the sandbox, which serves a declared collection by itself from this and the
 * entity's schemas (sandbox/api/declaredCollection.ts, decision 0068). Types only.
 */
import type { TObject, TSchema } from 'typebox';

/**
 * Who may do what, named as the product specification's "Access by route" (section 2): every
 * signed-in user, the organization's members (admins and viewers), its admins (or system
 * admins), system admins only. src/auth/access.ts gives each its roles.
 */
export type AccessLevel =
    'everyone' | 'organizationMembers' | 'organizationAdmins' | 'systemAdmins';

/**
 * The access the resource's pages need, where the default does not fit: list and edit
 * organizationMembers (viewers read, the edit page read-only), add organizationAdmins. The API
 * answers reads by the list's level and writes (create, update, removal) by the add page's.
 */
export interface ResourceAccess {
    list?: AccessLevel;
    add?: AccessLevel;
    edit?: AccessLevel;
}

/** The secret values of a record (the resource's `secrets.ts`; src/crud/secrets.ts reads it). */
export interface CollectionSecrets {
    /** Dotted paths of secret values, e.g. details.infoList.apiToken. */
    readonly paths: readonly string[];
    /** Objects (by path) whose entries are secret when the key matches, e.g. headers. */
    readonly keyed?: Readonly<Record<string, RegExp>>;
}

/** The facts of a collection that the console's declaration takes over (ResourceDeclaration). */
export interface CollectionFacts<Api = Record<string, unknown>> {
    /** react-admin resource name, also the key of its messages and of its seed records. */
    name: string;
    /** API path below the base path, e.g. /services. */
    endpoint: string;
    /** Calls carry the organization id header (default true). */
    organizationScoped?: boolean;
    /** Query parameter that names the organization on list calls (no header). */
    organizationParam?: string;
    /** Property of a create body that carries the organization's id (it must be the header's). */
    organizationInBody?: string;
    /** Method of an update (default PATCH). */
    updateMethod?: 'PUT' | 'PATCH';
    /**
     * Path of an update with the record's id in its body, where the console sends it (e.g.
     * PATCH /sharing); {endpoint}/{id} takes updates too.
     */
    updatePath?: string;
    /** Key of the list inside a list response, when the API wraps it (e.g. "result"). */
    listResultKey?: string;
    /** Path of one DELETE with the body { ids } that removes a selection. */
    bulkDeletePath?: string;
    /** Fields whose values are unique in the organization, ignoring case (409 otherwise). */
    identity?: Extract<keyof Api, string>[];
    /** Secret values: left out of the answers to anyone but the organization's admins. */
    secrets?: CollectionSecrets;
    access?: ResourceAccess;
}

/** The entity's schemas (`resources/<name>/schema.ts`) a collection is served with. */
export interface CollectionSchemas {
    /** The record the API sends (GET one, the list's items, the answers of writes). */
    record: TObject;
    /** The body of a create. */
    create: TSchema;
    /** The body of an update (default: the create's). */
    update?: TSchema;
}

/** A JSON Schema as plain data, read keyword by keyword. */
export type JsonSchema = { readonly [keyword: string]: unknown };

/**
 * CollectionSchemas as JSON, as the console gets them: `import schemas from './schema.ts?json-schema'`
 * (the `schemas` export of the schema module, built in Node by scripts/schemaJson.ts; decision
 * 0069). The declaration derives its fields from them (src/crud/fieldsFromSchemas.ts).
 */
export interface SchemasJson {
    record: JsonSchema;
    create: JsonSchema;
    update?: JsonSchema;
}

/**
 * A declared collection as the sandbox serves it: its facts and its schemas, paired in the
 * registry of collections (resources/collections.ts). The console's declaration spreads the
 * facts alone, so that no schema (nor TypeBox) reaches the console's first chunk.
 */
export interface DeclaredCollection<Api = Record<string, unknown>> extends CollectionFacts<Api> {
    schemas: CollectionSchemas;
}
