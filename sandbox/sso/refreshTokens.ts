import { compactVerify, importJWK, SignJWT, type JWK } from 'jose';
import type { Provider, TokenLike } from 'oidc-provider';
import { publicJwk } from './keys.ts';

/**
 * keycloak-js decodes the refresh token, so it must be a JWT; oidc-provider's refresh tokens are
 * opaque ids. The stored token (and all of oidc-provider's checks) stay as they are: the value
 * handed out becomes a signed JWT carrying the id as `jti`, and lookups unwrap it again.
 *
 * Like Keycloak (with "revoke refresh token" off), each refresh returns a new refresh token
 * with a fresh lifetime, and the previous one stays valid until it expires: rotation is on,
 * consumption is off. That keeps an active console signed in for the whole SSO session.
 */
export async function issueJwtRefreshTokens(provider: Provider, signingKey: JWK): Promise<void> {
    const privateKey = await importJWK(signingKey, 'RS256');
    const publicKey = await importJWK(publicJwk(signingKey), 'RS256');
    const issuer = provider.issuer;
    const RefreshToken = provider.RefreshToken;

    const issueValue = RefreshToken.prototype.getValueAndPayload;
    RefreshToken.prototype.getValueAndPayload = async function getValueAndPayload(this: TokenLike) {
        const result = await issueValue.call(this);
        const payload = result.payload ?? {};
        const value = await new SignJWT({
            typ: 'Refresh',
            azp: this.clientId,
            sid: this.sid,
            session_state: this.sid,
            scope: this.scope,
        })
            .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: signingKey.kid })
            .setIssuer(issuer)
            .setAudience(issuer)
            .setSubject(this.accountId ?? '')
            .setJti(this.jti)
            .setIssuedAt(Number(payload.iat))
            .setExpirationTime(Number(payload.exp))
            .sign(privateKey);
        return { value, payload };
    };

    RefreshToken.prototype.consume = async function consume() {
        // Keep rotated refresh tokens usable until they expire (see above).
    };

    const find = RefreshToken.find;
    RefreshToken.find = async function findByJwt(value, options) {
        const id = await refreshTokenId(value);
        return id ? find.call(this, id, options) : undefined;
    };

    async function refreshTokenId(value: unknown): Promise<string | undefined> {
        if (typeof value !== 'string' || value.split('.').length !== 3) return undefined;
        try {
            // Expiry is checked by oidc-provider against the stored token, so only the signature here.
            const { payload } = await compactVerify(value, publicKey);
            const claims = JSON.parse(new TextDecoder().decode(payload)) as {
                typ?: unknown;
                jti?: unknown;
            };
            return claims.typ === 'Refresh' && typeof claims.jti === 'string'
                ? claims.jti
                : undefined;
        } catch {
            return undefined;
        }
    }
}
