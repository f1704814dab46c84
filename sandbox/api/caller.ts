import { PRODUCT } from '../config.ts';
import type { AccessTokenClaims } from '../sso/accessTokens.ts';

/** The global admin group; the global users group is named after the product. */
export const SYSTEM_ADMIN_GROUP = `/${PRODUCT}/ADMIN`;

/** Who is calling, from the access token's groups and realm roles. */
export interface Caller {
    sub: string;
    username: string;
    groups: string[];
    roles: string[];
    systemAdmin: boolean;
    /** organization id -> roles in it, e.g. ADMIN or VIEWER (from /organizations/{id}/{ROLE}) */
    organizations: Map<number, Set<string>>;
    /** service id -> roles in it, e.g. ADMIN or USER (from /services/{id}/{ROLE}) */
    services: Map<number, Set<string>>;
}

function rolesByEntity(groups: string[], kind: string): Map<number, Set<string>> {
    const pattern = new RegExp(`^/${kind}/(\\d+)/([^/]+)$`);
    const result = new Map<number, Set<string>>();
    for (const group of groups) {
        const match = pattern.exec(group);
        if (!match) continue;
        const id = Number(match[1]);
        const roles = result.get(id) ?? new Set<string>();
        roles.add(match[2] ?? '');
        result.set(id, roles);
    }
    return result;
}

export function callerFromClaims(claims: AccessTokenClaims): Caller {
    const groups = Array.isArray(claims.groups)
        ? claims.groups.filter(g => typeof g === 'string')
        : [];
    const roles = claims.realm_access?.roles ?? [];
    return {
        sub: claims.sub,
        username: claims.preferred_username ?? claims.sub,
        groups,
        roles,
        systemAdmin: groups.includes(SYSTEM_ADMIN_GROUP),
        organizations: rolesByEntity(groups, 'organizations'),
        services: rolesByEntity(groups, 'services'),
    };
}

/** System admin, or any group in the organization. */
export function canAccessOrganization(caller: Caller, organizationId: number): boolean {
    return caller.systemAdmin || caller.organizations.has(organizationId);
}

/** System admin, or /organizations/{id}/ADMIN. */
export function isOrganizationAdmin(caller: Caller, organizationId: number): boolean {
    return caller.systemAdmin || !!caller.organizations.get(organizationId)?.has('ADMIN');
}
