import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { AccessTokenVerifier } from '../sso/accessTokens.ts';
import { SANDBOX_VERSION } from '../version.ts';
import { authenticate } from './auth.ts';
import { apiErrorHandler, apiNotFoundHandler } from './errors.ts';
import { organizationRoutes } from './organizations.ts';

export interface ApiOptions {
    db: Database;
    verifyAccessToken: AccessTokenVerifier;
}

/** The product API, registered under /api. */
export function productApi({ db, verifyAccessToken }: ApiOptions) {
    return async function register(api: FastifyInstance): Promise<void> {
        api.decorateRequest('caller', null as never);
        api.decorateRequest('organizationId', null as never);
        api.setErrorHandler(apiErrorHandler);
        api.setNotFoundHandler(apiNotFoundHandler);
        api.addHook('onRequest', authenticate(verifyAccessToken));
        api.addHook('onSend', async (_request, reply, payload) => {
            reply.header('cache-control', 'no-store');
            return payload;
        });

        api.get('/version', { config: { public: true } }, async () => ({
            version: SANDBOX_VERSION,
        }));
        await api.register(organizationRoutes(db));
    };
}
