import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS for the console's calls to the SSO (token, refresh, userinfo, certs, ...). keycloak-js
 * sends credentials, so the origin is echoed and credentials allowed, for console origins only.
 * Setting these headers before oidc-provider runs makes it skip its own CORS handling.
 */
export function corsHeaders(
    origin: string | undefined,
    allowed: Set<string>,
): Record<string, string> {
    if (!origin || !allowed.has(origin)) return {};
    return {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': 'WWW-Authenticate',
        vary: 'Origin',
    };
}

/** Adds CORS headers for a console origin; answers preflights. Returns true when answered. */
export function applyCors(
    req: IncomingMessage,
    res: ServerResponse,
    allowed: Set<string>,
): boolean {
    const headers = corsHeaders(req.headers.origin, allowed);
    if (Object.keys(headers).length === 0) return false;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        res.writeHead(204, {
            'access-control-allow-methods': 'GET, POST, OPTIONS',
            'access-control-allow-headers':
                req.headers['access-control-request-headers'] ??
                'Authorization, Content-Type, Accept',
            'access-control-max-age': '3600',
        });
        res.end();
        return true;
    }
    return false;
}
