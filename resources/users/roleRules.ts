/**
 * The rules of the role chips and dialogs (product specification sections 4 and 5): the VIEWER
 * role cannot be toggled in a service's dialog, nor USER in the global users' one; users cannot
 * edit themselves; inviting adds the group's base role, or an organization's admin role.
 */
import type { GroupKind } from './groups';

const LOCKED_ROLE: Record<GroupKind, string | undefined> = {
    global: 'USER',
    organization: undefined,
    service: 'VIEWER',
};

/** Whether the role's chip can be toggled in the group's role dialog. */
export const isRoleLocked = (kind: GroupKind, role: string) => LOCKED_ROLE[kind] === role;

/** The role an invited user gets unless the invitation chooses another. */
export const INVITE_ROLE = 'VIEWER';

/**
 * The roles an invitation may give, the default first: viewer or admin of an organization (one
 * call, POST ...?role=); a service's or the global group's base role only.
 */
export const inviteRoles = (kind: GroupKind): readonly string[] =>
    kind === 'organization' ? [INVITE_ROLE, 'ADMIN'] : [INVITE_ROLE];

/** Usernames are compared ignoring case, as the SSO does. */
export const sameUsername = (left: string, right: string) =>
    left.localeCompare(right, undefined, { sensitivity: 'accent' }) === 0;

/** Whether the signed-in user may change this user's roles or remove them. */
export const canEditUser = (mayManage: boolean, self: string, username: string) =>
    mayManage && !sameUsername(self, username);
