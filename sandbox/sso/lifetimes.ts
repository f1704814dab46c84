import type { SessionLike, TokenLike } from 'oidc-provider';
import type { TtlSettings } from './ttl.ts';

const now = (): number => Math.floor(Date.now() / 1000);

/**
 * Keycloak's model of lifetimes, read from the (runtime-changeable) settings:
 * - accessTokenTtl: access and ID tokens;
 * - refreshTokenTtl is "SSO Session Idle": refresh tokens last that long, and so does a session
 *   nobody uses (each sign-in or refresh extends it, see sessionIdle.ts);
 * - sessionTtl is "SSO Session Max": from sign-in, however active; no token outlives it.
 * Session lifetimes are exact (ms), token lifetimes whole seconds from their iat.
 */
export function lifetimes(ttl: TtlSettings) {
    const sessionEnd = (loginTs: number | undefined) => (loginTs ?? now()) + ttl.sessionTtl;

    const sessionTtl = (session: SessionLike): number =>
        Math.max(
            0.001,
            Math.min(ttl.refreshTokenTtl, sessionEnd(session.loginTs) - Date.now() / 1000),
        );

    /** oidc-provider's `ttl` configuration. */
    const config = {
        AccessToken: () => ttl.accessTokenTtl,
        IdToken: () => ttl.accessTokenTtl,
        AuthorizationCode: 60,
        Interaction: 3600,
        RefreshToken: (_ctx: unknown, token: TokenLike) =>
            Math.max(1, Math.min(ttl.refreshTokenTtl, sessionEnd(token.authTime) - now())),
        Session: (_ctx: unknown, session: SessionLike) => sessionTtl(session),
        Grant: () => ttl.sessionTtl,
    };

    return { config, sessionTtl };
}
