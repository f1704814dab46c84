#!/usr/bin/env node
// Every test of the console: lint, types, the audit, the known-affected versions, unit tests, the
// production build, then the end-to-end suite in Chromium against freshly seeded sandboxes, in
// shards side by side. Ends with one line "tests: N passed, N failed, N skipped".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { describeAffected, findAffected } from './lockCheck.mjs';

mkdirSync('test-results', { recursive: true });
const UNIT_REPORT = 'test-results/unit.json';
const DURATIONS_REPORT = 'test-results/e2e-durations.json';
/**
 * The end-to-end suite runs in shards side by side, each with a sandbox of its own. Whole spec
 * files go to the shard with the least work so far, longest first, by the seconds each file
 * took in a recent run (tests/e2e/durations.json; a new file counts 60 s until measured).
 */
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 4));
const durations = JSON.parse(readFileSync('tests/e2e/durations.json', 'utf8'));
const specs = readdirSync('tests/e2e').filter(file => file.endsWith('.spec.ts'));
const seconds = spec => durations[spec] ?? 60;
const shards = Array.from({ length: Math.min(SHARDS, specs.length) }, (_, index) => ({
    label: `e2e ${index + 1}`,
    report: `test-results/e2e-${index + 1}.json`,
    env: {
        E2E_PORT: String(18080 + index * 10),
        E2E_SSO_PORT: String(18081 + index * 10),
        E2E_OUTPUT: `test-results/e2e-${index + 1}`,
        PLAYWRIGHT_JSON_OUTPUT_NAME: `test-results/e2e-${index + 1}.json`,
    },
    specs: [],
    seconds: 0,
}));
for (const spec of [...specs].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((least, shard) =>
        shard.seconds < least.seconds ? shard : least,
    );
    lightest.specs.push(spec);
    lightest.seconds += seconds(spec);
}
for (const shard of shards) {
    shard.specs.sort();
    shard.args = [
        'playwright',
        'test',
        '--reporter=list,json',
        ...shard.specs.map(spec => `tests/e2e/${spec}`),
    ];
}
rmSync(UNIT_REPORT, { force: true });
for (const shard of shards) rmSync(shard.report, { force: true });
const skipE2e = process.argv.includes('--unit');

/** Runs a command with its output on this terminal; resolves to success. */
const run = (label, command, args) =>
    new Promise(resolve => {
        console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
        const child = spawn(command, args, { stdio: 'inherit' });
        child.on('close', code => resolve(code === 0));
    });

/** Runs a command and collects its output. */
const capture = (command, args) =>
    new Promise(resolve => {
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        const out = { stdout: '', stderr: '' };
        child.stdout.on('data', chunk => (out.stdout += chunk));
        child.stderr.on('data', chunk => (out.stderr += chunk));
        child.on('error', error => resolve({ ...out, error }));
        child.on('close', () => resolve(out));
    });

const counts = { passed: 0, failed: 0, skipped: 0 };

const readUnit = () => {
    if (!existsSync(UNIT_REPORT)) return;
    const report = JSON.parse(readFileSync(UNIT_REPORT, 'utf8'));
    counts.passed += report.numPassedTests ?? 0;
    counts.failed += report.numFailedTests ?? 0;
    counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
};

/** A command run alongside others: its output lines carry its label; resolves to success. */
const runLabelled = (label, command, args, env) =>
    new Promise(resolve => {
        const child = spawn(command, args, {
            env: { ...process.env, ...env },
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        for (const stream of [child.stdout, child.stderr]) {
            let rest = '';
            stream.on('data', chunk => {
                const lines = (rest + chunk).split('\n');
                rest = lines.pop();
                for (const line of lines) console.log(`[${label}] ${line}`);
            });
            stream.on('end', () => rest && console.log(`[${label}] ${rest}`));
        }
        child.on('close', code => resolve(code === 0));
    });

/** Seconds per spec file of this run, added up from the shards' reports. */
const measured = {};
const addDurations = suite => {
    for (const child of suite.suites ?? []) addDurations(child);
    for (const spec of suite.specs ?? []) {
        const file = spec.file.split('/').pop();
        for (const one of spec.tests)
            for (const result of one.results)
                measured[file] = (measured[file] ?? 0) + result.duration / 1000;
    }
};

const readE2e = report => {
    if (!existsSync(report)) return;
    const json = JSON.parse(readFileSync(report, 'utf8'));
    for (const suite of json.suites ?? []) addDurations(suite);
    const stats = json.stats ?? {};
    counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    counts.failed += stats.unexpected ?? 0;
    counts.skipped += stats.skipped ?? 0;
};

/**
 * npm audit of the production dependencies: one check, failed by a high or critical advisory.
 * When the registry's audit service does not answer (no report), it counts as skipped, not passed.
 */
const audit = async () => {
    console.log('\n=== audit: npm audit --omit=dev --json (fails on a high or critical advisory)');
    const result = await capture('npm', ['audit', '--omit=dev', '--json']);
    let report;
    try {
        report = JSON.parse(result.stdout);
    } catch {
        report = undefined;
    }
    const found = report?.metadata?.vulnerabilities;
    if (!found) {
        const reason = report?.message ?? result.error?.message ?? result.stderr.trim();
        console.log(`audit skipped: the audit service gave no report (${reason})`);
        counts.skipped += 1;
        return true;
    }
    const serious = Object.values(report.vulnerabilities ?? {}).filter(({ severity }) =>
        ['high', 'critical'].includes(severity),
    );
    for (const { name, severity, range } of serious) console.log(`  ${severity}: ${name} ${range}`);
    console.log(`audit: ${JSON.stringify(found)}`);
    counts[serious.length ? 'failed' : 'passed'] += 1;
    return serious.length === 0;
};

/**
 * The lock file against the known-affected versions kept in scripts/knownAffected.json: one check,
 * failed by any installed version inside an affected range (the audit service may not answer).
 */
const lockCheck = () => {
    console.log(
        '\n=== known-affected versions: package-lock.json against scripts/knownAffected.json',
    );
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    const known = JSON.parse(readFileSync('scripts/knownAffected.json', 'utf8'));
    const lines = describeAffected(findAffected(lock, known));
    for (const line of lines) console.log(`  ${line}`);
    console.log(
        lines.length
            ? `known-affected versions: ${lines.length} found`
            : `known-affected versions: none of ${known.length} advisories applies`,
    );
    counts[lines.length ? 'failed' : 'passed'] += 1;
    return lines.length === 0;
};

let ok = true;
// Lint and the type check side by side: each keeps one core busy (half a minute each).
console.log('\n=== lint and types: npm run lint, npm run typecheck (side by side)');
const checks = await Promise.all([
    runLabelled('lint', 'npm', ['run', 'lint']),
    runLabelled('types', 'npm', ['run', 'typecheck']),
]);
ok = checks.every(Boolean) && ok;
ok = (await audit()) && ok;
ok = lockCheck() && ok;
ok =
    (await run('unit', 'npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${UNIT_REPORT}`,
    ])) && ok;
readUnit();
if (!skipE2e) {
    const built = await run('build', 'npx', ['vite', 'build']);
    ok = built && ok;
    if (built) {
        console.log(`\n=== end to end: ${shards.length} shard(s) of npx playwright test`);
        for (const shard of shards)
            console.log(`${shard.label} (~${shard.seconds} s): ${shard.specs.join(' ')}`);
        const results = await Promise.all(
            shards.map(shard => runLabelled(shard.label, 'npx', shard.args, shard.env)),
        );
        ok = results.every(Boolean) && ok;
        for (const shard of shards) readE2e(shard.report);
        // The weights for the next run's shards: copy to tests/e2e/durations.json when specs
        // were added or have grown.
        const rounded = Object.fromEntries(
            Object.keys(measured)
                .sort()
                .map(file => [file, Math.round(measured[file])]),
        );
        writeFileSync(DURATIONS_REPORT, JSON.stringify(rounded, null, 4) + '\n');
    }
}
if (!ok && counts.failed === 0) counts.failed = 1; // a failed lint, type check or build
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(ok ? 0 : 1);
