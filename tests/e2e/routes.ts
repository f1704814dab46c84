/**
 * Every route of the console, as the end-to-end sweeps iterate it: routes.json, the route table
 * (src/routing/routeTable.tsx, built from resources/index.ts and custom-pages/index.ts) written
 * out as plain data by tests/unit/routeManifest.test.ts, which keeps the two equal. A new
 * resource or flow route thus reaches every sweep without an edit of the sweep.
 */
import manifest from './routes.json' with { type: 'json' };

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

export interface RouteManifest {
    routes: ManifestRoute[];
    resources: {
        name: string;
        endpoint: string;
        list: string;
        add?: string;
        edit?: string;
        /** How its list is asked for, where the default does not fit (the declaration's). */
        organizationScoped?: false;
        organizationParam?: string;
        listResultKey?: string;
    }[];
    /** Paths without a page that still have a rule (e.g. /datasharing). */
    accessRules: { path: string; access: RouteAccess }[];
}

export const ROUTE_MANIFEST = manifest as RouteManifest;

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
