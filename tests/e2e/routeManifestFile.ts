/**
 * Where the end-to-end run keeps the route manifest (tests/routeManifest.ts as data, decision
 * 0070): written by globalSetup before the tests load, in the run's own output folder (shards
 * side by side write their own), never committed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository (asked for when used: under Vitest this module is loaded, never used). */
const root = () => fileURLToPath(new URL('../../', import.meta.url));

const manifestFile = () => resolve(root(), process.env.E2E_OUTPUT ?? 'test-results', 'routes.json');

/** Set once this run wrote the manifest (Playwright hands the runner's environment to workers). */
const WRITTEN = 'E2E_ROUTE_MANIFEST_WRITTEN';

/** Writes the manifest from the registries (in Node with tsx, which can load them). */
export const writeRouteManifest = () => {
    execFileSync(
        process.execPath,
        ['--import', 'tsx', resolve(root(), 'tests/routeManifestCli/write.ts'), manifestFile()],
        { cwd: root(), stdio: 'inherit' },
    );
    process.env[WRITTEN] = '1';
};

/**
 * The manifest of this run, written by globalSetup; written here first where this run has not
 * (listing the tests with --list), so that no file of an earlier run is read.
 */
export const readRouteManifest = (): unknown => {
    if (!process.env[WRITTEN] || !existsSync(manifestFile())) writeRouteManifest();
    return JSON.parse(readFileSync(manifestFile(), 'utf8'));
};
