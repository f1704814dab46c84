/**
 * The shape of /config.json, free of browser types so that the sandbox, which serves it, uses
 * the same type (src/config.ts reads it).
 */
export interface ConsoleConfig {
    /** Base path (or absolute URL) of the product API, e.g. "/api". */
    apiBasePath: string;
    /** Base URL of the SSO server (Keycloak), without "/realms/...". */
    ssoUrl: string;
    realm: string;
    clientId: string;
    /** Base URL of the content service (service store texts, pricing cards). */
    contentServiceUrl: string;
    /** External site that the LPWAN Service tile opens in a new tab. */
    lpwanSiteUrl: string;
    /** Product name: names the global user groups and the uplink paths. */
    productName: string;
    /**
     * Milliseconds an API call may wait for the API to start answering (optional; default
     * DEFAULT_REQUEST_TIMEOUT_MS). A call that waits longer counts as one with no answer.
     */
    requestTimeoutMs?: number;
}

/** The API call timeout when config.json gives none. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
