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

/** Writes the manifest from the registries (in Node with tsx, which can load them). */
export const writeRouteManifest = () => {
    execFileSync(
        process.execPath,
        ['--import', 'tsx', resolve(root(), 'tests/routeManifestCli/write.ts'), manifestFile()],
        { cwd: root(), stdio: 'inherit' },
    );
};

/** The manifest of this run; written first where no run wrote it (listing the tests: --list). */
export const readRouteManifest = (): unknown => {
    if (!existsSync(manifestFile())) writeRouteManifest();
    return JSON.parse(readFileSync(manifestFile(), 'utf8'));
};
