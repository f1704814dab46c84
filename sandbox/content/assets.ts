/** The content service's images: the SVG files next to this module, read once. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const FOLDER = fileURLToPath(new URL('./assets/', import.meta.url));

let cache: Map<string, Buffer> | undefined;

/** File name → contents of every SVG in the assets folder. */
export function contentAssets(): Map<string, Buffer> {
    cache ??= new Map(
        fs
            .readdirSync(FOLDER)
            .filter(name => /^[a-z0-9-]+\.svg$/.test(name))
            .map(name => [name, fs.readFileSync(`${FOLDER}${name}`)]),
    );
    return cache;
}
