/**
 * A Vite plugin (decision 0069): `import schemas from './schema.ts?json-schema'` gives the
 * `schemas` export of an entity's schema module ({ record, create, update }) as plain JSON,
 * evaluated in Node when the console is built (and by the dev server and Vitest, which share
 * vite.config.ts). The console gets the schemas' keywords without TypeBox, whose builders stay
 * in Node: no TypeBox code reaches the console's chunks.
 */
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const QUERY = '?json-schema';
/** The id of the JSON module of a schema file (a virtual module: no other plugin touches it). */
const PREFIX = '\0json-schema:';

/** The JSON text of a schema module's `schemas` export. */
export const schemasJson = async (file: string): Promise<string> => {
    // A fresh module graph each time (tsImport's own namespace), so that an edit shows in dev.
    const module = (await tsImport(file, import.meta.url)) as { schemas?: unknown };
    if (typeof module.schemas !== 'object' || module.schemas === null) {
        throw new Error(`${file} exports no schemas ({ record, create, update })`);
    }
    return JSON.stringify(module.schemas);
};

export const schemaJson = (): Plugin => ({
    name: 'console:schema-json',
    enforce: 'pre',
    async resolveId(source, importer) {
        if (!source.endsWith(QUERY)) return null;
        const file = source.slice(0, -QUERY.length);
        const resolved = await this.resolve(file, importer, { skipSelf: true });
        if (!resolved) return null;
        return PREFIX + resolved.id;
    },
    async load(id) {
        if (!id.startsWith(PREFIX)) return null;
        const file = id.slice(PREFIX.length);
        // The schemas' shared parts too: a change to either rebuilds the JSON.
        this.addWatchFile(file);
        this.addWatchFile(path.resolve(import.meta.dirname, '../src/validation/schemaParts.ts'));
        return `export default ${await schemasJson(file)};\n`;
    },
});
