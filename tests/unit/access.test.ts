import { describe, expect, it } from 'vitest';
import { can, canOpen, routeDenial } from '../../src/auth/access';
import type { Role } from '../../src/auth/roles';

const LETTER: Record<string, Role> = {
    S: 'systemAdmin',
    A: 'orgAdmin',
    V: 'viewer',
    U: 'serviceUser',
    O: 'other',
};

/**
 * Every route of the product specification section 2: who may open it with an organization
 * selected, and with none (S system admin, A organization admin, V viewer, U service user,
 * O any other user).
 */
const MATRIX: [route: string, withOrganization: string, withoutOrganization: string][] = [
    ['/', 'SAVUO', 'SAVUO'],
    ['/settings', 'SAVUO', 'SAVUO'],
    ['/dad', 'SAV', ''],
    ['/dad/integrations', 'SAV', ''],
    ['/dad/integrations/integration', 'SAV', ''],
    ['/dad/integrations/add', 'SA', ''],
    ['/dad/devices', 'SAV', ''],
    ['/dad/devices/device', 'SAV', ''],
    ['/dad/devices/activation', 'SA', ''],
    ['/dad/devices/register', 'SA', ''],
    ['/dad/devices/onboard', 'SA', ''],
    ['/dad/devices/device/export', 'SA', ''],
    ['/dad/deviceGroups', 'SAV', ''],
    ['/dad/deviceGroups/deviceGroup', 'SAV', ''],
    ['/dad/deviceGroups/add', 'SA', ''],
    ['/dad/datasharing', 'SAV', ''],
    ['/dad/datasharing/add', 'SA', ''],
    ['/dad/datasharing/sharing', 'SAV', ''],
    ['/datasharing', 'SAV', ''],
    ['/alarming', 'SAV', ''],
    ['/alarming/alarms', 'SAV', ''],
    ['/alarming/responsibles', 'SAV', ''],
    ['/alarming/responsibles/responsible', 'SAV', ''],
    ['/alarming/responsibles/add', 'SA', ''],
    ['/alarming/custom-alarms', 'SAV', ''],
    ['/alarming/custom-alarms/external-alarm', 'SAV', ''],
    ['/alarming/custom-alarms/add', 'SA', ''],
    ['/licences', 'SAV', ''],
    ['/licences/booked', 'SAV', ''],
    ['/licences/purchase', 'SAV', ''],
    ['/licences/purchase/services', 'SAV', ''],
    ['/organization', 'SAV', ''],
    ['/organization/services', 'SAV', ''],
    ['/organization/services/add', 'SA', ''],
    ['/organization/services/service', 'SAV', ''],
    ['/organization/services/activation', 'SA', ''],
    ['/organization/users', 'SA', ''],
    ['/system', 'S', 'S'],
    ['/system/users', 'S', 'S'],
    ['/system/organizations', 'S', 'S'],
    ['/system/organizations/add', 'S', 'S'],
    ['/system/organizations/edit', 'S', 'S'],
];

const allowed = (letters: string) => new Set(letters.split('').map(letter => LETTER[letter]));

describe('access by route', () => {
    for (const [route, withOrganization, withoutOrganization] of MATRIX) {
        for (const role of Object.values(LETTER)) {
            it(`${role} ${allowed(withOrganization).has(role) ? 'opens' : 'is blocked from'} ${route} with an organization`, () => {
                expect(canOpen(role, route, true)).toBe(allowed(withOrganization).has(role));
            });
            it(`${role} ${allowed(withoutOrganization).has(role) ? 'opens' : 'is blocked from'} ${route} without an organization`, () => {
                expect(canOpen(role, route, false)).toBe(allowed(withoutOrganization).has(role));
            });
        }
    }

    it('ignores the query string and a trailing slash', () => {
        expect(canOpen('viewer', '/system/organizations/edit?id=3', true)).toBe(false);
        expect(canOpen('systemAdmin', '/system/organizations/edit?id=3', false)).toBe(true);
        expect(canOpen('viewer', '/dad/', true)).toBe(true);
    });

    it('tells a missing organization apart from a missing role', () => {
        expect(routeDenial('orgAdmin', '/dad/devices', false)).toBe('organization');
        expect(routeDenial('orgAdmin', '/system', true)).toBe('role');
        expect(routeDenial('viewer', '/dad/devices/register', true)).toBe('role');
    });

    it('keeps routes outside the table to admins', () => {
        expect(canOpen('orgAdmin', '/somewhere', true)).toBe(true);
        expect(canOpen('viewer', '/somewhere', true)).toBe(false);
        expect(canOpen('other', '/somewhere', true)).toBe(false);
    });
});

describe('capabilities', () => {
    it('lets only system admins manage organizations, global users, AS_ADMIN and isTSD', () => {
        for (const capability of [
            'manageOrganizations',
            'editGlobalUsers',
            'activateAsAdmin',
            'setTimeSeries',
        ] as const) {
            expect(can('systemAdmin', capability)).toBe(true);
            expect(can('orgAdmin', capability)).toBe(false);
            expect(can('viewer', capability)).toBe(false);
        }
    });

    it('gives admins, not viewers, the admin controls and the licence menu entry', () => {
        for (const capability of [
            'manageAlarms',
            'editItems',
            'remove',
            'manageServices',
            'licenceMenu',
        ] as const) {
            expect(can('systemAdmin', capability)).toBe(true);
            expect(can('orgAdmin', capability)).toBe(true);
            expect(can('viewer', capability)).toBe(false);
            expect(can('serviceUser', capability)).toBe(false);
            expect(can('other', capability)).toBe(false);
        }
    });
});
