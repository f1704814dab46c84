#!/usr/bin/env node
// Every test of the console: lint, types, unit tests, the production build, then the end-to-end
// suite in Chromium against a freshly seeded sandbox. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const UNIT_REPORT = 'test-results/unit.json';
const E2E_REPORT = 'test-results/e2e.json';
rmSync(UNIT_REPORT, { force: true });
rmSync(E2E_REPORT, { force: true });
const skipE2e = process.argv.includes('--unit');

const run = (label, command, args, env = {}) => {
    console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    return result.status === 0;
};

const counts = { passed: 0, failed: 0, skipped: 0 };

const readUnit = () => {
    if (!existsSync(UNIT_REPORT)) return;
    const report = JSON.parse(readFileSync(UNIT_REPORT, 'utf8'));
    counts.passed += report.numPassedTests ?? 0;
    counts.failed += report.numFailedTests ?? 0;
    counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
};

const readE2e = () => {
    if (!existsSync(E2E_REPORT)) return;
    const stats = JSON.parse(readFileSync(E2E_REPORT, 'utf8')).stats ?? {};
    counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    counts.failed += stats.unexpected ?? 0;
    counts.skipped += stats.skipped ?? 0;
};

let ok = true;
ok = run('lint', 'npm', ['run', 'lint']) && ok;
ok = run('types', 'npm', ['run', 'typecheck']) && ok;
const unitOk = run('unit', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${UNIT_REPORT}`,
]);
ok = unitOk && ok;
readUnit();
if (!skipE2e) {
    const built = run('build', 'npx', ['vite', 'build']);
    ok = built && ok;
    if (built) {
        ok =
            run('end to end', 'npx', ['playwright', 'test', '--reporter=list,json'], {
                PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_REPORT,
            }) && ok;
        readE2e();
    }
}
if (!ok && counts.failed === 0) counts.failed = 1; // a failed lint, type check or build
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(ok ? 0 : 1);
