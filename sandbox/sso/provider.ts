import type { Database } from 'better-sqlite3';
import Provider, { errors, type OidcContext, type TokenLike } from 'oidc-provider';
import { CLIENT_ID } from '../config.ts';
import { findUserById } from '../db/users.ts';
import { sqliteAdapter } from './adapter.ts';
import { USER_CLAIM_NAMES, userClaims } from './claims.ts';
import { CONSOLE_SCOPES, consoleGrants } from './grants.ts';
import { lifetimes } from './lifetimes.ts';
import type { SsoKeys } from './keys.ts';
import { adaptConsoleClient } from './consoleClient.ts';
import { autoLogoutPage, messagePage } from './pages.ts';
import { LOGIN_PATH, OIDC_PATH } from './paths.ts';
import { issueJwtRefreshTokens } from './refreshTokens.ts';
import { ssoLanguage, ssoText } from './ssoLanguage.ts';
import { extendSessionOnRefresh } from './sessionIdle.ts';
import type { TtlSettings } from './ttl.ts';

/** Keycloak's endpoint paths, relative to the realm. */
const ROUTES = {
    authorization: `${OIDC_PATH}/auth`,
    token: `${OIDC_PATH}/token`,
    userinfo: `${OIDC_PATH}/userinfo`,
    jwks: `${OIDC_PATH}/certs`,
    end_session: `${OIDC_PATH}/logout`,
    revocation: `${OIDC_PATH}/revoke`,
    introspection: `${OIDC_PATH}/token/introspect`,
    pushed_authorization_request: `${OIDC_PATH}/ext/par/request`,
};

export interface ProviderOptions {
    issuer: string;
    keys: SsoKeys;
    ttl: TtlSettings;
    /** SSO state (sessions, grants, refresh tokens). */
    store: Database;
    /** Product database holding the users. */
    db: Database;
    /** Origins the console is served from (redirect URIs and CORS). */
    consoleOrigins: string[];
}

/** The language of a page oidc-provider renders: its request's ui_locales, else the cookie. */
const languageOf = (ctx: OidcContext) =>
    ssoLanguage(ctx.oidc?.params?.ui_locales, ctx.get('cookie'));

export async function createProvider(options: ProviderOptions): Promise<Provider> {
    const { issuer, keys, ttl, store, db, consoleOrigins } = options;
    const consoleUrl = `${consoleOrigins[0]}/`;
    /** Resource indicator of the product API: access tokens for it are JWTs. */
    const apiResource = `${consoleOrigins[0]}/api`;
    const allowedOrigins = new Set(consoleOrigins);

    const { config: ttlConfig, sessionTtl } = lifetimes(ttl);

    const provider = new Provider(issuer, {
        adapter: sqliteAdapter(store),
        jwks: { keys: keys.signing },
        cookies: {
            keys: keys.cookieKeys,
            long: { httpOnly: true, sameSite: 'lax' },
            short: { httpOnly: true, sameSite: 'lax' },
        },
        clients: [
            {
                client_id: CLIENT_ID,
                client_name: 'Management console',
                application_type: 'web',
                token_endpoint_auth_method: 'none',
                grant_types: ['authorization_code', 'refresh_token'],
                response_types: ['code'],
                redirect_uris: consoleOrigins.map(origin => `${origin}/`),
                post_logout_redirect_uris: consoleOrigins.map(origin => `${origin}/`),
            },
        ],
        clientBasedCORS: (_ctx: unknown, origin: string) => allowedOrigins.has(origin),
        responseTypes: ['code'],
        pkce: { methods: ['S256'], required: () => true },
        scopes: ['openid', 'offline_access', 'profile', 'email'],
        claims: {
            acr: null,
            sid: null,
            auth_time: null,
            iss: null,
            openid: USER_CLAIM_NAMES,
            profile: ['preferred_username', 'name', 'given_name', 'family_name'],
            email: ['email', 'email_verified'],
        },
        // The ID token carries the user's claims, as Keycloak's does.
        conformIdTokenClaims: false,
        async findAccount(_ctx: unknown, sub: string) {
            const user = findUserById(db, sub);
            if (!user) return undefined;
            return { accountId: user.id, claims: async () => userClaims(user) };
        },
        async extraTokenClaims(_ctx: unknown, token: TokenLike) {
            if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
            const user = findUserById(db, token.accountId);
            if (!user) return undefined;
            const claims: Record<string, unknown> = { ...userClaims(user) };
            delete claims.sub;
            return {
                ...claims,
                typ: 'Bearer',
                azp: token.clientId,
                sid: token.sid,
                session_state: token.sid,
                'allowed-origins': consoleOrigins,
            };
        },
        formats: {
            customizers: {
                async jwt(
                    _ctx: unknown,
                    _token: unknown,
                    jwt: { header?: Record<string, unknown> },
                ) {
                    jwt.header = { typ: 'JWT' };
                },
            },
        },
        features: {
            devInteractions: { enabled: false },
            revocation: { enabled: true },
            introspection: { enabled: true },
            userinfo: { enabled: true },
            resourceIndicators: {
                enabled: true,
                defaultResource: async (_ctx: unknown, _client: unknown, oneOf?: string[]) =>
                    oneOf ?? apiResource,
                useGrantedResource: async () => true,
                async getResourceServerInfo(_ctx: unknown, resource: string) {
                    if (resource !== apiResource) throw new errors.InvalidTarget();
                    return {
                        scope: CONSOLE_SCOPES,
                        audience: CLIENT_ID,
                        accessTokenFormat: 'jwt',
                        accessTokenTTL: ttl.accessTokenTtl,
                        jwt: { sign: { alg: 'RS256' } },
                    };
                },
            },
            rpInitiatedLogout: {
                enabled: true,
                async logoutSource(ctx: OidcContext, form: string) {
                    ctx.type = 'html';
                    ctx.body = autoLogoutPage(languageOf(ctx), form);
                },
                async postLogoutSuccessSource(ctx: OidcContext) {
                    const language = languageOf(ctx);
                    ctx.type = 'html';
                    ctx.body = messagePage(
                        language,
                        ssoText(language, 'signedOutTitle'),
                        ssoText(language, 'signedOut'),
                        { href: consoleUrl, text: ssoText(language, 'backToConsole') },
                    );
                },
            },
        },
        // keycloak-js needs a refresh token without asking for offline_access.
        issueRefreshToken: async (
            _ctx: unknown,
            client: { grantTypeAllowed(type: string): boolean },
        ) => client.grantTypeAllowed('refresh_token'),
        rotateRefreshToken: true,
        // No consent page (see grants.ts).
        loadExistingGrant: (ctx: OidcContext) => loadExistingGrant(ctx),
        interactions: {
            url: async (_ctx: unknown, interaction: { uid: string }) =>
                `${LOGIN_PATH}/${interaction.uid}`,
        },
        routes: ROUTES,
        ttl: ttlConfig,
        async renderError(ctx: OidcContext, out: { error?: string; error_description?: string }) {
            const language = languageOf(ctx);
            ctx.type = 'html';
            // The OAuth error code and its description stay as oidc-provider words them.
            ctx.body = messagePage(
                language,
                ssoText(language, 'errorTitle'),
                [out.error, out.error_description].filter(Boolean).join(': ') ||
                    ssoText(language, 'errorFallback'),
                { href: consoleUrl, text: ssoText(language, 'backToConsole') },
            );
        },
    });

    const loadExistingGrant = consoleGrants(provider, apiResource);
    adaptConsoleClient(provider, consoleOrigins);
    const [signingKey] = keys.signing;
    if (!signingKey) throw new Error('no SSO signing key');
    await issueJwtRefreshTokens(provider, signingKey);
    extendSessionOnRefresh(provider, sessionTtl);

    provider.on('server_error', (_ctx: never, error: never) => {
        console.error('[sso] server error', error);
    });
    return provider;
}
