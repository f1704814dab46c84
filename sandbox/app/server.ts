import type { Database } from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { productApi } from '../api/index.ts';
import { PRODUCT } from '../config.ts';
import { type FaultStore, sleep } from '../faults.ts';
import type { AccessTokenVerifier } from '../sso/accessTokens.ts';
import type { TtlSettings } from '../sso/ttl.ts';
import { uplinkRoutes } from '../uplinks/routes.ts';
import { addCompression } from './compression.ts';
import { consoleConfig, sandboxConsoleConfig } from './configJson.ts';
import { consoleApp } from './console.ts';
import { addEtags } from './etag.ts';
import { contentService } from './content.ts';
import { CSP_REPORT_PATH, cspReports } from './cspReports.ts';
import { sandboxControls } from './controls.ts';
import { addSecurityHeaders } from './securityHeaders.ts';

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
    // One configuration: served as /config.json, and the source of the Content-Security-Policy
    // (whose violations the sandbox collects under CSP_REPORT_PATH).
    const config = sandboxConsoleConfig(options.ssoPort);
    addSecurityHeaders(app, config, CSP_REPORT_PATH);
    // Tags first: a 304 has no body to compress, and a tag names the content, not its encoding.
    addEtags(app);
    addCompression(app);

    // Answers held back after their request was handled (a fault's answerDelayMs).
    const heldAnswers = new WeakMap<object, number>();
    // Injected faults come first, before authentication; the controls themselves are exempt.
    app.addHook('onRequest', async (request, reply) => {
        if (request.url.startsWith('/__sandbox')) return;
        const fault = faults.take('app', request.method, request.url);
        if (!fault) return;
        if (fault.answerDelayMs) heldAnswers.set(request, fault.answerDelayMs);
        if (fault.delayMs) await sleep(fault.delayMs);
        // A client that gave up during the delay (its timeout) never reached the API: the
        // request is not handled, so a retry after a timeout cannot duplicate a write.
        if (fault.delayMs && request.raw.socket.destroyed) {
            reply.hijack();
            return reply;
        }
        if (fault.drop) {
            reply.hijack();
            request.raw.socket.destroy();
            return reply;
        }
        if (fault.status !== undefined) {
            return reply
                .code(fault.status)
                .headers(fault.headers ?? {})
                .send(fault.body);
        }
    });
    app.addHook('onSend', async (request, _reply, payload) => {
        const held = heldAnswers.get(request);
        if (held) await sleep(held);
        return payload;
    });

    await app.register(consoleConfig(config));
    await app.register(productApi({ db, verifyAccessToken: options.verifyAccessToken }), {
        prefix: '/api',
    });
    await app.register(contentService, { prefix: '/content' });
    await app.register(uplinkRoutes(db), { prefix: `/${PRODUCT}/uplink` });
    await app.register(cspReports(), { prefix: CSP_REPORT_PATH });
    await app.register(sandboxControls(options), { prefix: '/__sandbox' });
    await app.register(consoleApp(options.consoleDist));
    return app;
}
