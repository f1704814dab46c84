import type { Provider, SessionModel } from 'oidc-provider';

/**
 * Keycloak's "SSO Session Idle": a session ends when nothing used it for that long. Sign-ins
 * re-save the session (with the TTL function); token refreshes do not touch it in
 * oidc-provider, so extend it here after each successful refresh.
 */
export function extendSessionOnRefresh(
    provider: Provider,
    sessionTtl: (session: SessionModel) => number,
): void {
    provider.use(async (ctx, next) => {
        await next();
        const { oidc } = ctx;
        if (
            oidc?.route !== 'token' ||
            ctx.status !== 200 ||
            oidc.params?.grant_type !== 'refresh_token'
        )
            return;
        const uid = oidc.entities?.RefreshToken?.sessionUid;
        if (!uid) return;
        const session = await provider.Session.findByUid(uid);
        if (session) await session.save(sessionTtl(session));
    });
}
