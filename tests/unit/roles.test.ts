import { describe, expect, it } from 'vitest';
import { identityFromGroups, roleIn } from '../../src/auth/roles';

const identity = (groups: string[], roles: string[] = []) =>
    identityFromGroups('someone', groups, roles, 'smartcity');

describe('roles from group paths', () => {
    it('makes a member of the global admin group a system admin', () => {
        const user = identity(['/smartcity/ADMIN']);
        expect(user.systemAdmin).toBe(true);
        expect(roleIn(user, null)).toBe('systemAdmin');
        expect(roleIn(user, '7')).toBe('systemAdmin');
    });

    it('does not take another product or a user group for the global admin group', () => {
        expect(identity(['/otherproduct/ADMIN']).systemAdmin).toBe(false);
        expect(identity(['/smartcity/USER']).systemAdmin).toBe(false);
    });

    it('reads organization admin and viewer from four-segment paths, for the current organization', () => {
        const user = identity(['/organizations/1/ADMIN', '/organizations/2/VIEWER']);
        expect(user.orgAdminOf).toEqual(['1']);
        expect(user.orgViewerOf).toEqual(['2']);
        expect(roleIn(user, '1')).toBe('orgAdmin');
        expect(roleIn(user, '2')).toBe('viewer');
        expect(roleIn(user, '3')).toBe('other');
    });

    it('ignores organization paths with another number of segments', () => {
        const user = identity(['/organizations/1/ADMIN/extra', '/organizations/1']);
        expect(user.orgAdminOf).toEqual([]);
        expect(roleIn(user, '1')).toBe('other');
    });

    it('stands in the highest organization role when no organization is selected', () => {
        expect(roleIn(identity(['/organizations/4/VIEWER', '/organizations/5/ADMIN']), null)).toBe(
            'orgAdmin',
        );
        expect(roleIn(identity(['/organizations/4/VIEWER']), null)).toBe('viewer');
    });

    it('makes any services group a service user, and /services/{id}/ADMIN a service admin', () => {
        const user = identity(['/services/101/USER', '/services/102/ADMIN']);
        expect(user.serviceUser).toBe(true);
        expect(user.serviceAdminOf).toEqual(['102']);
        expect(roleIn(user, '1')).toBe('serviceUser');
    });

    it('gives a user with no group the role other and keeps the realm roles', () => {
        const user = identity([], ['lpwan-access']);
        expect(roleIn(user, null)).toBe('other');
        expect(user.realmRoles).toEqual(['lpwan-access']);
    });
});
