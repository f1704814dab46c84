import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Names shared by the SSO, the API and /config.json. */
export const REALM = 'iot';
export const CLIENT_ID = 'console';
export const PRODUCT = 'smartcity';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface TtlValues {
    /** seconds */
    accessTokenTtl: number;
    refreshTokenTtl: number;
    sessionTtl: number;
}

export interface SandboxConfig {
    port: number;
    ssoPort: number;
    dataDir: string;
    consoleDist: string;
    ttl: TtlValues;
    /** Raw fault objects to install at start (env SANDBOX_FAULTS). */
    faults: unknown[];
    /** Console origins besides http://localhost:<port> and http://127.0.0.1:<port>. */
    extraOrigins: string[];
    /** Log every request (env SANDBOX_LOG=1). */
    log: boolean;
    /** How often the demo weather station stores a reading, ms; 0 = never (SANDBOX_DEMO_UPLINK_MS). */
    demoUplinkMs: number;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number): number {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
        throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
    }
    return value;
}

function faultsFromEnv(env: Env): unknown[] {
    const raw = env.SANDBOX_FAULTS;
    if (!raw || raw.trim() === '') return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed))
        throw new Error('SANDBOX_FAULTS must be a JSON array of fault objects');
    return parsed;
}

export function configFromEnv(env: Env = process.env): SandboxConfig {
    return {
        port: integer(env, 'PORT', 8080, 0),
        ssoPort: integer(env, 'SSO_PORT', 8081, 0),
        dataDir: path.resolve(env.SANDBOX_DATA_DIR || path.join(REPO_ROOT, 'sandbox', 'data')),
        consoleDist: path.resolve(env.CONSOLE_DIST || path.join(REPO_ROOT, 'dist')),
        ttl: {
            accessTokenTtl: integer(env, 'SSO_ACCESS_TOKEN_TTL', 300, 1),
            refreshTokenTtl: integer(env, 'SSO_REFRESH_TOKEN_TTL', 1800, 1),
            sessionTtl: integer(env, 'SSO_SESSION_TTL', 36000, 1),
        },
        faults: faultsFromEnv(env),
        extraOrigins: (env.SSO_EXTRA_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173')
            .split(',')
            .map(origin => origin.trim().replace(/\/$/, ''))
            .filter(Boolean),
        log: env.SANDBOX_LOG === '1' || env.SANDBOX_LOG === 'true',
        demoUplinkMs: integer(env, 'SANDBOX_DEMO_UPLINK_MS', 30_000, 0),
    };
}

/** The origins the console may be served from: the APP server itself, plus extra ones (vite dev). */
export function consoleOrigins(config: Pick<SandboxConfig, 'port' | 'extraOrigins'>): string[] {
    return [
        `http://localhost:${config.port}`,
        `http://127.0.0.1:${config.port}`,
        `http://[::1]:${config.port}`,
        ...config.extraOrigins,
    ];
}

export function ssoIssuer(ssoPort: number): string {
    return `http://localhost:${ssoPort}/realms/${REALM}`;
}
