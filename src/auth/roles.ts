/**
 * Who the signed-in user is, read from the group paths and realm roles of the login token.
 * Pure functions: no token parsing, no storage.
 */
export type Role = 'systemAdmin' | 'orgAdmin' | 'viewer' | 'serviceUser' | 'other';

export const ROLES: Role[] = ['systemAdmin', 'orgAdmin', 'viewer', 'serviceUser', 'other'];

export interface Identity {
    username: string;
    systemAdmin: boolean;
    /** Organization ids in which the user is ADMIN. */
    orgAdminOf: string[];
    /** Organization ids in which the user is VIEWER. */
    orgViewerOf: string[];
    /** Service ids in which the user is ADMIN. */
    serviceAdminOf: string[];
    /** Member of any services group. */
    serviceUser: boolean;
    realmRoles: string[];
}

/** The global admin group is the ADMIN group under the product's own group. */
export const globalAdminGroup = (productName: string) => `/${productName}/ADMIN`;

const segments = (path: string) => path.split('/');

export const identityFromGroups = (
    username: string,
    groups: string[],
    realmRoles: string[],
    productName: string,
): Identity => {
    const identity: Identity = {
        username,
        systemAdmin: groups.includes(globalAdminGroup(productName)),
        orgAdminOf: [],
        orgViewerOf: [],
        serviceAdminOf: [],
        serviceUser: false,
        realmRoles,
    };
    for (const group of groups) {
        const parts = segments(group);
        // "/organizations/{id}/ADMIN" splits into four segments, the first one empty.
        if (parts.length === 4 && parts[0] === '' && parts[1] === 'organizations') {
            if (parts[3] === 'ADMIN') identity.orgAdminOf.push(parts[2]);
            if (parts[3] === 'VIEWER') identity.orgViewerOf.push(parts[2]);
        }
        if (parts[0] === '' && parts[1] === 'services' && parts.length >= 3) {
            identity.serviceUser = true;
            if (parts.length === 4 && parts[3] === 'ADMIN') identity.serviceAdminOf.push(parts[2]);
        }
    }
    return identity;
};

/**
 * The user's role for the current organization. With no organization selected, the highest
 * organization role the user holds anywhere stands in, so that the menu shows what the user
 * could open once an organization is chosen (the routes themselves stay blocked).
 */
export const roleIn = (identity: Identity, organizationId: string | null | undefined): Role => {
    if (identity.systemAdmin) return 'systemAdmin';
    if (organizationId) {
        if (identity.orgAdminOf.includes(organizationId)) return 'orgAdmin';
        if (identity.orgViewerOf.includes(organizationId)) return 'viewer';
    } else {
        if (identity.orgAdminOf.length) return 'orgAdmin';
        if (identity.orgViewerOf.length) return 'viewer';
    }
    if (identity.serviceUser) return 'serviceUser';
    return 'other';
};

export const isAdmin = (role: Role) => role === 'systemAdmin' || role === 'orgAdmin';
