/** The users area's rules: role diffs, locked chips, self-editing, grants to rows, group ids. */
import { describe, expect, it } from 'vitest';
import { usersFromGrants } from '../../resources/users/grants';
import {
    globalGroup,
    groupFromId,
    organizationGroup,
    serviceGroup,
} from '../../resources/users/groups';
import { roleDiff } from '../../resources/users/roleDiff';
import { inviteRefusalKey } from '../../resources/users/inviteRefusals';
import {
    canEditUser,
    INVITE_ROLE,
    inviteRoles,
    isRoleLocked,
} from '../../resources/users/roleRules';
import { USERNAME_PATTERN } from '../../resources/users/usernameRule';
import { can } from '../../src/auth/access';

describe('roleDiff', () => {
    it('adds the newly ticked roles and removes the unticked ones', () => {
        expect(roleDiff(['VIEWER'], ['ADMIN', 'VIEWER'])).toEqual({ add: ['ADMIN'], remove: [] });
        expect(roleDiff(['ADMIN', 'USER', 'VIEWER'], ['VIEWER'])).toEqual({
            add: [],
            remove: ['ADMIN', 'USER'],
        });
        expect(roleDiff(['ADMIN', 'VIEWER'], ['USER', 'VIEWER'])).toEqual({
            add: ['USER'],
            remove: ['ADMIN'],
        });
    });

    it('sends nothing for unchanged roles, whatever their order', () => {
        expect(roleDiff(['ADMIN', 'VIEWER'], ['VIEWER', 'ADMIN'])).toEqual({ add: [], remove: [] });
        expect(roleDiff([], [])).toEqual({ add: [], remove: [] });
    });

    it('names each role once', () => {
        expect(roleDiff([], ['ADMIN', 'ADMIN'])).toEqual({ add: ['ADMIN'], remove: [] });
    });
});

describe('chip rules', () => {
    it('locks VIEWER in a service dialog, USER in the global one, nothing in an organization', () => {
        expect(isRoleLocked('service', 'VIEWER')).toBe(true);
        expect(isRoleLocked('service', 'ADMIN')).toBe(false);
        expect(isRoleLocked('service', 'USER')).toBe(false);
        expect(isRoleLocked('global', 'USER')).toBe(true);
        expect(isRoleLocked('global', 'ADMIN')).toBe(false);
        expect(isRoleLocked('organization', 'VIEWER')).toBe(false);
        expect(isRoleLocked('organization', 'ADMIN')).toBe(false);
    });

    it('lets managers edit others, never themselves (usernames ignore case)', () => {
        expect(canEditUser(true, 'orgadmin', 'viewer')).toBe(true);
        expect(canEditUser(true, 'orgadmin', 'orgadmin')).toBe(false);
        expect(canEditUser(true, 'orgadmin', 'OrgAdmin')).toBe(false);
        expect(canEditUser(false, 'viewer', 'orgadmin')).toBe(false);
    });

    it('invites with VIEWER', () => {
        expect(INVITE_ROLE).toBe('VIEWER');
    });

    it('lets organization admins and system admins manage users, no one else', () => {
        expect(can('systemAdmin', 'manageUsers')).toBe(true);
        expect(can('orgAdmin', 'manageUsers')).toBe(true);
        expect(can('viewer', 'manageUsers')).toBe(false);
        expect(can('serviceUser', 'manageUsers')).toBe(false);
        expect(can('other', 'manageUsers')).toBe(false);
        expect(can('orgAdmin', 'editGlobalUsers')).toBe(false);
    });
});

describe('usersFromGrants', () => {
    it('joins one grant per role into one row per user, roles in the group’s order', () => {
        expect(
            usersFromGrants(
                [
                    { id: 'b', username: 'viewer', role: 'VIEWER' },
                    { id: 'a', username: 'newcomer', role: 'VIEWER' },
                    { id: 'a', username: 'newcomer', role: 'ADMIN' },
                ],
                ['ADMIN', 'USER', 'VIEWER'],
            ),
        ).toEqual([
            { id: 'a', username: 'newcomer', roles: ['ADMIN', 'VIEWER'] },
            { id: 'b', username: 'viewer', roles: ['VIEWER'] },
        ]);
    });
});

describe('group ids', () => {
    it('names the global group after the product, organizations and services by id', () => {
        expect(globalGroup('smartcity')).toEqual({ kind: 'global', groupId: 'smartcity' });
        expect(organizationGroup('1')).toEqual({
            kind: 'organization',
            groupId: 'organizations-1',
        });
        expect(serviceGroup(101)).toEqual({ kind: 'service', groupId: 'services-101' });
        expect(groupFromId('services-101')).toEqual(serviceGroup(101));
        expect(groupFromId('organizations-2')).toEqual(organizationGroup(2));
        expect(groupFromId('smartcity')).toBeUndefined();
        expect(groupFromId(null)).toBeUndefined();
    });
});

describe('username rule', () => {
    it('takes letters, digits and . _ - @', () => {
        expect(USERNAME_PATTERN.test('newcomer')).toBe(true);
        expect(USERNAME_PATTERN.test('anna.keller@musterstadt.example')).toBe(true);
        expect(USERNAME_PATTERN.test('anna keller')).toBe(false);
        expect(USERNAME_PATTERN.test('anna/keller')).toBe(false);
    });
});

describe('invitations', () => {
    it('offer viewer (the default) or admin in an organization, the base role elsewhere', () => {
        expect(inviteRoles('organization')).toEqual(['VIEWER', 'ADMIN']);
        expect(inviteRoles('service')).toEqual(['VIEWER']);
        expect(inviteRoles('global')).toEqual(['VIEWER']);
    });

    it('say an unknown username and a user already in the group at the field', () => {
        expect(inviteRefusalKey(404, 'User nobody not found')).toBe(
            'resources.users.invite.unknown_user',
        );
        expect(
            inviteRefusalKey(409, 'User viewer already has role VIEWER in organizations-1'),
        ).toBe('resources.users.invite.already_listed');
        // Any other refusal opens the error modal.
        expect(inviteRefusalKey(404, 'Group organizations-9 not found')).toBeUndefined();
        expect(inviteRefusalKey(403, 'You cannot change your own roles')).toBeUndefined();
    });
});
