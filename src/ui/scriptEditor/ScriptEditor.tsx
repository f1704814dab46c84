/**
 * A script editor that loads Monaco only when it is shown. Tab does not trap the keyboard: each
 * editor starts in Monaco's tab-focus mode (Tab moves to the next field), Monaco's own key toggles
 * it for this editor (Ctrl+M; macOS Ctrl+Shift+M; Monaco's command would toggle one setting of
 * the whole page, which the editor cannot read back), the hint under the editor names the key and
 * says what Tab does now, and Escape leaves the editor (leaveEditor.ts).
 */
import { Box, LinearProgress, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { KeyboardEvent } from 'react';
import { onFirstShow } from '../../loading/onFirstShow';
import { onEditorKeyDown } from './leaveEditor';
import { loadMonacoMessages } from './monacoMessages';
import { focusRingColor } from '../../layout/theme';

export interface ScriptEditorProps {
    value: string;
    onChange?: (value: string) => void;
    /** Pixels. */
    height: number;
    readOnly?: boolean;
    /** The editor's accessible name. */
    ariaLabel: string;
}

export interface MonacoProps extends ScriptEditorProps {
    /** The id of the hint, the editor's accessible description. */
    hintId: string;
    /** Whether Tab moves the focus (Monaco's tab-focus mode) rather than typing a tab. */
    tabMoves: boolean;
}

/** Monaco, with its own texts in the language shown (`<html lang>`, set by the layout). */
const MonacoScriptEditor = onFirstShow(
    async () => {
        await loadMonacoMessages(document.documentElement.lang);
        return (await import('./MonacoScriptEditor')).default;
    },
    { required: true },
);

/** macOS toggles with Ctrl+Shift+M (Cmd+M minimises the window). */
const isMac = () =>
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');

/** Monaco's key for the tab-focus mode: Ctrl+M, on macOS Ctrl+Shift+M. */
export const isTabModeToggle = (
    event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey'>,
    mac: boolean,
) =>
    event.key.toLowerCase() === 'm' &&
    event.ctrlKey &&
    event.shiftKey === mac &&
    !event.altKey &&
    !event.metaKey;

export const ScriptEditor = (props: ScriptEditorProps) => {
    const translate = useTranslate();
    const hintId = useId();
    const [tabMoves, setTabMoves] = useState(true);
    const mac = isMac();
    const keys = translate(mac ? 'app.script_editor.keys_mac' : 'app.script_editor.keys');
    return (
        <>
            <Box
                // Before Monaco sees the key (capture), so that only this editor changes.
                onKeyDownCapture={event => {
                    if (!isTabModeToggle(event, mac)) return;
                    event.preventDefault();
                    event.stopPropagation();
                    setTabMoves(moves => !moves);
                }}
                onKeyDown={onEditorKeyDown}
                sx={theme => ({
                    height: props.height,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    overflow: 'hidden',
                    // The console's focus ring around the whole editor: Monaco shows only its caret.
                    '&:focus-within': {
                        outline: `2px solid ${focusRingColor(theme)}`,
                        outlineOffset: '2px',
                    },
                })}
            >
                <MonacoScriptEditor
                    {...props}
                    hintId={hintId}
                    tabMoves={tabMoves}
                    whileLoading={
                        <LinearProgress aria-label={translate('app.script_editor.loading')} />
                    }
                />
            </Box>
            <Typography id={hintId} variant="caption" color="text.secondary" component="p">
                {translate(
                    tabMoves ? 'app.script_editor.tab_moves' : 'app.script_editor.tab_indents',
                    { keys },
                )}
            </Typography>
        </>
    );
};
