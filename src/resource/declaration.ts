/**
 * What a resource folder declares about itself. The registry turns each declaration into a
 * react-admin <Resource>, its routes, menu and breadcrumb entries, its endpoint and its access.
 */
import type { ComponentType, ReactElement } from 'react';
import type { RaRecord, Validator } from 'react-admin';
import type { HttpClient } from '../api/httpClient';
import type { Capability, RouteAccess } from '../auth/access';

export type FieldType = 'text' | 'number' | 'boolean';

export interface FieldDeclaration {
    /** Record property; its label is the message resources.<name>.fields.<source>. */
    source: string;
    type: FieldType;
    validate?: Validator[];
    /** Shown as a list column (default true). */
    list?: boolean;
    /** Offered on the add page (default true). */
    create?: boolean;
    /** On the edit page: editable (default), read-only or hidden. */
    edit?: 'editable' | 'readOnly' | 'hidden';
}

export interface ResourcePaths {
    /** The list, e.g. /system/organizations. */
    list: string;
    /** The add page, e.g. /system/organizations/add. */
    add?: string;
    /** The edit page, opened with ?id={id}, e.g. /system/organizations/edit. */
    edit?: string;
}

/**
 * The access the resource's pages need (access.ts), where the default does not fit: list and
 * edit organizationMembers (viewers read), add organizationAdmins.
 */
export interface ResourceAccess {
    list?: RouteAccess;
    add?: RouteAccess;
    edit?: RouteAccess;
}

export interface ResourceDeclaration {
    /** react-admin resource name, also the key of its messages (resources.<name>). */
    name: string;
    /** API path below the base path, e.g. /organizations. */
    endpoint: string;
    /** Send the organization id header (default true). */
    organizationScoped?: boolean;
    /**
     * Query parameter that names the current organization on list calls, for resources that send
     * no organization header (e.g. organizationId: GET /alarming/responsibles?organizationId=1).
     */
    organizationParam?: string;
    /** Method of an update (default PATCH). */
    updateMethod?: 'PUT' | 'PATCH';
    /** Path of an update when it is not {endpoint}/{id} (e.g. PATCH /sharing). */
    updatePath?: (id: string | number) => string;
    /** Who may change records on the edit page (default editItems: admins); others see it read-only. */
    editCapability?: Capability;
    /**
     * Path of one DELETE with the body { ids } that removes a selection (react-admin's deleteMany),
     * e.g. /alarming/alarms/bulk; default: one DELETE per record.
     */
    bulkDeletePath?: string;
    /** Key of the list inside a list response, when the API wraps it (e.g. "result"). */
    listResultKey?: string;
    paths: ResourcePaths;
    /** Who may open its pages (default: see ResourceAccess). */
    access?: ResourceAccess;
    fields: FieldDeclaration[];
    /**
     * Columns that show a related record's name and sort by it: the field and the resource it
     * refers to (e.g. { integrationId: 'integrations' }).
     */
    sortByName?: Record<string, string>;
    /** Fields the list's search ("q") looks in; default: every field. */
    searchFields?: string[];
    /** Default list sort. */
    sort?: { field: string; order: 'ASC' | 'DESC' };
    icon?: ComponentType;
    recordRepresentation?: string | ((record: RaRecord) => string);
    /** Adds client-side values to a record read from the API. */
    fromApi?: (record: RaRecord) => RaRecord;
    /** The body of a create or update; default: the declared fields. */
    toPayload?: (record: Partial<RaRecord>) => unknown;
    /** Replace the generated pages. */
    list?: ComponentType;
    create?: ComponentType;
    edit?: ComponentType;
    /** Extra routes of the resource (wizards, detail pages), with their breadcrumb label keys. */
    routes?: { path: string; access: RouteAccess; labelKey: string; element: ReactElement }[];
    /**
     * Collections to start loading while the console is still starting, when it opens on this
     * list: the resource itself and the look-ups its rows need (large lists: the download and
     * the parsing then overlap the start of the console).
     */
    prefetch?: string[];
    /** Custom calls merged into the dataProvider (e.g. dataProvider.activateDevices). */
    api?: (http: HttpClient) => Record<string, (...args: never[]) => Promise<unknown>>;
}
