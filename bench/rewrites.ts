/**
 * npm run bench:rewrites: what each build rewrite kept for speed (SPEED_REWRITES in
 * vite.config.ts) gains the user. The console is built once whole and once without each rewrite
 * (CONSOLE_WITHOUT), each build served by a sandbox of its own with the same devices; in turn,
 * run after run, each build's device list is opened cold at desktop size and on the slow phone
 * (390 x 844, the CPU slowed four times), to its first row, with the main thread's CPU time
 * until then (desktop). Printed per build: the medians, the interquartile range of the whole
 * build's runs (the noise), and each rewrite's gain, the difference of the medians; a gain beyond
 * the noise is marked ✓. BENCH_RUNS (default 11) and
 * BENCH_DEVICES (default 1,000) change the run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import { startBenchSandbox, type BenchSandbox } from './benchSandbox';
import { devicesCase } from './listCases';
import { openMeasuredPage, type Device } from './measuredPage';

const REWRITES = ['router', 'themeVars', 'lazyDefaults'];
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 1000);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 19090);
const ORGANIZATION_ID = 1;
const DEVICE_LIST = devicesCase(ORGANIZATION_ID);

const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const BUILDS = [
    { name: 'whole', without: '' },
    ...REWRITES.map(name => ({ name: `without ${name}`, without: name })),
];

const main = async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'console-rewrites-'));
    const sandboxes: BenchSandbox[] = [];
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
        const served = [];
        for (const [index, build] of BUILDS.entries()) {
            const dist = path.join(work, `dist-${index}`);
            console.log(`Building the console ${build.name}…`);
            const result = spawnSync(
                'npx',
                ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
                { stdio: 'inherit', env: { ...process.env, CONSOLE_WITHOUT: build.without } },
            );
            if (result.status !== 0) process.exit(result.status ?? 1);
            const sandbox = await startBenchSandbox(FIRST_PORT + 2 * index, dist, work);
            sandboxes.push(sandbox);
            for (const call of DEVICE_LIST.seed(DEVICES))
                await sandbox.control(call.method, call.route, call.body);
            const { state } = await sandbox.signIn(browser, 'orgadmin', ORGANIZATION_ID);
            served.push({
                ...build,
                sandbox,
                state,
                desktop: [] as number[],
                slowPhone: [] as number[],
                cpu: [] as number[],
            });
        }
        for (let run = 0; run < RUNS; run++) {
            for (const build of served) {
                for (const device of ['desktop', 'slowPhone'] as Device[]) {
                    const { context, readyMs, mainThreadCpuMs } = await openMeasuredPage(
                        browser,
                        build.state,
                        `${build.sandbox.base}${DEVICE_LIST.console.path}`,
                        DEVICE_LIST.console.firstRowCell,
                        device,
                    );
                    await context.close();
                    build[device].push(readyMs);
                    if (device === 'desktop') build.cpu.push(mainThreadCpuMs);
                }
            }
            console.log(`run ${run + 1} of ${RUNS}`);
        }
        const whole = served[0]!;
        type Figure = Device | 'cpu';
        const FIGURE_NAMES: Record<Figure, string> = {
            desktop: 'desktop (ms)',
            slowPhone: 'slow phone (ms)',
            cpu: 'main-thread CPU, desktop (ms)',
        };
        const noise = (figure: Figure) =>
            quantile(whole[figure], 0.75) - quantile(whole[figure], 0.25);
        console.log(
            `\nFirst row of ${DEVICES.toLocaleString('en')} devices, medians of ${RUNS}; noise = the whole build's interquartile range`,
        );
        console.table(
            served.map(build => {
                const cells: Record<string, string> = { build: build.name };
                for (const figure of ['desktop', 'slowPhone', 'cpu'] as Figure[]) {
                    const median = quantile(build[figure], 0.5);
                    const gain = median - quantile(whole[figure], 0.5);
                    cells[FIGURE_NAMES[figure]] =
                        build === whole
                            ? `${median.toFixed(0)} (noise ${noise(figure).toFixed(0)})`
                            : `${median.toFixed(0)} (gain ${gain.toFixed(0)} ${gain > noise(figure) ? '✓' : '✗'})`;
                }
                return cells;
            }),
        );
    } finally {
        await browser.close();
        for (const sandbox of sandboxes) sandbox.stop();
        rmSync(work, { recursive: true, force: true });
    }
};

main().catch(error => {
    console.error(error);
    process.exit(1);
});
