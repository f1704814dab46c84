/**
 * The fault sweep of every list (faultSweep.ts): each collection call meets the four faults;
 * the list shows again after a refresh.
 */
import { test } from '@playwright/test';
import { signInToBilling, sweepLists } from './faultSweep';
import { clearFaults } from './sandbox';
import { storageStateOf } from './users';

test.describe('faults on lists', () => {
    test.afterEach(async ({ request }) => {
        await clearFaults(request);
    });

    test.describe('as system admin', () => {
        test.use({ storageState: storageStateOf('sysadmin') });

        test('organizations and global users', async ({ page, request }) => {
            await sweepLists(page, request, [
                {
                    route: '/system/organizations',
                    call: { method: 'GET', path: '^/api/organizations\\?' },
                    row: 'Stadtwerke Musterstadt',
                },
                {
                    route: '/system/users',
                    call: { method: 'GET', path: '^/api/users/group/smartcity\\?' },
                    row: 'orgadmin2',
                },
            ]);
        });
    });

    test.describe('as organization admin', () => {
        test.use({ storageState: storageStateOf('orgadmin') });

        test('devices and data', async ({ page, request }) => {
            await sweepLists(page, request, [
                {
                    route: '/dad/integrations?organization_id=1',
                    call: { method: 'GET', path: '^/api/integrations\\?' },
                    row: 'ChirpStack Stadtwerke',
                },
                {
                    route: '/dad/devices?organization_id=1',
                    call: { method: 'GET', path: '^/api/devices\\?' },
                    // Sorted by name, 25 a page: a seeded device early in the alphabet stays
                    // on page 1 whatever other specs have added.
                    row: 'Climate sensor Rathaus',
                },
                {
                    route: '/dad/deviceGroups?organization_id=1',
                    call: { method: 'GET', path: '^/api/device-groups\\?' },
                    row: 'Streetlights Bahnhofstraße',
                },
                {
                    route: '/dad/datasharing?organization_id=1',
                    call: { method: 'GET', path: '^/api/sharing\\?' },
                    row: 'Weather data to Open Data Portal',
                },
            ]);
        });

        test('alarming and organization', async ({ page, request }) => {
            await sweepLists(page, request, [
                {
                    route: '/alarming/alarms?organization_id=1',
                    call: { method: 'GET', path: '^/api/alarming/alarms\\?' },
                    row: 'Lamp failure Lindenallee 6',
                },
                {
                    route: '/alarming/responsibles?organization_id=1',
                    call: { method: 'GET', path: '^/api/alarming/responsibles\\?' },
                    row: 'Anna Keller',
                },
                {
                    route: '/alarming/custom-alarms?organization_id=1',
                    call: { method: 'GET', path: '^/api/alarming/custom-alarms\\?' },
                    row: 'Hot weather station',
                },
                {
                    route: '/organization/services?organization_id=1',
                    call: { method: 'GET', path: '^/api/services\\?' },
                    row: 'Valves Musterstadt',
                },
                {
                    route: '/organization/users?organization_id=1',
                    call: { method: 'GET', path: '^/api/users/group/organizations-1\\?' },
                    row: 'viewer',
                },
            ]);
        });

        test('licences', async ({ page, request }) => {
            await sweepLists(page, request, [
                {
                    route: '/licences/booked?organization_id=1',
                    call: { method: 'GET', path: '^/api/billing/subscriptions' },
                    row: /\d/,
                    prepare: signInToBilling,
                },
                {
                    // The service store's cards (the billing sign-in above is kept).
                    route: '/licences/purchase?organization_id=1',
                    call: { method: 'GET', path: '^/api/billing/packages' },
                    row: 'Smart Lighting',
                    item: page => page.getByRole('heading', { name: 'Smart Lighting', level: 2 }),
                },
            ]);
        });
    });
});
