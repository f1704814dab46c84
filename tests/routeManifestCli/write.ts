/**
 * Writes the route manifest (tests/routeManifest.ts) to the file given:
 * `npx tsx tests/routeManifestCli/write.ts <file>`. The end-to-end run does so before its tests
 * load (tests/e2e/globalSetup.ts); shards side by side each write their own file. It runs as
 * CommonJS (./package.json), the one way Node loads the registries' packages outside a bundler.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { routeManifest } from '../routeManifest';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx tests/routeManifestCli/write.ts <file>');
mkdirSync(dirname(file), { recursive: true });
// Whole or not at all: a reader never sees half a file.
writeFileSync(`${file}.part`, `${JSON.stringify(routeManifest, null, 4)}\n`);
renameSync(`${file}.part`, file);
