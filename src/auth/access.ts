/**
 * Who may open which route and use which capability: the product specification's
 * "Access by route" (section 2) and "Roles and permissions" (section 6) as one table.
 * Used by the route guard, the menu, authProvider.canAccess and the buttons.
 */
import { ROLES, type Role } from './roles';

const ADMINS: Role[] = ['systemAdmin', 'orgAdmin'];
const ORGANIZATION_ROLES: Role[] = ['systemAdmin', 'orgAdmin', 'viewer'];

interface AreaRule {
    /** The route itself and everything below it. */
    prefix: string;
    roles: Role[];
    /** Blocked while no organization is selected. */
    needsOrganization: boolean;
}

/** First matching rule wins; the most specific prefixes come first. */
export const AREA_RULES: AreaRule[] = [
    // Admin capabilities that have a route of their own (section 6).
    { prefix: '/dad/devices/activation', roles: ADMINS, needsOrganization: true },
    { prefix: '/dad/devices/device/export', roles: ADMINS, needsOrganization: true },
    { prefix: '/organization/services/activation', roles: ADMINS, needsOrganization: true },
    { prefix: '/system', roles: ['systemAdmin'], needsOrganization: false },
    { prefix: '/settings', roles: ROLES, needsOrganization: false },
    { prefix: '/dad', roles: ORGANIZATION_ROLES, needsOrganization: true },
    { prefix: '/datasharing', roles: ORGANIZATION_ROLES, needsOrganization: true },
    { prefix: '/alarming', roles: ORGANIZATION_ROLES, needsOrganization: true },
    { prefix: '/organization', roles: ORGANIZATION_ROLES, needsOrganization: true },
    { prefix: '/licences', roles: ORGANIZATION_ROLES, needsOrganization: true },
];

/** A viewer never sees paths with one of these segments. */
export const VIEWER_BLOCKED_SEGMENTS = ['add', 'users', 'register', 'onboard', 'edit'];

/** Capabilities of section 6 that are not routes: buttons, switches, menu entries. */
export const CAPABILITIES = {
    /** Acknowledge, delete, export and send test alarms. */
    manageAlarms: ADMINS,
    /** Add, edit and remove items, register, onboard, expert mode, exports. */
    editItems: ADMINS,
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

export type AccessDenial = 'role' | 'organization';

/**
 * Why a route is blocked for a role, or null when it is open.
 * "organization" means the role may open it once an organization is selected.
 */
export const routeDenial = (
    role: Role,
    path: string,
    hasOrganization: boolean,
): AccessDenial | null => {
    const route = normalize(path);
    if (route === '/') return null;
    const rule = AREA_RULES.find(candidate => isUnder(route, candidate.prefix));
    if (role === 'viewer') {
        const blocked = route.split('/').some(segment => VIEWER_BLOCKED_SEGMENTS.includes(segment));
        if (blocked) return 'role';
    }
    if (!rule) {
        // Routes outside the table: admins only.
        return ADMINS.includes(role) ? null : 'role';
    }
    if (!rule.roles.includes(role)) return 'role';
    if (rule.needsOrganization && !hasOrganization) return 'organization';
    return null;
};

export const canOpen = (role: Role, path: string, hasOrganization: boolean) =>
    routeDenial(role, path, hasOrganization) === null;
