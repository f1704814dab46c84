/**
 * Monaco from the local package, never from a CDN (users' networks may block it), with its
 * workers bundled by Vite. Only reached through the lazily loaded editor, so Monaco stays out of
 * the initial bundle.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TypeScriptWorker from 'monaco-editor/language/typescript/ts.worker?worker';

self.MonacoEnvironment = {
    getWorker(_workerId: string, label: string) {
        if (label === 'typescript' || label === 'javascript') return new TypeScriptWorker();
        return new EditorWorker();
    },
};

loader.config({ monaco });

/**
 * Monaco's dark theme ('vs-dark') for the console's dark theme, with the one colour that misses
 * WCAG's 4.5:1 on its background made lighter: comments (#608B4E, 4.2:1 on #1E1E1E) take VS
 * Code's later comment green (#6A9955, 5:1).
 */
export const DARK_EDITOR_THEME = 'console-dark';
monaco.editor.defineTheme(DARK_EDITOR_THEME, {
    base: 'vs-dark',
    inherit: true,
    rules: [{ token: 'comment', foreground: '6A9955' }],
    colors: {},
});

export { monaco };
