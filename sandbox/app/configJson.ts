import type { FastifyInstance } from 'fastify';
import { CLIENT_ID, PRODUCT, REALM } from '../config.ts';

/** The console's runtime configuration, as src/config.ts reads it. */
export interface ConsoleConfigJson {
    apiBasePath: string;
    ssoUrl: string;
    realm: string;
    clientId: string;
    contentServiceUrl: string;
    lpwanSiteUrl: string;
    productName: string;
}

/** The sandbox's configuration: API and content service on its own origin, the SSO on ssoPort. */
export function sandboxConsoleConfig(ssoPort: number): ConsoleConfigJson {
    return {
        apiBasePath: '/api',
        ssoUrl: `http://localhost:${ssoPort}`,
        realm: REALM,
        clientId: CLIENT_ID,
        contentServiceUrl: '/content',
        lpwanSiteUrl: 'https://lpwan.example.com',
        productName: PRODUCT,
    };
}

/** The console's runtime configuration (GET /config.json), read before its first render. */
export function consoleConfig(config: ConsoleConfigJson) {
    return async function register(app: FastifyInstance): Promise<void> {
        app.get('/config.json', async (_request, reply) => {
            reply.header('cache-control', 'no-store');
            return config;
        });
    };
}
