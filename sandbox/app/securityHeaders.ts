import type { FastifyInstance } from 'fastify';
import type { ConsoleConfig } from '../../src/consoleConfig.ts';

/** The origin of an absolute URL of the configuration; undefined for a path on the console's own. */
export function originOf(url: string): string | undefined {
    const placeholder = 'https://console.invalid';
    const origin = new URL(url, placeholder).origin;
    return origin === placeholder ? undefined : origin;
}

const sourceList = (...sources: (string | undefined)[]) =>
    [...new Set(sources.filter(source => source !== undefined))].join(' ');

/**
 * The Content-Security-Policy of the console, built from the same configuration that
 * /config.json serves: scripts and workers only from the console's own origin and never eval;
 * requests only to the console's origin and the API, SSO and content service origins; inline
 * styles allowed (emotion/MUI and Monaco insert style elements); no frames, no plugins, and no
 * page may frame the console. The keycloak-js logout is a form POST to the SSO.
 */
export function contentSecurityPolicy(
    config: Pick<ConsoleConfig, 'apiBasePath' | 'ssoUrl' | 'contentServiceUrl'>,
    /** Where the browser reports violations (the sandbox collects them); none by default. */
    reportUri?: string,
): string {
    const self = "'self'";
    const api = originOf(config.apiBasePath);
    const sso = originOf(config.ssoUrl);
    const content = originOf(config.contentServiceUrl);
    const directives: [string, string][] = [
        ['default-src', "'none'"],
        ['script-src', self],
        ['style-src', `${self} 'unsafe-inline'`],
        ['img-src', sourceList(self, content, 'data:')],
        ['font-src', self],
        ['connect-src', sourceList(self, api, sso, content)],
        ['worker-src', self],
        ['form-action', sourceList(self, sso)],
        ['frame-ancestors', "'none'"],
        ['base-uri', "'none'"],
        ['object-src', "'none'"],
    ];
    if (reportUri) directives.push(['report-uri', reportUri]);
    return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Headers of every response of the console's server besides the policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
};

/**
 * Sends the policy and the other security headers with every response of the APP server (the
 * console's HTML and its scripts, workers included, /config.json, the API, the content service).
 * Registered on the root instance before the routes, so every plugin inherits it.
 */
export function addSecurityHeaders(
    app: FastifyInstance,
    config: ConsoleConfig,
    reportUri?: string,
): void {
    const headers = {
        ...SECURITY_HEADERS,
        'content-security-policy': contentSecurityPolicy(config, reportUri),
    };
    app.addHook('onSend', async (_request, reply, payload) => {
        reply.headers(headers);
        return payload;
    });
}
