import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import { SECURITY_HEADERS } from '../app/securityHeaders.ts';
import { CLIENT_ID, REALM } from '../config.ts';
import { type FaultStore, sleep } from '../faults.ts';
import { applyCors, corsHeaders } from './cors.ts';
import { ACCOUNT_PATH, LOGIN_PATH, LOGOUT_PATH, REALM_PATH, USERINFO_PATH } from './paths.ts';
import { sendHtml, sendJson } from './rawHttp.ts';
import { messagePage } from './pages.ts';

export interface SsoHandlerOptions {
    provider: Provider;
    faults: FaultStore;
    consoleOrigins: string[];
    login: (req: IncomingMessage, res: ServerResponse, uid: string) => Promise<void>;
    userinfo: (
        req: IncomingMessage,
        res: ServerResponse,
        kind: 'userinfo' | 'account',
    ) => Promise<void>;
}

/**
 * Keycloak also takes the pre-18 `redirect_uri` on logout, and a post-logout redirect without
 * client_id or id_token_hint; oidc-provider needs the client to check the redirect.
 */
function keycloakLogoutParams(url: URL): string {
    const params = url.searchParams;
    const redirect = params.get('redirect_uri');
    if (redirect && !params.has('post_logout_redirect_uri'))
        params.set('post_logout_redirect_uri', redirect);
    params.delete('redirect_uri');
    if (
        params.has('post_logout_redirect_uri') &&
        !params.has('client_id') &&
        !params.has('id_token_hint')
    ) {
        params.set('client_id', CLIENT_ID);
    }
    const query = params.toString();
    return query ? `${url.pathname}?${query}` : url.pathname;
}

export function createSsoHandler(options: SsoHandlerOptions) {
    const { provider, faults, login, userinfo } = options;
    const origins = new Set(options.consoleOrigins);
    const oidc = provider.callback();

    async function applyFault(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
        const fault = faults.take('sso', req.method, req.url);
        if (!fault) return false;
        if (fault.delayMs) await sleep(fault.delayMs);
        if (fault.drop) {
            req.socket.destroy();
            return true;
        }
        if (fault.status === undefined) return false;
        sendJson(res, fault.status, fault.body, corsHeaders(req.headers.origin, origins));
        return true;
    }

    return async function handleSso(req: IncomingMessage, res: ServerResponse): Promise<void> {
        // nosniff, no referrer, and no page may frame the login page (keycloak-js uses no iframe).
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        try {
            if (await applyFault(req, res)) return;
            if (applyCors(req, res, origins)) return;
            const url = new URL(req.url ?? '/', 'http://sso.invalid');
            const path = url.pathname;

            if (path.startsWith(`${LOGIN_PATH}/`))
                return await login(req, res, path.slice(LOGIN_PATH.length + 1));
            if (path === USERINFO_PATH && (req.method === 'GET' || req.method === 'POST')) {
                return await userinfo(req, res, 'userinfo');
            }
            if (path === ACCOUNT_PATH && req.method === 'GET')
                return await userinfo(req, res, 'account');

            if (path === REALM_PATH || path.startsWith(`${REALM_PATH}/`)) {
                const target =
                    path === LOGOUT_PATH && req.method === 'GET'
                        ? keycloakLogoutParams(url)
                        : req.url;
                // Mount oidc-provider at the realm path, the way Express does (it reads originalUrl).
                Object.assign(req, {
                    originalUrl: target,
                    url: (target ?? '/').slice(REALM_PATH.length) || '/',
                });
                if (!req.url?.startsWith('/')) req.url = `/${req.url ?? ''}`;
                return oidc(req, res);
            }
            if (path === '/') {
                return sendHtml(
                    res,
                    200,
                    // For developers, not users: English.
                    messagePage(
                        'en',
                        'Sandbox SSO',
                        `Realm "${REALM}" of the sandbox's OpenID provider.`,
                        {
                            href: `${REALM_PATH}/.well-known/openid-configuration`,
                            text: 'OpenID configuration',
                        },
                    ),
                );
            }
            return sendJson(res, 404, {
                error: 'not_found',
                error_description: `${path} not found`,
            });
        } catch (error) {
            console.error('[sso] request failed', error);
            if (!res.headersSent) sendJson(res, 500, { error: 'server_error' });
            else res.end();
        }
    };
}
