/**
 * The route table: every path routed once, and the landing pages' tiles, which come from the
 * routes below each landing page, exactly the tiles of the product specification section 2 in
 * their order, each opening a routed page (nothing leads to a stub).
 */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CableIcon from '@mui/icons-material/Cable';
import CodeIcon from '@mui/icons-material/Code';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PeopleIcon from '@mui/icons-material/People';
import RouterIcon from '@mui/icons-material/Router';
import ShareIcon from '@mui/icons-material/Share';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { describe, expect, it } from 'vitest';
import { flows } from '../../custom-pages';
import { landings } from '../../custom-pages/landing/landings';
import { resources } from '../../resources';
import { HealthSummary } from '../../resources/devices/HealthSummary';
import { outsideAreaEntries } from '../../src/layout/menuEntries';
import { pageRoute } from '../../src/routing/pageRoute';
import { buildRouteTable } from '../../src/routing/routeTable';
import { tilesBelow } from '../../src/routing/routeTile';

const tile = (to: string, name: string, icon: unknown, labelKey = `app.pages.${name}`) => ({
    to,
    labelKey,
    descriptionKey: `app.tiles.${name}`,
    icon,
});

/** The tiles of each landing page, as they were written by hand before they were declared. */
const EXPECTED_TILES = {
    '/dad': [
        tile('/dad/integrations', 'integrations', CableIcon),
        { ...tile('/dad/devices', 'devices', RouterIcon), summary: HealthSummary },
        tile('/dad/deviceGroups', 'device_groups', GroupWorkIcon),
        tile('/dad/datasharing', 'data_sharings', ShareIcon),
    ],
    '/alarming': [
        tile('/alarming/alarms', 'alarms', NotificationsActiveIcon),
        tile('/alarming/responsibles', 'responsibles', SupervisorAccountIcon),
        tile('/alarming/custom-alarms', 'custom_alarms', CodeIcon),
    ],
    '/organization': [
        tile('/organization/services', 'services', MiscellaneousServicesIcon),
        tile('/organization/users', 'users', AccountTreeIcon),
    ],
    '/system': [
        tile('/system/organizations', 'organizations', CorporateFareIcon),
        tile('/system/users', 'global_users', PeopleIcon),
    ],
    '/licences': [
        tile('/licences/booked', 'subscriptions', SubscriptionsIcon),
        tile('/licences/purchase', 'store', StorefrontIcon, 'app.pages.store'),
    ],
};

describe('the route table', () => {
    const table = buildRouteTable(flows, resources);
    const routed = new Set(table.map(entry => entry.path));

    // Today's tiles come first and stay as they are; a resource added later brings its own
    // tile after them without an edit here.
    it.each(Object.entries(EXPECTED_TILES))(
        'gives the landing page %s its tiles, in order',
        (path, tiles) => {
            expect(routed.has(path)).toBe(true);
            expect(tilesBelow(path, table).slice(0, tiles.length)).toEqual(tiles);
        },
    );

    it('has no other landing page than those with tiles', () => {
        expect(landings.map(landing => landing.path).sort()).toEqual(
            Object.keys(EXPECTED_TILES)
                .filter(path => path !== '/licences')
                .sort(),
        );
    });

    it.each(Object.values(EXPECTED_TILES).flatMap(tiles => tiles.map(({ to }) => [to])))(
        'routes the tile %s to a page',
        to => {
            expect(routed.has(to)).toBe(true);
        },
    );

    it("gives no sidebar entry of its own to a list inside the specification's areas", () => {
        expect(outsideAreaEntries(table)).toEqual([]);
    });

    it('gives a list outside every area a sidebar entry, so that it can be reached', () => {
        const outside = buildRouteTable(
            [],
            [{ name: 'gateways', endpoint: '/gateways', paths: { list: '/gateways' }, fields: [] }],
        );
        expect(outsideAreaEntries(outside)).toEqual([
            { to: '/gateways', labelKey: 'resources.gateways.name', icon: expect.anything() },
        ]);
    });

    it("puts a resource's own page on a declared path in place of the generated one", () => {
        const Page = () => null;
        const own = buildRouteTable(
            [],
            [
                {
                    name: 'gateways',
                    endpoint: '/gateways',
                    paths: { list: '/gateways' },
                    fields: [],
                    routes: [pageRoute('/gateways', 'organizationAdmins', 'gateways.title', Page)],
                },
            ],
        );
        expect(
            own.map(({ path, access, labelKey, page }) => ({ path, access, labelKey, page })),
        ).toEqual([
            {
                path: '/gateways',
                access: 'organizationAdmins',
                labelKey: 'gateways.title',
                page: Page,
            },
        ]);
    });

    it('routes each path once', () => {
        expect(routed.size).toBe(table.length);
    });
});
