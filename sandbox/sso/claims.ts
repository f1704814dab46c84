import { DEFAULT_REALM_ROLES, type User } from '../db/users.ts';

/** The claims Keycloak puts about a user into its tokens (with the realm's default mappers). */
export interface UserClaims {
    sub: string;
    preferred_username: string;
    email: string;
    email_verified: boolean;
    name: string;
    given_name: string;
    family_name: string;
    groups: string[];
    realm_access: { roles: string[] };
    [claim: string]: unknown;
}

/** Claim names released under the "openid" scope (keycloak-js asks for "openid" only). */
export const USER_CLAIM_NAMES = [
    'sub',
    'preferred_username',
    'email',
    'email_verified',
    'name',
    'given_name',
    'family_name',
    'groups',
    'realm_access',
];

export function userClaims(user: User): UserClaims {
    return {
        sub: user.id,
        preferred_username: user.username,
        email: user.email,
        email_verified: true,
        name: `${user.firstName} ${user.lastName}`.trim(),
        given_name: user.firstName,
        family_name: user.lastName,
        groups: [...user.groups],
        realm_access: { roles: [...new Set([...user.roles, ...DEFAULT_REALM_ROLES])] },
    };
}
