import { describe, expect, it } from 'vitest';
import { canDoOnResource } from '../../src/auth/resourceAccess';
import type { Role } from '../../src/auth/roles';
import { organizations } from '../../resources/organizations';
import { accessRules } from './routeRules';

const ROLES: Role[] = ['systemAdmin', 'orgAdmin', 'viewer', 'serviceUser', 'other'];

describe("react-admin's access checks on organizations", () => {
    for (const action of ['list', 'create', 'edit', 'delete']) {
        it(`allows ${action} to system admins only, with or without an organization`, () => {
            for (const role of ROLES) {
                for (const hasOrganization of [true, false]) {
                    expect(
                        canDoOnResource(role, hasOrganization, organizations, action, accessRules),
                    ).toBe(role === 'systemAdmin');
                }
            }
        });
    }

    it('refuses unknown actions and unknown resources', () => {
        expect(canDoOnResource('systemAdmin', true, organizations, 'launch', accessRules)).toBe(
            false,
        );
        expect(canDoOnResource('systemAdmin', true, undefined, 'list', accessRules)).toBe(false);
    });
});
