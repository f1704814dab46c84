/**
 * The groups whose users the console manages (sandbox/API.md, Users): the global group named
 * after the product, each organization and each service. A groupId names one of them, a role is
 * one of its sub-groups: role ADMIN of groupId `organizations-1` is the group path
 * `/organizations/1/ADMIN` in the user's token.
 */
import type { Database } from 'better-sqlite3';
import { PRODUCT } from '../config.ts';
import { findOrganization } from '../db/organizations.ts';
import type { User } from '../db/users.ts';
import { isOrganizationAdmin, type Caller } from './caller.ts';
import { badRequest, forbidden, notFound } from './errors.ts';

export interface UserGroup {
    groupId: string;
    /** Group path without the role, e.g. /organizations/1. */
    path: string;
    /** The roles (sub-groups) of the group, in the order the console shows them. */
    roles: readonly string[];
    /** The organization whose admins manage the group; null for the global group. */
    organizationId: number | null;
    /** A role every user holds without a group path (the global group's USER). */
    implicitRole?: string;
}

export const GLOBAL_ROLES = ['ADMIN', 'USER'] as const;
export const ORGANIZATION_ROLES = ['ADMIN', 'VIEWER'] as const;
export const SERVICE_ROLES = ['ADMIN', 'USER', 'VIEWER'] as const;

const ENTITY_GROUP = /^(organizations|services)-(\d{1,15})$/;

/** The group a groupId names: 404 when there is no such organization or service. */
export function resolveGroup(db: Database, groupId: string): UserGroup {
    if (groupId === PRODUCT) {
        return {
            groupId,
            path: `/${PRODUCT}`,
            roles: GLOBAL_ROLES,
            organizationId: null,
            implicitRole: 'USER',
        };
    }
    const match = ENTITY_GROUP.exec(groupId);
    const id = Number(match?.[2]);
    if (match?.[1] === 'organizations' && findOrganization(db, id)) {
        return {
            groupId,
            path: `/organizations/${id}`,
            roles: ORGANIZATION_ROLES,
            organizationId: id,
        };
    }
    if (match?.[1] === 'services') {
        const service = db.prepare('SELECT organizationId FROM services WHERE id = ?').get(id) as
            { organizationId: number } | undefined;
        if (service) {
            return {
                groupId,
                path: `/services/${id}`,
                roles: SERVICE_ROLES,
                organizationId: service.organizationId,
            };
        }
    }
    throw notFound(`Group ${groupId} not found`);
}

/** A role of the group: 400 when missing or not one of its roles. */
export function parseRole(group: UserGroup, value: unknown): string {
    if (value === undefined || value === '') throw badRequest('role is required');
    if (typeof value !== 'string' || !group.roles.includes(value)) {
        throw badRequest(
            `Role ${String(value)} is not a role of ${group.groupId}; expected ${group.roles.join(', ')}`,
        );
    }
    return value;
}

/** Global group: system admins; an organization's or service's group: its organization's admins. */
export function requireGroupManager(caller: Caller, group: UserGroup): void {
    if (group.organizationId === null) {
        if (!caller.systemAdmin) throw forbidden('Only system admins may manage global users');
        return;
    }
    if (!isOrganizationAdmin(caller, group.organizationId)) {
        throw forbidden(`Only admins of organization ${group.organizationId} may manage its users`);
    }
}

/** Users cannot change their own roles (product specification section 5). */
export function requireOtherUser(caller: Caller, user: User): void {
    if (caller.sub === user.id) throw forbidden('You cannot change your own roles');
}

/** The roles the user holds in the group, in the group's order. */
export function rolesInGroup(group: UserGroup, user: User): string[] {
    return group.roles.filter(
        role => role === group.implicitRole || user.groups.includes(`${group.path}/${role}`),
    );
}
