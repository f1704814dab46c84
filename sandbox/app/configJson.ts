import type { FastifyInstance } from 'fastify';
import { CLIENT_ID, PRODUCT, REALM } from '../config.ts';

/** The console's runtime configuration (GET /config.json), read before its first render. */
export function consoleConfig(ssoPort: number) {
    const config = {
        apiBasePath: '/api',
        ssoUrl: `http://localhost:${ssoPort}`,
        realm: REALM,
        clientId: CLIENT_ID,
        contentServiceUrl: '/content',
        lpwanSiteUrl: 'https://lpwan.example.com',
        productName: PRODUCT,
    };
    return async function register(app: FastifyInstance): Promise<void> {
        app.get('/config.json', async (_request, reply) => {
            reply.header('cache-control', 'no-store');
            return config;
        });
    };
}
