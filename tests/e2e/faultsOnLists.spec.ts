/**
 * The fault sweep of every list (faultSweep.ts): each collection call meets the four faults;
 * the list shows again after a refresh. Every resource's list of the route manifest (routes.ts)
 * is swept, on its collection call (GET /api{endpoint}?...), as a system admin under /system and
 * as an organization admin of organization 1 elsewhere; LISTS adds what a list shows of the
 * seeded data and the flows' own lists.
 */
import { test, type Locator, type Page } from '@playwright/test';
import { signInToBilling, sweepLists } from './faultSweep';
import { areaOf, ROUTE_MANIFEST, ROUTES } from './routes';
import { clearFaults } from './sandbox';
import { storageStateOf } from './users';

interface ListData {
    /** Regular expression source of the collection call (default: the resource's endpoint). */
    call?: string;
    /** A text of a seeded row the list shows (default: its first row). */
    row?: string | RegExp;
    /** What the page shows of the list when it is no table (default: the row). */
    item?: (page: Page) => Locator;
    /** Steps before the list shows (e.g. the billing sign-in). */
    prepare?: (page: Page) => Promise<void>;
}

/** The lists' seeded rows (sandbox/README.md), and the flows' lists with their calls. */
const LISTS: Record<string, ListData> = {
    '/system/organizations': { row: 'Stadtwerke Musterstadt' },
    '/system/users': { call: '^/api/users/group/smartcity\\?', row: 'orgadmin2' },
    '/dad/integrations': { row: 'ChirpStack Stadtwerke' },
    // Sorted by name, 25 a page: a seeded device early in the alphabet stays on page 1 whatever
    // other specs have added.
    '/dad/devices': { row: 'Climate sensor Rathaus' },
    '/dad/deviceGroups': { row: 'Streetlights Bahnhofstraße' },
    '/dad/datasharing': { row: 'Weather data to Open Data Portal' },
    '/alarming/alarms': { row: 'Lamp failure Lindenallee 6' },
    '/alarming/responsibles': { row: 'Anna Keller' },
    '/alarming/custom-alarms': { row: 'Hot weather station' },
    '/organization/services': { row: 'Valves Musterstadt' },
    '/organization/users': { call: '^/api/users/group/organizations-1\\?', row: 'viewer' },
    '/licences/booked': {
        call: '^/api/billing/subscriptions',
        row: /\d/,
        prepare: signInToBilling,
    },
    // The service store's cards (the billing sign-in above is kept).
    '/licences/purchase': {
        call: '^/api/billing/packages',
        row: 'Smart Lighting',
        item: page => page.getByRole('heading', { name: 'Smart Lighting', level: 2 }),
    },
};

const resourceLists = ROUTE_MANIFEST.resources.map(resource => resource.list);
const routed = new Set(ROUTES.map(route => route.path));
for (const path of Object.keys(LISTS)) {
    if (!routed.has(path)) throw new Error(`faultsOnLists: ${path} is no route of the console`);
}

const caseOf = (path: string, query = '') => {
    const data = LISTS[path] ?? {};
    const endpoint = ROUTE_MANIFEST.resources.find(resource => resource.list === path)?.endpoint;
    return {
        route: path + query,
        call: { method: 'GET' as const, path: data.call ?? `^/api${endpoint}\\?` },
        row: data.row,
        item: data.item,
        prepare: data.prepare,
    };
};

/** Every list: the resources' and the flows' (LISTS), in the order of the manifest's areas. */
const lists = [...new Set([...resourceLists, ...Object.keys(LISTS)])];
const systemLists = lists.filter(path => areaOf(path) === 'system');
const GROUPS: [name: string, areas: string[]][] = [
    ['devices and data', ['dad']],
    ['alarming and organization', ['alarming', 'organization']],
    ['licences', ['licences']],
];
const grouped = ['system', ...GROUPS.flatMap(([, areas]) => areas)];
const otherAreas = [...new Set(lists.map(areaOf))].filter(area => !grouped.includes(area));
const organizationGroups = [...GROUPS, ...otherAreas.map(area => [area, [area]] as const)].map(
    ([name, areas]) =>
        [
            name,
            lists
                .filter(path => areas.includes(areaOf(path)))
                .map(path => caseOf(path, '?organization_id=1')),
        ] as const,
);

test.describe('faults on lists', () => {
    test.afterEach(async ({ request }) => {
        await clearFaults(request);
    });

    test.describe('as system admin', () => {
        test.use({ storageState: storageStateOf('sysadmin') });

        test('organizations and global users', async ({ page, request }) => {
            await sweepLists(
                page,
                request,
                systemLists.map(path => caseOf(path)),
            );
        });
    });

    test.describe('as organization admin', () => {
        test.use({ storageState: storageStateOf('orgadmin') });

        for (const [name, cases] of organizationGroups) {
            test(name, async ({ page, request }) => {
                await sweepLists(page, request, cases);
            });
        }
    });
});
