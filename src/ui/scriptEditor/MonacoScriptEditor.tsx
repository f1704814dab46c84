/**
 * The Monaco editor of a script (JavaScript), with an accessible name. Loaded lazily.
 *
 * The editor keeps its own text while the user types. A value from outside (Undo, a reset) is
 * written into it; a value the editor itself reported while the user was typing is not: such a
 * render can arrive after the next keys are already in the editor, and writing it back would
 * lose them. What was reported is forgotten when the editor loses focus (Undo is a click
 * elsewhere), so a reset to an earlier text still applies.
 *
 * Tab moves the focus while `tabMoves` (Monaco's tab-focus mode, toggled by ScriptEditor). The
 * editor's accessible description is the hint under it that names the toggle.
 */
import Editor, { type OnMount } from '@monaco-editor/react';
import { useTheme } from '@mui/material';
import { useEffect, useRef } from 'react';
import { DARK_EDITOR_THEME } from './monacoSetup';
import type { MonacoProps } from './ScriptEditor';

type StandaloneEditor = Parameters<OnMount>[0];

/** How many reported texts are remembered while typing. */
const REPORTED_LIMIT = 200;

/** The element that takes the keys: a text area, or the EditContext's element in Chromium. */
const describe = (editor: StandaloneEditor, hintId: string) =>
    editor
        .getDomNode()
        ?.querySelectorAll('[role="textbox"], textarea:not([aria-hidden="true"])')
        .forEach(input => input.setAttribute('aria-describedby', hintId));

const MonacoScriptEditor = ({
    value,
    onChange,
    height,
    readOnly,
    ariaLabel,
    hintId,
    tabMoves,
}: MonacoProps) => {
    const theme = useTheme();
    const editorRef = useRef<StandaloneEditor | null>(null);
    const reported = useRef<string[]>([]);
    const latest = useRef(value);
    latest.current = value;

    useEffect(() => {
        const editor = editorRef.current;
        const model = editor?.getModel();
        if (!editor || !model || reported.current.includes(value)) return;
        if (model.getValue() === value) return;
        // An edit, not setValue: the user can still undo it in the editor.
        editor.pushUndoStop();
        editor.executeEdits('external', [{ range: model.getFullModelRange(), text: value }]);
        editor.pushUndoStop();
        reported.current = [];
    }, [value]);

    const onMount: OnMount = editor => {
        editorRef.current = editor;
        // The value may have changed while Monaco was loading.
        if (editor.getValue() !== latest.current) editor.setValue(latest.current);
        editor.onDidBlurEditorWidget(() => {
            reported.current = [];
        });
        describe(editor, hintId);
    };

    return (
        <Editor
            defaultValue={value}
            onMount={onMount}
            onChange={next => {
                const text = next ?? '';
                reported.current = [...reported.current.slice(-REPORTED_LIMIT + 1), text];
                onChange?.(text);
            }}
            height={height}
            language="javascript"
            theme={theme.palette.mode === 'dark' ? DARK_EDITOR_THEME : 'vs'}
            options={{
                ariaLabel,
                tabFocusMode: tabMoves,
                readOnly,
                domReadOnly: readOnly,
                minimap: { enabled: false },
                scrollBeyondLastLine: false,
                automaticLayout: true,
                tabSize: 4,
                fontSize: 14,
            }}
        />
    );
};

export default MonacoScriptEditor;
