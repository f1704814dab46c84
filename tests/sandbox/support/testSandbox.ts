import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv, type SandboxConfig } from '../../../sandbox/config.ts';
import { startSandbox, type RunningSandbox } from '../../../sandbox/sandbox.ts';

/** A sandbox on free ports with a data folder of its own, removed again on close. */
export async function startTestSandbox(
    overrides: Partial<SandboxConfig> = {},
): Promise<RunningSandbox> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
    const config: SandboxConfig = {
        ...configFromEnv({}),
        port: 0,
        ssoPort: 0,
        dataDir,
        consoleDist: path.join(dataDir, 'no-console-build'),
        extraOrigins: [],
        demoUplinkMs: 0,
        ...overrides,
    };
    const sandbox = await startSandbox(config);
    return {
        ...sandbox,
        close: async () => {
            await sandbox.close();
            fs.rmSync(dataDir, { recursive: true, force: true });
        },
    };
}

/** The payload of a JWT, unverified. */
export function decodeJwt(token: string): Record<string, unknown> {
    const [, payload = ''] = token.split('.');
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
        string,
        unknown
    >;
}

export const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));
