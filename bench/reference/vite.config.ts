/**
 * The bench's reference app (bench/reference): plain Vite and React defaults, served by the
 * sandbox under /reference/ next to the console. Only the alias react-admin cannot build without
 * (query-string's named exports, see the console's vite.config.ts) is shared; none of the
 * console's own bundle work is.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: '/reference/',
    plugins: [react()],
    resolve: {
        alias: [
            {
                find: /^query-string$/,
                replacement: fileURLToPath(
                    new URL('../../node_modules/query-string/base.js', import.meta.url),
                ),
            },
        ],
    },
    // One chunk on purpose, as a bare app has it.
    build: { emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
