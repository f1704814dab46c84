/** The signed-in user's identity, read from the keycloak-js token. */
import type Keycloak from 'keycloak-js';
import { identityFromGroups, type Identity } from './roles';

interface TokenClaims {
    preferred_username?: string;
    name?: string;
    groups?: string[];
    realm_access?: { roles?: string[] };
}

export const identityFromClaims = (
    tokenParsed: object | undefined,
    productName: string,
): Identity => {
    const claims = (tokenParsed ?? {}) as TokenClaims;
    return identityFromGroups(
        claims.preferred_username ?? '',
        claims.groups ?? [],
        claims.realm_access?.roles ?? [],
        productName,
    );
};

export const identityFromKeycloak = (keycloak: Keycloak, productName: string): Identity =>
    identityFromClaims(keycloak.tokenParsed, productName);

export const displayNameOf = (keycloak: Keycloak) => {
    const claims = (keycloak.tokenParsed ?? {}) as TokenClaims;
    return claims.name || claims.preferred_username || '';
};
