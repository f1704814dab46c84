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

export { monaco };
