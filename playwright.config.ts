import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

/** The end-to-end suite runs against its own sandbox, freshly seeded, on ports of its own. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_SSO_PORT = Number(process.env.E2E_SSO_PORT ?? 18081);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** Results, sessions and the sandbox's data; E2E_OUTPUT lets two suites run side by side. */
export const E2E_OUTPUT = process.env.E2E_OUTPUT ?? 'test-results';

export default defineConfig({
    testDir: 'tests/e2e',
    outputDir: `${E2E_OUTPUT}/results`,
    fullyParallel: false,
    // Faults injected into the one sandbox are global: one worker keeps the tests apart.
    workers: 1,
    retries: 0,
    // Bounds for a machine as busy as CI's (four browsers and sandboxes on two cores, where a page
    // takes three times as long as alone): a passing test never waits for them.
    timeout: 120_000,
    expect: { timeout: 20_000 },
    reporter: [['list']],
    globalSetup: './tests/e2e/globalSetup.ts',
    // Fails the run when any page broke the Content-Security-Policy (the sandbox collects reports).
    globalTeardown: './tests/e2e/globalTeardown.ts',
    use: {
        baseURL: BASE_URL,
        locale: 'en-US',
        // A trace records every action of every test, a fifth of the browsers' work: kept for
        // failed tests only when asked for (E2E_TRACE=1), as when a failure is looked into.
        trace: process.env.E2E_TRACE
            ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false }
            : 'off',
        screenshot: 'only-on-failure',
        // The console without its transitions and ripples (prefers-reduced-motion): a tenth less
        // of the browsers' work, and no waiting for things to stop moving. The keyboard and the
        // fault sweep of the forms run with motion, as most users see it (test.use there).
        reducedMotion: 'reduce',
        launchOptions: chromiumLaunchOptions,
    },
    projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
    webServer: {
        command: 'npx tsx sandbox/main.ts --reset',
        url: `${BASE_URL}/config.json`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
            PORT: String(E2E_PORT),
            SSO_PORT: String(E2E_SSO_PORT),
            SANDBOX_DATA_DIR: `${E2E_OUTPUT}/sandbox-data`,
            // No timed readings of the demo weather station: each one runs every custom alarm
            // on it in a script interpreter of its own, and no test waits for them.
            SANDBOX_DEMO_UPLINK_MS: '0',
            // CONSOLE_DIST (the build to serve) passes through from the environment.
        },
    },
});
