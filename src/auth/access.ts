/**
 * Who may open which route and use which capability: the product specification's
 * "Access by route" (section 2) and "Roles and permissions" (section 6).
 * Each route declares its access where it is declared (a resource's paths, a flow's routes); the
 * decisions here are derived from the rules the composition root passes in (the route table).
 * Used by the route guard, the menu, authProvider.canAccess and the buttons.
 */
import type { AccessLevel } from '../crud/collection';
import { ROLES, type Role } from './roles';

const ADMINS: Role[] = ['systemAdmin', 'orgAdmin'];
const ORGANIZATION_ROLES: Role[] = ['systemAdmin', 'orgAdmin', 'viewer'];

/**
 * The access a route needs, named after the product specification (section 2 "Access by route",
 * section 6):
 * - everyone: every signed-in user, with or without an organization (/settings);
 * - organizationMembers: the organization's roles (admins and viewers), once an organization is
 *   selected (the read-only pages of /dad, /alarming, /organization, /licences);
 * - organizationAdmins: admins (organization or system), once an organization is selected (the
 *   add, register, onboard, activation, export and users pages a viewer never sees);
 * - systemAdmins: system admins, with or without an organization (/system).
 */
export const ROUTE_ACCESS = {
    everyone: { roles: ROLES, needsOrganization: false },
    organizationMembers: { roles: ORGANIZATION_ROLES, needsOrganization: true },
    organizationAdmins: { roles: ADMINS, needsOrganization: true },
    systemAdmins: { roles: ['systemAdmin'], needsOrganization: false },
} satisfies Record<AccessLevel, { roles: Role[]; needsOrganization: boolean }>;

/** The levels are the declared collections' (src/crud/collection.ts); this gives each its roles. */
export type RouteAccess = AccessLevel;

/** A path and the access it needs; it rules the path itself and everything below it. */
export interface AccessRule {
    path: string;
    access: RouteAccess;
}

/** Capabilities of section 6 that are not routes: buttons, switches, menu entries. */
export const CAPABILITIES = {
    /** Acknowledge, delete, export and send test alarms. */
    manageAlarms: ADMINS,
    /** Add, edit and remove items, register, onboard, expert mode, exports. */
    editItems: ADMINS,
    /** See secret values (masked, with a reveal control); others never see them. */
    seeSecrets: ADMINS,
    /** Remove items of an organization. */
    remove: ADMINS,
    /** Add and remove services, edit their activation, invite and edit organization users. */
    manageServices: ADMINS,
    /** Invite users to the organization and its services, change their roles, remove them. */
    manageUsers: ADMINS,
    /** The Licence Management entry of the sidebar. */
    licenceMenu: ADMINS,
    /** Add, edit and remove organizations. */
    manageOrganizations: ['systemAdmin'],
    /** Edit global users. */
    editGlobalUsers: ['systemAdmin'],
    /** The AS_ADMIN activation option. */
    activateAsAdmin: ['systemAdmin'],
    /** The isTSD checkbox of a device. */
    setTimeSeries: ['systemAdmin'],
} satisfies Record<string, Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export const can = (role: Role, capability: Capability) =>
    (CAPABILITIES[capability] as Role[]).includes(role);

const normalize = (path: string) => {
    const withoutQuery = path.split(/[?#]/)[0];
    const trimmed = withoutQuery.replace(/\/+$/, '');
    return trimmed === '' ? '/' : trimmed;
};

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(prefix + '/');

/** The rule of a path: its own, else the one of the nearest ruled path above it. */
export const ruleOf = (rules: readonly AccessRule[], path: string): AccessRule | undefined => {
    const route = normalize(path);
    let found: AccessRule | undefined;
    for (const rule of rules) {
        if (isUnder(route, rule.path) && (!found || rule.path.length > found.path.length)) {
            found = rule;
        }
    }
    return found;
};

export type AccessDenial = 'role' | 'organization';

/**
 * Why a route is blocked for a role, or null when it is open.
 * "organization" means the role may open it once an organization is selected.
 */
export const routeDenial = (
    rules: readonly AccessRule[],
    role: Role,
    path: string,
    hasOrganization: boolean,
): AccessDenial | null => {
    if (normalize(path) === '/') return null;
    const rule = ruleOf(rules, path);
    // Paths no route rules: admins only.
    if (!rule) return ADMINS.includes(role) ? null : 'role';
    const { roles, needsOrganization } = ROUTE_ACCESS[rule.access];
    if (!(roles as Role[]).includes(role)) return 'role';
    if (needsOrganization && !hasOrganization) return 'organization';
    return null;
};

export const canOpen = (
    rules: readonly AccessRule[],
    role: Role,
    path: string,
    hasOrganization: boolean,
) => routeDenial(rules, role, path, hasOrganization) === null;
