import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { createAppServer } from './app/server.ts';
import { consoleOrigins, ssoIssuer, type SandboxConfig } from './config.ts';
import { DATABASE_FILE, openDatabase, removeDatabaseFile, reseedDatabase } from './db/index.ts';
import { FaultStore } from './faults.ts';
import { listenLocal } from './listen.ts';
import { createAccessTokenVerifier } from './sso/accessTokens.ts';
import { openSsoStore, pruneExpired, SSO_STORE_FILE } from './sso/adapter.ts';
import { createSsoHandler } from './sso/handler.ts';
import { loadOrCreateKeys, publicJwks } from './sso/keys.ts';
import { liveSessionCheck } from './sso/liveSessions.ts';
import { createLoginHandler } from './sso/login.ts';
import { createProvider } from './sso/provider.ts';
import { sendJson } from './sso/rawHttp.ts';
import { TtlSettings } from './sso/ttl.ts';
import { createUserinfoHandler } from './sso/userinfo.ts';
import { startDemoDevice } from './uplinks/demoDevice.ts';

export interface RunningSandbox {
    config: SandboxConfig;
    appPort: number;
    ssoPort: number;
    /** http://localhost:<appPort> */
    appUrl: string;
    /** http://localhost:<ssoPort> */
    ssoUrl: string;
    issuer: string;
    db: Database;
    faults: FaultStore;
    ttl: TtlSettings;
    close(): Promise<void>;
}

/** --reset: forget the product data and the SSO sessions; the signing keys stay. */
export function resetDataFolder(dataDir: string): void {
    removeDatabaseFile(path.join(dataDir, DATABASE_FILE));
    removeDatabaseFile(path.join(dataDir, SSO_STORE_FILE));
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Starts the APP server and the SSO server (ports 0 pick free ones). */
export async function startSandbox(
    config: SandboxConfig,
    { reset = false } = {},
): Promise<RunningSandbox> {
    if (reset) resetDataFolder(config.dataDir);
    const keys = await loadOrCreateKeys(config.dataDir);
    const db = openDatabase(config.dataDir);
    const store = openSsoStore(config.dataDir);
    const pruning = setInterval(() => pruneExpired(store), 10 * 60 * 1000).unref();
    const ttl = new TtlSettings(config.ttl);
    const faults = new FaultStore(config.faults);
    const cleanups: (() => Promise<void> | void)[] = [
        () => void db.close(),
        () => void store.close(),
        () => clearInterval(pruning),
    ];
    let closing: Promise<void> | undefined;
    const close = () =>
        (closing ??= (async () => {
            for (const cleanup of [...cleanups].reverse()) await cleanup();
        })());

    try {
        // The SSO listens first: the API needs its issuer (port); the SSO needs the console's port.
        const ssoRouter: { handle?: Handler } = {};
        const sso = await listenLocal(
            (req, res) =>
                ssoRouter.handle
                    ? void ssoRouter.handle(req, res)
                    : sendJson(res, 503, { error: 'starting' }),
            config.ssoPort,
        );
        cleanups.push(() => sso.close());
        const issuer = ssoIssuer(sso.port);
        const verifyAccessToken = createAccessTokenVerifier(
            publicJwks(keys),
            issuer,
            liveSessionCheck(store),
        );

        const reset = () => {
            reseedDatabase(db);
            faults.reset();
            ttl.restore();
        };
        const app = await createAppServer({
            db,
            ssoPort: sso.port,
            consoleDist: config.consoleDist,
            verifyAccessToken,
            faults,
            ttl,
            reset,
            log: config.log,
        });
        cleanups.push(() => app.close());
        await app.listen({ port: config.port, host: 'localhost' });
        cleanups.push(startDemoDevice(db, config.demoUplinkMs));
        const appPort = (app.server.address() as AddressInfo).port;

        const origins = consoleOrigins({ port: appPort, extraOrigins: config.extraOrigins });
        const provider = await createProvider({
            issuer,
            keys,
            ttl,
            store,
            db,
            consoleOrigins: origins,
        });
        ssoRouter.handle = createSsoHandler({
            provider,
            faults,
            consoleOrigins: origins,
            login: createLoginHandler({ provider, db, consoleUrl: `${origins[0]}/` }),
            userinfo: createUserinfoHandler(db, verifyAccessToken),
        });

        return {
            config,
            appPort,
            ssoPort: sso.port,
            appUrl: `http://localhost:${appPort}`,
            ssoUrl: `http://localhost:${sso.port}`,
            issuer,
            db,
            faults,
            ttl,
            close,
        };
    } catch (error) {
        await close();
        throw error;
    }
}
