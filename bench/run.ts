/**
 * npm run bench: the device list at 1,000 / 10,000 / 100,000 devices, and the alarm list at as
 * many alarms (bench/alarms.ts), in Chromium, against a sandbox of its own. For each size, the
 * median of 5 runs of: initial JS (gzip), time from navigation to the first row, a column sort,
 * a filter keystroke to updated rows, and the JS heap. Prints a table per list and writes
 * bench/results.json (devices under "results", alarms under "alarms"). Then the first load of
 * the home page and the Monaco pages (bench/pages.ts; under "pages"), the device page's chart
 * with a month of hourly readings (bench/readings.ts; under "readings"), and a bulk assign of
 * 1,000 devices (bench/bulk.ts; under "bulk"; BENCH_BULK_SIZE changes the count). BENCH_CASES
 * picks the parts (default devices,alarms,pages,readings,bulk).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import { alarmsCase, type BenchCase } from './alarms';
import { measureBulkAssign, type BulkRun } from './bulk';
import { measureFilter, measureSort } from './measure';
import { openMeasuredPage } from './measuredPage';
import { measurePage, PAGE_CASES, type PageRun } from './pages';
import { measureReadings, readingsSeed, type ReadingsRun } from './readings';

const PORT = Number(process.env.BENCH_PORT ?? 19080);
const SSO_PORT = PORT + 1;
const BASE = `http://localhost:${PORT}`;
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CASES = (process.env.BENCH_CASES ?? 'devices,alarms,pages,readings,bulk').split(',');
const BULK_SIZE = Number(process.env.BENCH_BULK_SIZE ?? 1000);
const ORGANIZATION_ID = 1;
const USER = 'orgadmin';

export const BUDGET = {
    firstRowMs: 1500,
    sortMs: 200,
    filterMs: 300,
    heapMb: 60,
    initialJsKb: 320,
};

const work = mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
const dist = path.join(work, 'dist');

const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
};

const control = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${BASE}/__sandbox/${route}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok)
        throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
};

const startSandbox = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--reset'], {
        env: {
            ...process.env,
            PORT: String(PORT),
            SSO_PORT: String(SSO_PORT),
            SANDBOX_DATA_DIR: path.join(work, 'data'),
            CONSOLE_DIST: dist,
            SANDBOX_DEMO_UPLINK_MS: '0',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let attempt = 0; attempt < 120; attempt++) {
        try {
            if ((await fetch(`${BASE}/config.json`)).ok) return child;
        } catch {
            // not up yet
        }
        await new Promise(resolve => setTimeout(resolve, 250));
    }
    child.kill();
    throw new Error('The sandbox did not start');
};

const signIn = async (browser: Browser) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${BASE}/dad?organization_id=${ORGANIZATION_ID}`);
    await page.getByLabel('Username').fill(USER);
    await page.getByLabel('Password').fill(USER);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The landing page shows once the organization is settled (and stored).
    await page.getByRole('link', { name: 'Devices', exact: true }).waitFor();
    const state = await context.storageState();
    await context.close();
    return state;
};

interface Run {
    initialJsKb: number;
    firstRowMs: number;
    sortMs: number;
    filterMs: number;
    heapMb: number;
}

/** KB of the scripts at these addresses, each compressed with gzip -9. */
const gzipKbOf = async (urls: string[]) => {
    let total = 0;
    for (const url of urls) {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        total += gzipSync(body, { level: 9 }).length;
    }
    return total / 1024;
};

const DEVICES: BenchCase = {
    name: 'devices',
    path: '/dad/devices',
    // The name cell (the first cell holds the row's selection checkbox).
    firstRowCell: 'tbody tr td.column-name',
    sortColumn: 'Name',
    filterTextbox: 'Search',
    seed: size => [
        { method: 'DELETE', route: `devices/bulk?organizationId=${ORGANIZATION_ID}` },
        {
            method: 'POST',
            route: 'devices/bulk',
            body: { organizationId: ORGANIZATION_ID, count: size },
        },
    ],
    clean: { method: 'DELETE', route: `devices/bulk?organizationId=${ORGANIZATION_ID}` },
};

const BENCH_CASES = [DEVICES, alarmsCase(ORGANIZATION_ID)].filter(one => CASES.includes(one.name));

const measureOnce = async (
    browser: Browser,
    state: Awaited<ReturnType<typeof signIn>>,
    benchCase: BenchCase,
): Promise<Run> => {
    const {
        context,
        page,
        readyMs: firstRowMs,
        scripts,
    } = await openMeasuredPage(browser, state, `${BASE}${benchCase.path}`, benchCase.firstRowCell);
    const initialJsKb = await gzipKbOf(scripts);
    await page.waitForTimeout(300);
    const sortMs = await measureSort(page, benchCase.sortColumn);
    await page.waitForTimeout(300);
    const filterMs = await measureFilter(page, benchCase.filterTextbox);
    const session = await context.newCDPSession(page);
    await session.send('HeapProfiler.collectGarbage');
    const heap = (await session.send('Runtime.getHeapUsage')) as { usedSize: number };
    await context.close();
    return { initialJsKb, firstRowMs, sortMs, filterMs, heapMb: heap.usedSize / 1024 / 1024 };
};

const main = async () => {
    console.log('Building the console…');
    const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
        stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
    const sandbox = await startSandbox();
    const browser = await chromium.launch(chromiumLaunchOptions);
    const byCase: Record<string, Record<string, Run & { runs: Run[] }>> = {};
    const pages: Record<string, PageRun & { runs: PageRun[] }> = {};
    let readings: (ReadingsRun & { runs: ReadingsRun[] }) | undefined;
    let bulk: (BulkRun & { size: number; runs: BulkRun[] }) | undefined;
    try {
        const state = await signIn(browser);
        for (const benchCase of BENCH_CASES) {
            const results: Record<string, Run & { runs: Run[] }> = {};
            byCase[benchCase.name] = results;
            for (const size of SIZES) {
                for (const call of benchCase.seed(size))
                    await control(call.method, call.route, call.body);
                const runs: Run[] = [];
                for (let run = 0; run < RUNS; run++)
                    runs.push(await measureOnce(browser, state, benchCase));
                const pick = (key: keyof Run) => median(runs.map(one => one[key]));
                results[size] = {
                    initialJsKb: pick('initialJsKb'),
                    firstRowMs: pick('firstRowMs'),
                    sortMs: pick('sortMs'),
                    filterMs: pick('filterMs'),
                    heapMb: pick('heapMb'),
                    runs,
                };
                console.log(`${size} ${benchCase.name} measured`);
            }
            await control(benchCase.clean.method, benchCase.clean.route);
        }
        if (CASES.includes('pages')) {
            for (const pageCase of PAGE_CASES) {
                const runs: PageRun[] = [];
                for (let run = 0; run < RUNS; run++)
                    runs.push(await measurePage(browser, state, BASE, pageCase, gzipKbOf));
                const pick = (key: keyof PageRun) => median(runs.map(one => one[key]));
                pages[pageCase.name] = {
                    loadMs: pick('loadMs'),
                    startJsKb: pick('startJsKb'),
                    pageJsKb: pick('pageJsKb'),
                    runs,
                };
                console.log(`${pageCase.name} measured`);
            }
        }
        if (CASES.includes('readings')) {
            const seed = readingsSeed(ORGANIZATION_ID);
            await control(seed.method, seed.route, seed.body);
            const runs: ReadingsRun[] = [];
            for (let run = 0; run < RUNS; run++)
                runs.push(await measureReadings(browser, state, BASE, ORGANIZATION_ID, gzipKbOf));
            const pick = (key: keyof ReadingsRun) => median(runs.map(one => one[key]));
            readings = {
                dayChartMs: pick('dayChartMs'),
                monthChartMs: pick('monthChartMs'),
                pageJsKb: pick('pageJsKb'),
                runs,
            };
            console.log('readings measured');
        }
        if (CASES.includes('bulk')) {
            const runs: BulkRun[] = [];
            for (let run = 0; run < RUNS; run++) {
                // Fresh devices without a service for every run: the assign changes them.
                for (const call of DEVICES.seed(BULK_SIZE))
                    await control(call.method, call.route, call.body);
                runs.push(await measureBulkAssign(browser, state, BASE, BULK_SIZE));
            }
            await control(DEVICES.clean.method, DEVICES.clean.route);
            const pick = (key: keyof BulkRun) => median(runs.map(one => one[key]));
            bulk = { size: BULK_SIZE, runMs: pick('runMs'), perSecond: pick('perSecond'), runs };
            console.log('bulk assign measured');
        }
    } finally {
        await browser.close();
        sandbox.kill();
        rmSync(work, { recursive: true, force: true });
    }
    for (const [name, results] of Object.entries(byCase)) {
        const rows = Object.entries(results).map(([size, result]) => ({
            [name]: Number(size).toLocaleString('en'),
            'initial JS (KB gzip)': result.initialJsKb.toFixed(0),
            'first row (ms)': result.firstRowMs.toFixed(0),
            'sort (ms)': result.sortMs.toFixed(0),
            'filter keystroke (ms)': result.filterMs.toFixed(0),
            'JS heap (MB)': result.heapMb.toFixed(1),
        }));
        console.table(rows);
    }
    if (Object.keys(pages).length > 0) {
        console.table(
            Object.entries(pages).map(([name, result]) => ({
                page: name,
                'first load (ms)': result.loadMs.toFixed(0),
                'start JS (KB gzip)': result.startJsKb.toFixed(0),
                'page JS on demand (KB gzip)': result.pageJsKb.toFixed(0),
            })),
        );
    }
    if (readings) {
        console.table([
            {
                'device page, 720 hourly readings': 'chart',
                'to the 24-h chart (ms)': readings.dayChartMs.toFixed(0),
                '"Last 30 days" to the chart (ms)': readings.monthChartMs.toFixed(0),
                'page JS on demand (KB gzip)': readings.pageJsKb.toFixed(0),
            },
        ]);
    }
    if (bulk) {
        console.table([
            {
                'bulk assign (devices)': bulk.size.toLocaleString('en'),
                'confirm to end (ms)': bulk.runMs.toFixed(0),
                'devices per second': bulk.perSecond.toFixed(0),
            },
        ]);
    }
    console.log(
        `Budgets at 100,000: first row ${BUDGET.firstRowMs} ms, sort ${BUDGET.sortMs} ms, filter ${BUDGET.filterMs} ms, heap ${BUDGET.heapMb} MB, initial JS ${BUDGET.initialJsKb} KB`,
    );
    // A partial run (BENCH_CASES) keeps the other parts of the last results.
    const resultsFile = path.join('bench', 'results.json');
    const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
    writeFileSync(
        resultsFile,
        JSON.stringify(
            {
                ...previous,
                date: new Date().toISOString(),
                runs: RUNS,
                budget: BUDGET,
                ...(byCase.devices && { results: byCase.devices }),
                ...(byCase.alarms && { alarms: byCase.alarms }),
                ...(Object.keys(pages).length > 0 && { pages }),
                ...(readings && { readings }),
                ...(bulk && { bulk }),
            },
            null,
            2,
        ) + '\n',
    );
};

main().catch(error => {
    console.error(error);
    process.exit(1);
});
