/**
 * Production builds only: react-admin's components that its own components render by default
 * and the console replaces or never shows (a list's default pagination, actions and empty page,
 * a table's default bulk delete and column chooser, the header's default user menu and language
 * and theme buttons, the layout's preferences inspector, a delete button's confirm dialog before
 * it opens) leave the start bundle. Each import named below resolves to a stand-in with the same
 * name that loads the real component when it first renders (src/loading/onFirstShow.tsx: nothing
 * in its place meanwhile, nor if the load fails), so react-admin behaves as before wherever one is
 * shown after all.
 *
 * - `when`: the stand-in renders (and loads) nothing while this is false. The inspector loads
 *   only while the preferences editor is on; the column chooser (it waits for its button's
 *   container anyway) just after the first paint; the confirm dialog from its first opening on,
 *   and stays mounted after it, so that it closes with its transition.
 * - `preload`: also loaded once the console has settled (src/loading/afterFirstRows.ts), so that
 *   a delete's dialog opens at once, without the network, later.
 *
 * Files are named under ra-ui-materialui/dist/ (its package exports only its index).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { rewriteGuard } from './rewriteGuard.ts';

interface LazyDefault {
    /** The react-admin module that imports the component, under ra-ui-materialui/dist/. */
    importer: string;
    /** Its import as written there. */
    source: string;
    name: string;
    /** The module that defines the component, under ra-ui-materialui/dist/. */
    file: string;
    when?: { imports: string; test: string };
    preload?: boolean;
}

const DEFERRED = {
    imports: "import { useDeferredValue } from 'react';",
    test: 'useDeferredValue(true, false)',
};

const LAZY_DEFAULTS: LazyDefault[] = [
    {
        importer: 'list/ListView.js',
        source: './pagination/index.js',
        name: 'Pagination',
        file: 'list/pagination/Pagination.js',
    },
    {
        importer: 'list/ListView.js',
        source: './ListActions.js',
        name: 'ListActions',
        file: 'list/ListActions.js',
    },
    { importer: 'list/ListView.js', source: './Empty.js', name: 'Empty', file: 'list/Empty.js' },
    {
        importer: 'list/datatable/DataTable.js',
        source: '../../button/index.js',
        name: 'BulkDeleteButton',
        file: 'button/BulkDeleteButton.js',
    },
    {
        importer: 'list/datatable/DataTable.js',
        source: './ColumnsSelector.js',
        name: 'ColumnsSelector',
        file: 'list/datatable/ColumnsSelector.js',
        when: DEFERRED,
    },
    {
        importer: 'list/datatable/DataTableColumn.js',
        source: './ColumnsSelectorItem.js',
        name: 'ColumnsSelectorItem',
        file: 'list/datatable/ColumnsSelectorItem.js',
    },
    {
        importer: 'layout/AppBar.js',
        source: './UserMenu.js',
        name: 'UserMenu',
        file: 'layout/UserMenu.js',
    },
    {
        importer: 'layout/AppBar.js',
        source: '../button/index.js',
        name: 'LocalesMenuButton',
        file: 'button/LocalesMenuButton.js',
    },
    {
        importer: 'layout/AppBar.js',
        source: '../button/ToggleThemeButton.js',
        name: 'ToggleThemeButton',
        file: 'button/ToggleThemeButton.js',
    },
    {
        importer: 'layout/Layout.js',
        source: '../preferences/index.js',
        name: 'Inspector',
        file: 'preferences/Inspector.js',
        when: {
            imports: "import { usePreferencesEditor } from 'ra-core';",
            test: 'usePreferencesEditor().isEnabled',
        },
    },
    {
        importer: 'button/DeleteWithConfirmButton.js',
        source: '../layout/index.js',
        name: 'Confirm',
        file: 'layout/Confirm.js',
        when: {
            imports: "import { useRef } from 'react';",
            test: '(opened => (opened.current ||= !!props.isOpen))(useRef(false))',
        },
        preload: true,
    },
];

const DIST = fileURLToPath(new URL('../node_modules/ra-ui-materialui/dist/', import.meta.url));
const source = (file: string) => JSON.stringify(fileURLToPath(new URL(file, import.meta.url)));
const PREFIX = '\0lazy-default:';

/** The stand-in's code: the same name, rendering the real component once it has loaded. */
const standIn = ({ name, file, when, preload }: LazyDefault) => {
    const load = `() => import(${JSON.stringify(DIST + file)})`;
    return [
        "import { createElement } from 'react';",
        `import { onFirstShow } from ${source('../src/loading/onFirstShow.tsx')};`,
        preload
            ? `import { afterFirstRows } from ${source('../src/loading/afterFirstRows.ts')};`
            : '',
        when?.imports ?? '',
        `const Part = onFirstShow(() => (${load})().then(module => module.${name}));`,
        preload ? 'afterFirstRows(Part.preload);' : '',
        `export const ${name} = props =>`,
        when ? `    !(${when.test}) ? null :` : '',
        '    createElement(Part, props);',
    ].join('\n');
};

const guard = rewriteGuard(
    'lazy defaults',
    LAZY_DEFAULTS.map(entry => `${entry.name} from ${entry.importer}`),
);

export const lazyDefaults: Plugin = {
    name: 'console-lazy-defaults',
    apply: 'build',
    enforce: 'pre',
    ...guard.hooks,
    resolveId(source, importer) {
        const index = LAZY_DEFAULTS.findIndex(
            entry => entry.source === source && importer === DIST + entry.importer,
        );
        if (index < 0) return undefined;
        guard.matched(`${LAZY_DEFAULTS[index].name} from ${LAZY_DEFAULTS[index].importer}`);
        return `${PREFIX}${index}`;
    },
    load(id) {
        if (!id.startsWith(PREFIX)) return undefined;
        return standIn(LAZY_DEFAULTS[Number(id.slice(PREFIX.length))]);
    },
};
