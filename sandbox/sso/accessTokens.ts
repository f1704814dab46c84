import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

export interface AccessTokenClaims extends JWTPayload {
    sub: string;
    typ: 'Bearer';
    groups?: string[];
    realm_access?: { roles?: string[] };
    preferred_username?: string;
}

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>;

/**
 * Verifies an access token locally against the SSO's public keys, as a resource server does
 * with Keycloak: signature, issuer, expiry (no clock tolerance), and that it is an access token
 * (ID and refresh tokens are signed by the same keys).
 */
export function createAccessTokenVerifier(
    jwks: JSONWebKeySet,
    issuer: string,
): AccessTokenVerifier {
    const keys = createLocalJWKSet(jwks);
    return async token => {
        const { payload } = await jwtVerify(token, keys, { issuer, algorithms: ['RS256'] });
        if (payload.typ !== 'Bearer' || typeof payload.sub !== 'string') {
            throw new Error('not an access token');
        }
        return payload as AccessTokenClaims;
    };
}
