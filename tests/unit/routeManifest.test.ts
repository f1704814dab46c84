/**
 * The route manifest (tests/routeManifest.ts) that the end-to-end run writes before its tests
 * load (decision 0070). Its entries for the product specification's routes are pinned here
 * (specifiedRoutes.json), so that a reviewer sees a change of theirs; a new resource or flow
 * route changes nothing here and reaches the sweeps by itself.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeManifest } from '../routeManifest';
import { SPECIFIED } from './specifiedRoutes';

describe('the route manifest of the end-to-end sweeps', () => {
    const specified = new Set(SPECIFIED.map(([path]) => path));

    it("holds the specification's routes as pinned (if a change is meant: -u)", async () => {
        const routes = routeManifest.routes.filter(route => specified.has(route.path));
        await expect(`${JSON.stringify(routes, null, 4)}\n`).toMatchFileSnapshot(
            './specifiedRoutes.json',
        );
    });

    it('names each route once', () => {
        const paths = routeManifest.routes.map(route => route.path);
        expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    });

    it("names each declared resource's pages with its kind", () => {
        for (const resource of routeManifest.resources) {
            for (const kind of ['list', 'add', 'edit'] as const) {
                const path = resource[kind];
                if (!path) continue;
                const route = routeManifest.routes.find(entry => entry.path === path);
                expect(route, path).toMatchObject({ resource: resource.name, kind });
            }
        }
    });

    it('is the same when the run writes it in Node, without the bundler', () => {
        // The end-to-end run loads the registries with tsx (tests/routeManifestCli/write.ts),
        // where no Vite plugin runs: an import only Vite understands would differ here.
        const folder = mkdtempSync(join(tmpdir(), 'route-manifest-'));
        try {
            const file = join(folder, 'routes.json');
            execFileSync(process.execPath, [
                '--import',
                'tsx',
                'tests/routeManifestCli/write.ts',
                file,
            ]);
            expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(
                JSON.parse(JSON.stringify(routeManifest)),
            );
        } finally {
            rmSync(folder, { recursive: true, force: true });
        }
    }, 60_000);
});
