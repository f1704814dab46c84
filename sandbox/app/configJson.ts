import type { FastifyInstance } from 'fastify';
import type { ConsoleConfig } from '../../src/consoleConfig.ts';
import { CLIENT_ID, PRODUCT, REALM } from '../config.ts';

/** The sandbox's configuration: API and content service on its own origin, the SSO on ssoPort. */
export function sandboxConsoleConfig(ssoPort: number): ConsoleConfig {
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
export function consoleConfig(config: ConsoleConfig) {
    return async function register(app: FastifyInstance): Promise<void> {
        app.get('/config.json', async (_request, reply) => {
            reply.header('cache-control', 'no-store');
            return config;
        });
    };
}
