import { describe, expect, it, vi } from 'vitest';
import { resources } from '../../resources';
import type { Identity } from '../../src/auth/roles';
import { prefetchOpeningList } from '../../src/routing/prefetchOpeningList';
import { accessRules } from './routeRules';

const identity = (overrides: Partial<Identity> = {}): Identity => ({
    username: 'someone',
    systemAdmin: false,
    orgAdminOf: [],
    orgViewerOf: [],
    serviceAdminOf: [],
    serviceUser: false,
    realmRoles: [],
    ...overrides,
});

const open = (path: string, who: Identity, organizationId: string | null = '1') => {
    const prefetchCollection = vi.fn(async (_resource: string) => undefined);
    const [pathname, search = ''] = path.split('?');
    const started = prefetchOpeningList({
        location: { pathname, search: search ? `?${search}` : '' },
        resources,
        accessRules,
        identity: who,
        organizationId,
        prefetchCollection,
    });
    return { started, asked: prefetchCollection.mock.calls.map(([resource]) => resource) };
};

/** What every page waits for (OrganizationGate), asked for first on every start. */
const GATE = ['organizations'];

describe('loading the opening list while the console starts', () => {
    it('starts the organizations, then the devices and their look-ups for an admin or viewer', () => {
        const expected = [...GATE, 'devices', 'integrations', 'services'];
        expect(open('/dad/devices', identity({ orgAdminOf: ['1'] })).asked).toEqual(expected);
        expect(open('/dad/devices', identity({ orgViewerOf: ['1'] })).asked).toEqual(expected);
        expect(open('/alarming/alarms', identity({ systemAdmin: true })).asked).toEqual([
            ...GATE,
            'alarms',
            'services',
            'responsibles',
        ]);
        expect(open('/dad/devices', identity({ orgAdminOf: ['1'] })).started).toEqual(expected);
    });

    it('starts only the organizations where the list would not load', () => {
        const admin = identity({ orgAdminOf: ['1'] });
        expect(open('/dad/devices', admin, null).asked).toEqual(GATE);
        expect(open('/dad/devices', identity({ orgAdminOf: ['2'] })).asked).toEqual(GATE);
        expect(open('/dad/devices', identity({ serviceUser: true })).asked).toEqual(GATE);
        expect(open('/dad/devices?organization_id=2', admin).asked).toEqual(GATE);
        expect(open('/dad/devices/onboard', admin).asked).toEqual(GATE);
        expect(open('/dad/integrations', admin).asked).toEqual(GATE);
        expect(open('/', identity()).asked).toEqual(GATE);
    });
});
