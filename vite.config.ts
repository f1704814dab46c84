import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { configDefaults } from 'vitest/config';
import { schemaJson } from './scripts/schemaJson';

// The sandbox serves the build and answers /api, /content and /config.json on the same origin.
const sandbox = process.env.SANDBOX_URL ?? 'http://localhost:8080';

const local = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Every mode: react-admin imports `parse` and `stringify` by name from query-string, whose
 * current versions (9.5, the first on a decode-uri-component without CVE-2026-45822) export only
 * a default object; their named exports live in query-string's base.js. The unit tests run
 * react-admin through Vite (`server.deps.inline`) so that this alias applies there too.
 */
const queryStringNamedExports = {
    find: /^query-string$/,
    replacement: local('node_modules/query-string/base.js'),
};

/**
 * The lists' code outside the start bundle in three chunks instead of a dozen (apart, the glue
 * between them and the lost compression cost the device list 3 KB gzip): react-admin's
 * SelectInput with its choices and in-memory list (the lists' filters, also many forms'); the
 * small pieces the device list shares with the device page, the wizards and the trial runs (its
 * rows' health chip and icons too: alone, they were six more requests before the first row); and
 * the lists' own tools (saved views, export menu). Each group also takes the modules only its
 * members import.
 */
const SELECT_INPUT =
    /(ra-ui-materialui\/dist\/input\/(SelectInput|LoadingInput)\.js|src\/ui\/SelectInput\.tsx|ra-core\/dist\/(controller\/input\/(useSupportCreateSuggestion|useChoices|ChoicesContext)|form\/choices\/|controller\/list\/useList\.js|controller\/use(Sort|Pagination)State\.js))/;
const LIST_PIECES =
    /(resources\/devices\/(LastSeen\.tsx|tags\.ts|useDeviceLookups\.ts|HealthChip\.tsx|list\/ActivationIcon\.tsx)|src\/ui\/((RelativeTime|NamedRowsBody|MenuButton)\.tsx|localDay\.ts)|src\/bulk\/(bulkRunner|runBulk)\.ts|@mui\/material\/Chip\/|icons-material\/(HighlightOff|CheckCircle|CheckCircleOutlineOutlined|WarningAmber|HelpOutlineOutlined|Schedule|PowerSettingsNew|UploadFile|PlaylistAdd)\.mjs)/;
/**
 * What a page renders just after its first content (src/ui/useRenderedLater.ts), in one chunk:
 * the header's tools (src/layout/AppBar.tsx starts loading them at start), the footer, a list's
 * pagination bar.
 */
const LATER =
    /(src\/layout\/(HeaderTools|Footer)\.tsx|src\/crud\/laterControls\.ts|ra-ui-materialui\/dist\/(layout\/UserMenu|button\/LocalesMenuButton|list\/pagination\/)|@mui\/material\/(TablePagination|Pagination|PaginationItem|usePagination|ListSubheader)\/)/;
const LIST_TOOLS =
    /(src\/crud\/(SavedViewsMenu|savedViews)\.tsx?|src\/export\/(ListExportMenu\.tsx|chunks\.ts))/;

/** The unit tests: components and modules in jsdom. */
const UNIT = {
    environment: 'jsdom',
    globals: true,
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    server: { deps: { inline: ['react-admin', 'ra-core', 'ra-ui-materialui'] } },
};

/**
 * Unit test files that need modules of their own: they replace modules (vi.mock), test a module
 * that remembers state between calls (the page shown, the session's token), or spy on the Intl
 * constructors whose objects the modules keep (a spy's object would stay in their caches).
 */
const ISOLATED_UNIT_FILES = [
    'tests/unit/conflictDialog.test.tsx',
    'tests/unit/customAlarmsTestRun.test.tsx',
    'tests/unit/fetchInWorker.test.ts',
    'tests/unit/pageChange.test.tsx',
    'tests/unit/sessionEnd.test.tsx',
    'tests/unit/sessionResume.test.ts',
    'tests/unit/tokens.test.ts',
    'tests/unit/unsavedChanges.test.tsx',
    'tests/unit/warmIntl.test.ts',
];

export default defineConfig({
    // schemaJson: an entity's schemas as JSON (`./schema.ts?json-schema`), built in Node.
    plugins: [schemaJson(), react()],
    resolve: { alias: [queryStringNamedExports] },
    server: {
        port: 5173,
        proxy: {
            '/api': sandbox,
            '/content': sandbox,
            '/config.json': sandbox,
        },
    },
    build: {
        sourcemap: false,
        chunkSizeWarningLimit: 1500,
        // Everything the entry imports statically goes into one chunk. Left to itself the bundler
        // splits it into ~40 chunks shared with the lazy pages, all loaded at start anyway, with
        // glue between them and worse compression: 367 KB gzip before the first device row,
        // 335 KB in one chunk.
        rolldownOptions: {
            output: {
                codeSplitting: {
                    groups: [
                        { name: 'start', tags: ['$initial'] },
                        { name: 'select-input', test: SELECT_INPUT },
                        { name: 'list-pieces', test: LIST_PIECES },
                        { name: 'list-tools', test: LIST_TOOLS },
                        { name: 'later', test: LATER },
                    ],
                },
            },
        },
    },
    test: {
        // Both cores: on a 2-core machine Vitest would take one worker only (cores - 1).
        maxWorkers: Math.max(2, availableParallelism() - 1),
        projects: [
            {
                extends: true,
                test: {
                    ...UNIT,
                    name: 'unit',
                    exclude: [...configDefaults.exclude, ...ISOLATED_UNIT_FILES],
                    // One module graph per worker, not per file: the files share React, MUI and
                    // react-admin loaded once (the run takes a fifth of the time). Each test ends
                    // with its DOM and storage cleared (tests/unit/setup.ts).
                    isolate: false,
                },
            },
            {
                extends: true,
                test: { ...UNIT, name: 'unit isolated', include: ISOLATED_UNIT_FILES },
            },
            {
                test: {
                    name: 'sandbox',
                    environment: 'node',
                    include: ['tests/sandbox/**/*.test.ts'],
                    testTimeout: 30000,
                    // Set-ups start sandboxes (and for keycloak-js, Chromium): seconds when busy.
                    hookTimeout: 60000,
                },
            },
        ],
    },
});
