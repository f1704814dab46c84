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
    resources: { name: string; endpoint: string; list: string; add?: string; edit?: string }[];
    /** Paths without a page that still have a rule (e.g. /datasharing). */
    accessRules: { path: string; access: RouteAccess }[];
}

export const ROUTE_MANIFEST = manifest as RouteManifest;

export const ROUTES = ROUTE_MANIFEST.routes;

/** The area of a path: its first segment (dad, alarming, organization, licences, system, ...). */
export const areaOf = (path: string) => path.split('/')[1] ?? '';

/**
 * The query a page needs to show a seeded record (sandbox/README.md): the edit and detail pages
 * and the wizards' pages of one record. tests/unit/sweepCoverage.test.ts checks that every edit
 * page has one.
 */
export const SEEDED_QUERIES: Record<string, string> = {
    '/dad/integrations/integration': '?id=1',
    '/dad/devices/device': '?id=5',
    '/dad/devices/device/export': '?id=5',
    '/dad/deviceGroups/deviceGroup': '?id=1',
    '/dad/datasharing/sharing': '?id=1',
    '/alarming/alarms/alarm': '?id=14',
    '/alarming/responsibles/responsible': '?id=1',
    '/alarming/custom-alarms/external-alarm': '?id=1',
    '/organization/services/service': '?id=101',
    '/system/organizations/edit': '?id=1',
    '/licences/purchase/services': '?id=smart-lighting',
};

/** The address that opens a route on seeded data. */
export const seeded = (path: string) => path + (SEEDED_QUERIES[path] ?? '');
