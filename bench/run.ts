/**
 * npm run bench: the console against a bare react-admin app (bench/reference) on the same data,
 * in one run: the same sandbox (a fresh one of its own), the same Chromium, the same machine.
 * For the device list at 1,000 / 10,000 / 100,000 / 300,000 devices and the alarm list at
 * 1,000 / 10,000 / 100,000 alarms, the median of 5 runs (console and reference in turn) of: the
 * JS loaded until the first row (gzip), navigation to the first row, a click on the Name (Title)
 * column to re-sorted rows (from id order), a keystroke in the search box to updated rows, and
 * the JS heap after garbage collection. Each figure is printed for both apps with the ratio and
 * its goal (bench/goals.ts), and a Markdown table for bench/README.md. Then the first load of the
 * console's other pages (bench/pages.ts), the device page's chart (bench/readings.ts), a bulk
 * assign (bench/bulk.ts) and a repeat visit of the device list, in the same tab and in a new one
 * (bench/repeatVisit.ts), and the bytes of an idle minute on the alarm list with 100,000 devices
 * (bench/idleMinute.ts). Writes bench/results.json (not committed). BENCH_CASES
 * (devices,alarms,pages,readings,bulk,repeat,idle), BENCH_SIZES and BENCH_RUNS shorten it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import { startBenchSandbox } from './benchSandbox';
import { measureBulkAssign, type BulkRun } from './bulk';
import {
    FIGURES,
    goalText,
    IDLE_MINUTE_GOAL_KB,
    markdownTable,
    markedRatio,
    ratioOf,
    type ListFigures,
    type SizeResult,
} from './goals';
import { alarmsCase, devicesCase, type ListTarget } from './listCases';
import { measureFilter, measureSort } from './measure';
import { IDLE_MS, measureIdleMinute, type IdleRun } from './idleMinute';
import { measureIn, openMeasuredPage } from './measuredPage';
import { measurePage, PAGE_CASES, type PageRun } from './pages';
import { measureReadings, readingsSeed, type ReadingsRun } from './readings';
import { measureRepeatVisit, type RepeatRun } from './repeatVisit';
import type { SignedIn } from './signedIn';

const PORT = Number(process.env.BENCH_PORT ?? 19080);
const BASE = `http://localhost:${PORT}`;
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000,300000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CASES = (process.env.BENCH_CASES ?? 'devices,alarms,pages,readings,bulk,repeat,idle').split(
    ',',
);
const BULK_SIZE = Number(process.env.BENCH_BULK_SIZE ?? 1000);
const ORGANIZATION_ID = 1;
const USER = 'orgadmin';
/** Devices of the repeat visit's list. */
const REPEAT_SIZE = 1000;
/** Devices of the organization whose alarm list is left idle for a minute. */
const IDLE_DEVICES = 100_000;

const work = mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
const dist = path.join(work, 'dist');

const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
};

/** KB of the scripts at these addresses, each compressed with gzip -9. */
const gzipKbOf = async (urls: string[]) => {
    let total = 0;
    for (const url of urls) {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        total += gzipSync(body, { level: 9 }).length;
    }
    return total / 1024;
};

const BENCH_CASES = [devicesCase(ORGANIZATION_ID), alarmsCase(ORGANIZATION_ID)].filter(one =>
    CASES.includes(one.name),
);

/**
 * One measured visit of a list page: first row, sort, filter, heap; then the list opened again
 * in a new tab of the same browser (the repeat visit); then, in a fresh browser, the slow phone.
 */
const measureList = async (
    browser: Browser,
    signedIn: SignedIn,
    url: string,
    target: ListTarget,
): Promise<ListFigures> => {
    const {
        context,
        page,
        readyMs: firstRowMs,
        scripts,
    } = await openMeasuredPage(browser, signedIn, url, target.firstRowCell);
    const initialJsKb = await gzipKbOf(scripts);
    await page.waitForTimeout(300);
    const sortMs = await measureSort(page, target.sortColumn);
    await page.waitForTimeout(300);
    const filterMs = await measureFilter(page, target.filterTextbox);
    const session = await context.newCDPSession(page);
    await session.send('HeapProfiler.collectGarbage');
    const heap = (await session.send('Runtime.getHeapUsage')) as { usedSize: number };
    await page.close();
    const repeat = await measureIn(context, url, target.firstRowCell);
    await context.close();
    const phone = await openMeasuredPage(browser, signedIn, url, target.firstRowCell, 'slowPhone');
    await phone.context.close();
    return {
        initialJsKb,
        firstRowMs,
        sortMs,
        filterMs,
        heapMb: heap.usedSize / 1024 / 1024,
        repeatMs: repeat.readyMs,
        phoneMs: phone.readyMs,
    };
};

const medians = (runs: ListFigures[]): ListFigures =>
    Object.fromEntries(
        FIGURES.map(({ key }) => [key, median(runs.map(one => one[key]))]),
    ) as unknown as ListFigures;

type ListResult = SizeResult & { runs: { console: ListFigures[]; reference: ListFigures[] } };

const main = async () => {
    console.log('Building the console and the reference…');
    for (const args of [
        ['vite', 'build', '--outDir', dist, '--emptyOutDir'],
        [
            'vite',
            'build',
            '--config',
            'bench/reference/vite.config.ts',
            '--outDir',
            path.join(dist, 'reference'),
            '--logLevel',
            'warn',
        ],
    ]) {
        const build = spawnSync('npx', args, { stdio: 'inherit' });
        if (build.status !== 0) process.exit(build.status ?? 1);
    }
    const sandbox = await startBenchSandbox(PORT, dist, work);
    const { control } = sandbox;
    const browser = await chromium.launch(chromiumLaunchOptions);
    const lists: Record<string, Record<string, ListResult>> = {};
    const pages: Record<string, PageRun & { runs: PageRun[] }> = {};
    let readings: (ReadingsRun & { runs: ReadingsRun[] }) | undefined;
    let bulk: (BulkRun & { size: number; runs: BulkRun[] }) | undefined;
    let repeat: (RepeatRun & { size: number; runs: RepeatRun[] }) | undefined;
    let idle: (IdleRun & { devices: number; goalKb: number }) | undefined;
    const startedAt = Date.now();
    try {
        const { state, token } = await sandbox.signIn(browser, USER, ORGANIZATION_ID);
        const referenceUrl = (target: ListTarget) =>
            `${BASE}/reference/index.html?token=${token}&organization=${ORGANIZATION_ID}#${target.path}`;
        for (const benchCase of BENCH_CASES) {
            const results: Record<string, ListResult> = {};
            lists[benchCase.name] = results;
            for (const size of SIZES.filter(one => one <= benchCase.maxSize)) {
                for (const call of benchCase.seed(size))
                    await control(call.method, call.route, call.body);
                const runs = { console: [] as ListFigures[], reference: [] as ListFigures[] };
                // In turn, so that the machine's changing load falls on both alike.
                for (let run = 0; run < RUNS; run++) {
                    runs.console.push(
                        await measureList(
                            browser,
                            state,
                            `${BASE}${benchCase.console.path}`,
                            benchCase.console,
                        ),
                    );
                    runs.reference.push(
                        await measureList(
                            browser,
                            state,
                            referenceUrl(benchCase.reference),
                            benchCase.reference,
                        ),
                    );
                }
                results[size] = {
                    console: medians(runs.console),
                    reference: medians(runs.reference),
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
                startJsKb: pick('startJsKb'),
                pageJsKb: pick('pageJsKb'),
                runs,
            };
            console.log('readings measured');
        }
        if (CASES.includes('bulk')) {
            const devices = devicesCase(ORGANIZATION_ID);
            const runs: BulkRun[] = [];
            for (let run = 0; run < RUNS; run++) {
                // Fresh devices without a service for every run: the assign changes them.
                for (const call of devices.seed(BULK_SIZE))
                    await control(call.method, call.route, call.body);
                runs.push(await measureBulkAssign(browser, state, BASE, BULK_SIZE));
            }
            await control(devices.clean.method, devices.clean.route);
            const pick = (key: keyof BulkRun) => median(runs.map(one => one[key]));
            bulk = { size: BULK_SIZE, runMs: pick('runMs'), perSecond: pick('perSecond'), runs };
            console.log('bulk assign measured');
        }
        if (CASES.includes('repeat')) {
            const devices = devicesCase(ORGANIZATION_ID);
            for (const call of devices.seed(REPEAT_SIZE))
                await control(call.method, call.route, call.body);
            const runs: RepeatRun[] = [];
            for (let run = 0; run < RUNS; run++)
                runs.push(
                    await measureRepeatVisit(browser, state, `${BASE}${devices.console.path}`),
                );
            await control(devices.clean.method, devices.clean.route);
            const pick = (key: keyof RepeatRun) => median(runs.map(one => one[key]));
            repeat = {
                size: REPEAT_SIZE,
                sameTabMs: pick('sameTabMs'),
                newTabMs: pick('newTabMs'),
                reopenedMs: pick('reopenedMs'),
                runs,
            };
            console.log('repeat visit measured');
        }
        if (CASES.includes('idle')) {
            // One run: bytes, unlike times, do not move with the machine's load.
            const devices = devicesCase(ORGANIZATION_ID);
            for (const call of devices.seed(IDLE_DEVICES))
                await control(call.method, call.route, call.body);
            const run = await measureIdleMinute(browser, state, BASE, ORGANIZATION_ID);
            await control(devices.clean.method, devices.clean.route);
            idle = { ...run, devices: IDLE_DEVICES, goalKb: IDLE_MINUTE_GOAL_KB };
            console.log('idle minute measured');
        }
    } finally {
        await browser.close();
        sandbox.stop();
        rmSync(work, { recursive: true, force: true });
    }
    for (const [name, results] of Object.entries(lists)) {
        console.log(`\n${name}: console / reference (bare react-admin), medians of ${RUNS}`);
        console.table(
            Object.entries(results).flatMap(([size, result]) =>
                FIGURES.map(({ key, label, goal, digits }) => ({
                    [name]: Number(size).toLocaleString('en'),
                    figure: label,
                    console: result.console[key].toFixed(digits),
                    reference: result.reference[key].toFixed(digits),
                    'ratio (goal)': `${markedRatio(ratioOf(result.console[key], result.reference[key]), goal)} (${goalText(goal)})`,
                })),
            ),
        );
    }
    if (Object.keys(pages).length > 0 || readings) {
        console.table([
            ...Object.entries(pages).map(([name, result]) => ({
                page: name,
                'first load (ms)': result.loadMs.toFixed(0),
                'start JS (KB gzip)': result.startJsKb.toFixed(0),
                'page JS on demand (KB gzip)': result.pageJsKb.toFixed(0),
            })),
            ...(readings
                ? [
                      {
                          page: 'device page (24-h chart)',
                          'first load (ms)': readings.dayChartMs.toFixed(0),
                          'start JS (KB gzip)': readings.startJsKb.toFixed(0),
                          'page JS on demand (KB gzip)': readings.pageJsKb.toFixed(0),
                      },
                  ]
                : []),
        ]);
    }
    if (readings) {
        console.log(
            `"Last 30 days" to the chart of 720 readings: ${readings.monthChartMs.toFixed(0)} ms`,
        );
    }
    if (bulk) {
        console.log(
            `Bulk assign of ${bulk.size.toLocaleString('en')} devices: ${bulk.runMs.toFixed(0)} ms (${bulk.perSecond.toFixed(0)} devices/s)`,
        );
    }
    if (repeat) {
        console.log(
            `The device list (${repeat.size.toLocaleString('en')} devices) opened again, to the first row: ` +
                `the same tab ${repeat.sameTabMs.toFixed(0)} ms, a new tab beside it ${repeat.newTabMs.toFixed(0)} ms, ` +
                `the console opened again (through the SSO) ${repeat.reopenedMs.toFixed(0)} ms`,
        );
    }
    if (idle) {
        console.log(
            `An idle minute on the alarm list (${idle.devices.toLocaleString('en')} devices): ` +
                `${idle.idleKb.toFixed(1)} KB in ${idle.requests} requests (${idle.notModified} answered 304), ` +
                `goal ≤ ${idle.goalKb} KB ${idle.idleKb <= idle.goalKb ? '✓' : '✗'} (${IDLE_MS / 1000} s)`,
        );
    }
    for (const [name, results] of Object.entries(lists))
        console.log(`\n${markdownTable(name, results)}`);
    console.log(`\nThe bench took ${((Date.now() - startedAt) / 60_000).toFixed(1)} minutes.`);
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
                goals: Object.fromEntries(FIGURES.map(({ key, goal }) => [key, goal ?? null])),
                lists: { ...previous.lists, ...lists },
                ...(Object.keys(pages).length > 0 && { pages }),
                ...(readings && { readings }),
                ...(bulk && { bulk }),
                ...(repeat && { repeat }),
                ...(idle && { idle }),
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
