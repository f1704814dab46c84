/**
 * What a resource folder declares about itself. The registry turns each declaration into a
 * react-admin <Resource>, its routes, menu and breadcrumb entries, its endpoint and its access.
 */
import type { ComponentType } from 'react';
import type { Identifier, Validator } from 'react-admin';
import type { HttpClient } from '../api/transport/httpClient';
import type { Capability } from '../auth/access';
import type { RouteEntry } from '../routing/routeTable';
import type { RouteTile } from '../routing/routeTile';
import type { FieldSchema } from '../validation/schemaRules';
import type { ResourceAccess } from './collection';
import type { RecordSecrets } from './secrets';

/**
 * The record type the registry and the core see: the registry holds declarations of different
 * record types in one list (ResourceDeclaration without a type argument), and each resource
 * folder types its own with its record (ResourceDeclaration<Device>).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any record type, see above
export type AnyRecord = any;

/** The declared properties of R, without react-admin's RaRecord index signature. */
type KnownKeys<R> = keyof {
    [K in keyof R as string extends K ? never : number extends K ? never : K]: R[K];
} &
    string;

/** How many levels a dotted path may go down (the next smaller depth of each). */
type Depth = [never, 0, 1];

/**
 * A property of R, or a dotted path into its nested objects (e.g. details.vendor); any string
 * when R is AnyRecord (`0 extends 1 & R` holds only for any).
 */
export type FieldPath<R, D extends number = 2> = 0 extends 1 & R
    ? string
    : [D] extends [never]
      ? never
      : {
            [K in KnownKeys<R>]:
                | K
                | (NonNullable<R[K]> extends readonly unknown[]
                      ? never
                      : NonNullable<R[K]> extends object
                        ? `${K}.${FieldPath<NonNullable<R[K]>, Depth[D]>}`
                        : never);
        }[KnownKeys<R>];

/** A property of R (sort field, search field, a column that sorts by a related name). */
export type FieldKey<R> = 0 extends 1 & R ? string : KnownKeys<R>;

/**
 * How a field shows and is entered: text, a number, a yes/no (shown translated), a date (an ISO
 * 8601 day, "2026-03-29") or a date-time (UTC ISO 8601, "2026-03-29T14:30:00.000Z"), both shown
 * and entered in the console's language with 24-hour time (src/ui/shownDates.ts, DateFieldInput),
 * a reference to a record of another declared resource (shown by that record's name, chosen
 * from a select on forms), or one of a list of values (shown by its translated name, chosen
 * from a select).
 */
export type FieldKind =
    | { type: 'text' | 'number' | 'boolean' | 'date' | 'dateTime' }
    | {
          type: 'reference';
          /** The resource whose record the field's id names (e.g. 'integrations'). */
          reference: string;
      }
    | {
          type: 'select';
          /** The values, each with the key of its name (resources.<name>.choices.<source>.<value>). */
          choices: readonly { id: string | number; name: string }[];
      };

export type FieldType = FieldKind['type'];

export type FieldDeclaration<R = AnyRecord> = FieldKind & {
    /** Record property; its label is the message resources.<name>.fields.<source>. */
    source: FieldPath<R>;
    /** The form's checks; default: those of its schema (below), if it has one. */
    validate?: Validator[];
    /**
     * The property's schema in the body the form sends, and whether the body requires it: the
     * form's checks come from its keywords (src/validation/schemaRules.ts), built when a form
     * shows the field. Set by fieldsFromSchemas.
     */
    schema?: FieldSchema;
    /** A free text: entered in a multi-line input. */
    multiline?: boolean;
    /** A secret value: masked for admins, hidden from everyone else; never a list column. */
    secret?: boolean;
    /** Its list column sorts (default true). */
    sortable?: boolean;
    /** Shown as a list column (default true). */
    list?: boolean;
    /**
     * Offered as a filter of the generated list (src/crud/declaredFilters.tsx): a yes/no, a
     * value of a list or a related record, matched exactly; a text, matched in part.
     */
    filter?: boolean;
    /** Offered on the add page (default true). */
    create?: boolean;
    /** On the edit page: editable (default), read-only or hidden. */
    edit?: 'editable' | 'readOnly' | 'hidden';
};

export interface ResourcePaths {
    /** The list, e.g. /system/organizations. */
    list: string;
    /** The add page, e.g. /system/organizations/add. */
    add?: string;
    /** The edit page, opened with ?id={id}, e.g. /system/organizations/edit. */
    edit?: string;
}

/** The access the resource's pages need, where the default does not fit (src/crud/collection.ts). */
export type { ResourceAccess };

/** A record as a form holds it: any field may be missing, and the id may be the address's text. */
export type FormRecord<R> = Omit<Partial<R>, 'id'> & { id?: Identifier };

/**
 * A resource typed by its record R (the record as the console holds it, after fromApi) and the
 * record Api as the API sends it (its types.ts). The
 * registry's list holds ResourceDeclaration (any record type).
 */
export interface ResourceDeclaration<R = AnyRecord, Api = R> {
    /** react-admin resource name, also the key of its messages (resources.<name>). */
    name: string;
    /**
     * What the API's messages call one record ("Gateway 7 not found"): its record schema's
     * title. The error texts then show the resource's own name (src/api/errors/recordNames.ts).
     */
    recordTitle?: string;
    /** API path below the base path, e.g. /organizations. */
    endpoint: string;
    /** Send the organization id header (default true). */
    organizationScoped?: boolean;
    /**
     * Query parameter that names the current organization on list calls, for resources that send
     * no organization header (e.g. organizationId: GET /alarming/responsibles?organizationId=1).
     */
    organizationParam?: string;
    /**
     * Property of a create body that carries the current organization's id, as a number (e.g.
     * organizationId: POST /services { ..., organizationId: 1 }); the dataProvider adds it, the
     * pages and payload builders do not.
     */
    organizationInBody?: string;
    /** Method of an update (default PATCH). */
    updateMethod?: 'PUT' | 'PATCH';
    /** Path of an update when it is not {endpoint}/{id}: the id goes in the body (PATCH /sharing). */
    updatePath?: string;
    /** Who may change records on the edit page (default editItems: admins); others see it read-only. */
    editCapability?: Capability;
    /**
     * Path of one DELETE with the body { ids } that removes a selection (react-admin's deleteMany),
     * e.g. /alarming/alarms/bulk; default: one DELETE per record.
     */
    bulkDeletePath?: string;
    /**
     * Fields whose values are unique in the collection (e.g. a name the API refuses twice): a
     * create that got no answer is looked up by them before it is sent again. Without them, by
     * every field sent, among the records not known before (src/api/writes/unansweredCreates.ts).
     */
    identity?: FieldKey<R>[];
    /** Key of the list inside a list response, when the API wraps it (e.g. "result"). */
    listResultKey?: string;
    paths: ResourcePaths;
    /** Who may open its pages (default: see ResourceAccess). */
    access?: ResourceAccess;
    /**
     * The fields, in the order the pages show them; usually derived from the entity's schemas
     * (`...fieldsFromSchemas(name, schemas, facts)`, src/crud/fieldsFromSchemas.ts), which also
     * gives searchFields, sort and sortByName.
     */
    fields: FieldDeclaration<R>[];
    /**
     * The record's secret values (its `secrets.ts`, shared with the sandbox): admins see them
     * masked with a reveal control, others never; a declared field among them is no list column
     * and is entered with SecretInput.
     */
    secrets?: RecordSecrets;
    /**
     * Columns that show a related record's name and sort by it: the field and the resource it
     * refers to (e.g. { integrationId: 'integrations' }).
     */
    sortByName?: Partial<Record<FieldKey<R>, string>>;
    /**
     * Filters on a value derived from the record and the time, which no field holds (a device's
     * health): by filter key, whether the record matches the wanted value at `now` (epoch ms;
     * the list's `meta.now`, or the time of the call). The dataProvider applies them after the
     * fields' filters, in one pass over the filtered records.
     */
    computedFilters?: Record<string, (record: R, wanted: unknown, now: number) => boolean>;
    /** Fields the list's search ("q") looks in; default: every field. */
    searchFields?: FieldKey<R>[];
    /** Default list sort. */
    sort?: { field: FieldKey<R>; order: 'ASC' | 'DESC' };
    icon?: ComponentType;
    /**
     * The list's tile on the landing page one level up (e.g. /dad for /dad/gateways). A list
     * outside the sidebar's areas gets a sidebar entry of its own (src/layout/menuEntries.ts).
     */
    tile?: RouteTile;
    recordRepresentation?: FieldKey<R> | ((record: R) => string);
    /** Adds client-side values to a record read from the API. */
    fromApi?: (record: Api) => R;
    /** The body of a create or update; default: the declared fields. */
    toPayload?: (record: FormRecord<R>) => unknown;
    /**
     * What the removal of records changes beyond the resource's own lists, run once the API has
     * answered (a record gone already counts as removed): a removed organization stops being the
     * current one before anything else asks the API for it.
     */
    afterRemove?: (ids: readonly Identifier[]) => void;
    /** Replace the generated pages. */
    list?: ComponentType;
    create?: ComponentType;
    edit?: ComponentType;
    /**
     * The resource's other pages (wizards, pages of their own), usually `pageRoute(...)`, with a
     * tile where one belongs on the landing page above. One on a declared path (e.g. the list's)
     * replaces the generated page there. Every page of the resource lives in its folder
     * (decision 0057).
     */
    routes?: RouteEntry[];
    /**
     * Collections to start loading while the console is still starting, when it opens on this
     * list: the resource itself and the look-ups its rows need (large lists: the download and
     * the parsing then overlap the start of the console).
     */
    prefetch?: string[];
    /**
     * A part the layout renders once on every page, after the page's first rows (load it
     * with onFirstShow): the alarms' watch (live alarms, the count in the tab's title, alerts).
     */
    watch?: ComponentType;
    /** Custom calls merged into the dataProvider (e.g. dataProvider.activateDevices). */
    api?: (http: HttpClient) => Record<string, (...args: never[]) => Promise<unknown>>;
}
