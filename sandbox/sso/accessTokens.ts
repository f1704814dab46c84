import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { SessionCheck } from './liveSessions.ts';

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
 * (ID and refresh tokens are signed by the same keys). With a session check (the running sandbox
 * always passes one), the token's SSO session (`sid`) must still exist: a sign-out ends access
 * at once, not when the token expires.
 */
export function createAccessTokenVerifier(
    jwks: JSONWebKeySet,
    issuer: string,
    sessionIsLive?: SessionCheck,
): AccessTokenVerifier {
    const keys = createLocalJWKSet(jwks);
    return async token => {
        const { payload } = await jwtVerify(token, keys, { issuer, algorithms: ['RS256'] });
        if (payload.typ !== 'Bearer' || typeof payload.sub !== 'string') {
            throw new Error('not an access token');
        }
        if (sessionIsLive && (typeof payload.sid !== 'string' || !sessionIsLive(payload.sid))) {
            throw new Error('the SSO session has ended');
        }
        return payload as AccessTokenClaims;
    };
}
