/**
 * A sandbox of the bench's own (a fresh database, its own ports), serving one build of the
 * console, with the sign-in the measurements start from.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { SignedIn } from './signedIn';

/**
 * Where the console keeps its tokens: the tab's session storage (src/auth/tokenStorage.ts); the
 * reference is handed the access token.
 */
const LOGIN_TOKEN_KEY = 'console.loginToken';

export interface BenchSandbox {
    base: string;
    /** Calls a sandbox control (`/__sandbox/<route>`). */
    control: (method: string, route: string, body?: unknown) => Promise<void>;
    /**
     * Signs `user` in (password = user name) to `organizationId`: the browser's state with the
     * signed-in tab's session storage, and the access token.
     */
    signIn: (
        browser: Browser,
        user: string,
        organizationId: number,
    ) => Promise<{ state: SignedIn; token: string }>;
    stop: () => void;
}

export const startBenchSandbox = async (
    port: number,
    dist: string,
    work: string,
): Promise<BenchSandbox> => {
    const base = `http://localhost:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--reset'], {
        env: {
            ...process.env,
            PORT: String(port),
            SSO_PORT: String(port + 1),
            SANDBOX_DATA_DIR: path.join(work, `data-${port}`),
            CONSOLE_DIST: dist,
            SANDBOX_DEMO_UPLINK_MS: '0',
            // The token handed to the reference lasts the whole run.
            SSO_ACCESS_TOKEN_TTL: '14400',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
    });
    const control = async (method: string, route: string, body?: unknown) => {
        const response = await fetch(`${base}/__sandbox/${route}`, {
            method,
            headers: body ? { 'content-type': 'application/json' } : {},
            body: body ? JSON.stringify(body) : undefined,
        });
        if (!response.ok)
            throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    };
    const signIn: BenchSandbox['signIn'] = async (browser, user, organizationId) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${base}/dad?organization_id=${organizationId}`);
        await page.getByLabel('Username').fill(user);
        await page.getByLabel('Password').fill(user);
        await page.getByRole('button', { name: 'Sign in' }).click();
        // The landing page shows once the organization is settled (and stored).
        await page.getByRole('link', { name: 'Devices', exact: true }).waitFor();
        const storageState = await context.storageState();
        const tabSession = await page.evaluate(() => ({ ...sessionStorage }));
        await context.close();
        const stored = tabSession[LOGIN_TOKEN_KEY];
        if (!stored) throw new Error(`No ${LOGIN_TOKEN_KEY} after signing in`);
        const token = (JSON.parse(stored) as { token: string }).token;
        return { state: { storageState, origin: base, tabSession }, token };
    };
    for (let attempt = 0; attempt < 120; attempt++) {
        try {
            if ((await fetch(`${base}/config.json`)).ok)
                return { base, control, signIn, stop: () => child.kill() };
        } catch {
            // not up yet
        }
        await new Promise(resolve => setTimeout(resolve, 250));
    }
    child.kill();
    throw new Error('The sandbox did not start');
};
