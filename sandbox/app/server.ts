import type { Database } from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { productApi } from '../api/index.ts';
import { PRODUCT } from '../config.ts';
import { type FaultStore, sleep } from '../faults.ts';
import type { AccessTokenVerifier } from '../sso/accessTokens.ts';
import type { TtlSettings } from '../sso/ttl.ts';
import { uplinkRoutes } from '../uplinks/routes.ts';
import { consoleConfig } from './configJson.ts';
import { consoleApp } from './console.ts';
import { contentService } from './content.ts';
import { sandboxControls } from './controls.ts';

export interface AppServerOptions {
    db: Database;
    ssoPort: number;
    consoleDist: string;
    verifyAccessToken: AccessTokenVerifier;
    faults: FaultStore;
    ttl: TtlSettings;
    reset: () => void;
    log: boolean;
}

/** The APP server: console build, /config.json, the product API, the content service, controls. */
export async function createAppServer(options: AppServerOptions): Promise<FastifyInstance> {
    const { db, faults } = options;
    const app = Fastify({ logger: options.log, forceCloseConnections: true });

    // Injected faults come first, before authentication; the controls themselves are exempt.
    app.addHook('onRequest', async (request, reply) => {
        if (request.url.startsWith('/__sandbox')) return;
        const fault = faults.take('app', request.method, request.url);
        if (!fault) return;
        if (fault.delayMs) await sleep(fault.delayMs);
        if (fault.drop) {
            reply.hijack();
            request.raw.socket.destroy();
            return reply;
        }
        if (fault.status !== undefined) return reply.code(fault.status).send(fault.body);
    });

    await app.register(consoleConfig(options.ssoPort));
    await app.register(productApi({ db, verifyAccessToken: options.verifyAccessToken }), {
        prefix: '/api',
    });
    await app.register(contentService, { prefix: '/content' });
    await app.register(uplinkRoutes(db), { prefix: `/${PRODUCT}/uplink` });
    await app.register(sandboxControls(options), { prefix: '/__sandbox' });
    await app.register(consoleApp(options.consoleDist));
    return app;
}
