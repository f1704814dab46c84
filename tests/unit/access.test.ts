import { describe, expect, it } from 'vitest';
import * as access from '../../src/auth/access';
import { can } from '../../src/auth/access';
import type { Role } from '../../src/auth/roles';
import { flows } from '../../custom-pages';
import { resources } from '../../resources';
import { DEFAULT_RESOURCE_ACCESS } from '../../src/routing/routeTable';
import { accessRules, routeTable } from './routeRules';
import { SPECIFIED, type Row } from './specifiedRoutes';

// Decisions by the rules the console's route table declares.
const canOpen = (role: Role, path: string, hasOrganization: boolean) =>
    access.canOpen(accessRules, role, path, hasOrganization);
const routeDenial = (role: Role, path: string, hasOrganization: boolean) =>
    access.routeDenial(accessRules, role, path, hasOrganization);

const LETTER: Record<string, Role> = {
    S: 'systemAdmin',
    A: 'orgAdmin',
    V: 'viewer',
    U: 'serviceUser',
    O: 'other',
};

/** The letters of the roles a declared access lets in, with or without an organization. */
const lettersOf = (name: access.RouteAccess, hasOrganization: boolean) => {
    const rule = access.ROUTE_ACCESS[name] as { roles: Role[]; needsOrganization: boolean };
    if (!rule) throw new Error(`unknown access ${name}`);
    return Object.entries(LETTER)
        .filter(([, role]) => rule.roles.includes(role))
        .filter(() => hasOrganization || !rule.needsOrganization)
        .map(([letter]) => letter)
        .join('');
};

/**
 * A declared resource's pages that the specification's matrix does not name (a resource added
 * after it): their rows come from the access the resource declares for them.
 */
const DECLARED: Row[] = resources.flatMap(resource => {
    const pages = [
        ...(['list', 'add', 'edit'] as const).flatMap(kind => {
            const path = resource.paths[kind];
            const name = resource.access?.[kind] ?? DEFAULT_RESOURCE_ACCESS[kind];
            return path ? [{ path, access: name }] : [];
        }),
        ...(resource.routes ?? []),
    ];
    return pages
        .filter(({ path }) => !SPECIFIED.some(([route]) => route === path))
        .map(({ path, access: name }): Row => [
            path,
            lettersOf(name, true),
            lettersOf(name, false),
        ]);
});

const MATRIX: Row[] = [...SPECIFIED, ...DECLARED];

const sortedLetters = (letters: string) =>
    Object.keys(LETTER)
        .filter(letter => letters.includes(letter))
        .join('');

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

describe('the access each route declares', () => {
    const rows = new Map(MATRIX.map(([route, ...expected]) => [route, expected]));

    it.each(routeTable.map(entry => [entry.path, entry.access]))(
        'routed path %s has a rule (%s) and a row in the matrix',
        (path, name) => {
            expect(name in access.ROUTE_ACCESS, `unknown access ${name}`).toBe(true);
            expect(rows.has(path), `${path} is missing from the matrix`).toBe(true);
        },
    );

    it.each([
        ...flows.flatMap(flow => [...flow.routes, ...(flow.accessRules ?? [])]),
        ...resources.flatMap(resource => resource.routes ?? []),
    ])(
        'the flow or resource route $path declares what the matrix says ($access)',
        ({ path, access: name }) => {
            const [withOrganization, withoutOrganization] = rows.get(path) ?? ['?', '?'];
            expect(lettersOf(name, true)).toBe(sortedLetters(withOrganization));
            expect(lettersOf(name, false)).toBe(sortedLetters(withoutOrganization));
        },
    );

    it('gives a page that replaces a generated resource page the access the resource declares', () => {
        for (const resource of resources) {
            for (const kind of ['list', 'add', 'edit'] as const) {
                const path = resource.paths[kind];
                const entry = path && routeTable.find(candidate => candidate.path === path);
                if (!entry) continue;
                const declared = resource.access?.[kind] ?? DEFAULT_RESOURCE_ACCESS[kind];
                expect(`${path}: ${entry.access}`).toBe(`${path}: ${declared}`);
            }
        }
    });

    it('never opens a routed path with add, users, register, onboard or edit to a viewer', () => {
        for (const { path } of routeTable) {
            const blocked = path
                .split('/')
                .some(segment => ['add', 'users', 'register', 'onboard', 'edit'].includes(segment));
            if (blocked) expect(canOpen('viewer', path, true), path).toBe(false);
        }
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
            'seeSecrets',
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
