/**
 * The route manifest (tests/routeManifest.ts, from the console's registries), for the sandbox's
 * tests: written by tests/routeManifestCli/write.ts in Node with tsx, as the end-to-end run does
 * (decision 0070). The registries are console code, which neither the sandbox's typecheck nor
 * its Vitest project loads.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface ManifestResource {
    name: string;
    endpoint: string;
}

export const readRouteManifest = async (): Promise<{ resources: ManifestResource[] }> => {
    const folder = await mkdtemp(join(tmpdir(), 'route-manifest-'));
    try {
        const file = join(folder, 'routes.json');
        await promisify(execFile)(
            process.execPath,
            ['--import', 'tsx', resolve(ROOT, 'tests/routeManifestCli/write.ts'), file],
            { cwd: ROOT },
        );
        return JSON.parse(await readFile(file, 'utf8'));
    } finally {
        await rm(folder, { recursive: true, force: true });
    }
};
