/**
 * Every route of the console, as the end-to-end sweeps iterate it: the route manifest
 * (tests/routeManifest.ts: the route table of src/routing/routeTable.tsx, built from
 * resources/index.ts and custom-pages/index.ts, and the declared resources' facts), which the run
 * writes as data before its tests load (globalSetup.ts) and the unit tests build themselves. A
 * new resource or flow route thus reaches every sweep without an edit of the sweep or a step by
 * hand (decision 0070).
 */
import { readRouteManifest } from './routeManifestFile';

export type RouteAccess =
    'everyone' | 'organizationMembers' | 'organizationAdmins' | 'systemAdmins';

export interface ManifestRoute {
    path: string;
    access: RouteAccess;
    labelKey: string;
    /** The flow that supplies the page, if any. */
    flow?: string;
    /** The resource whose page it is (its list, add or edit path, or one of its routes), if any. */
    resource?: string;
    /** list, add or edit of the resource; page otherwise. */
    kind: 'list' | 'add' | 'edit' | 'page';
}

/** A declared field, as the generated pages show it (src/crud/declaration.ts). */
export interface ManifestField {
    source: string;
    type: 'text' | 'number' | 'boolean' | 'date' | 'dateTime' | 'reference' | 'select';
    reference?: string;
    /** Left off the add page. */
    create?: false;
    /** Read-only or hidden on the edit page. */
    edit?: 'readOnly' | 'hidden';
}

/** A declared resource (resources/index.ts), as data. */
export interface ManifestResource {
    name: string;
    endpoint: string;
    list: string;
    add?: string;
    edit?: string;
    /** How its list is asked for, where the default does not fit (the declaration's). */
    organizationScoped?: false;
    organizationParam?: string;
    listResultKey?: string;
    updateMethod: 'PUT' | 'PATCH';
    /** The address of an update where it is not {endpoint}/{id}, with "{id}". */
    updatePath?: string;
    /** Its list, add and edit pages that are its own rather than generated. */
    ownPages: ('list' | 'add' | 'edit')[];
    fields: ManifestField[];
    /** Its secret values (its secrets.ts), the keyed objects' patterns as source and flags. */
    secrets?: {
        paths: string[];
        keyed?: Record<string, { source: string; flags: string }>;
    };
}

export interface RouteManifest {
    routes: ManifestRoute[];
    resources: ManifestResource[];
    /** Paths without a page that still have a rule (e.g. /datasharing). */
    accessRules: { path: string; access: RouteAccess }[];
}

/** Built from the registries in the unit tests (Vitest loads them), read from the run's file here. */
export const ROUTE_MANIFEST: RouteManifest = process.env.VITEST
    ? (await import('../routeManifest')).routeManifest
    : (readRouteManifest() as RouteManifest);

export const ROUTES = ROUTE_MANIFEST.routes;

/** The area of a path: its first segment (dad, alarming, organization, licences, system, ...). */
export const areaOf = (path: string) => path.split('/')[1] ?? '';

/**
 * The query a page needs to show a seeded record (sandbox/README.md), for the pages that are not
 * a declared resource's edit page: detail pages and the wizards' pages of one record. An edit
 * page opens on its resource's first seeded record (SEEDED_EDIT_IDS).
 */
export const SEEDED_QUERIES: Record<string, string> = {
    '/dad/devices/device/export': '?id=5',
    '/alarming/alarms/alarm': '?id=14',
    '/licences/purchase/services': '?id=smart-lighting',
};

/** Where globalSetup leaves the seeded ids for the tests (Playwright passes it to the workers). */
export const SEEDED_EDIT_IDS = 'E2E_SEEDED_EDIT_IDS';

/** The declared resources' edit pages, by path. */
const EDIT_PAGES = new Set(ROUTE_MANIFEST.resources.flatMap(({ edit }) => (edit ? [edit] : [])));

/**
 * The address that opens a route on seeded data. Only where globalSetup has not run (listing the
 * tests with --list) are the edit pages' ids unknown: their addresses are left without one.
 */
export const seeded = (path: string) => {
    if (!EDIT_PAGES.has(path)) return path + (SEEDED_QUERIES[path] ?? '');
    const found = process.env[SEEDED_EDIT_IDS];
    if (found === undefined) return path;
    const id = (JSON.parse(found) as Record<string, number>)[path];
    if (id === undefined) {
        throw new Error(`No seeded record for ${path} (tests/e2e/globalSetup.ts)`);
    }
    return `${path}?id=${id}`;
};
