/** A script editor that loads Monaco only when it is shown. */
import { Box, LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';

export interface ScriptEditorProps {
    value: string;
    onChange?: (value: string) => void;
    /** Pixels. */
    height: number;
    readOnly?: boolean;
    /** The editor's accessible name. */
    ariaLabel: string;
}

const MonacoScriptEditor = lazy(() => import('./MonacoScriptEditor'));

export const ScriptEditor = (props: ScriptEditorProps) => {
    const translate = useTranslate();
    return (
        <Box
            sx={{
                height: props.height,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                overflow: 'hidden',
            }}
        >
            <Suspense
                fallback={<LinearProgress aria-label={translate('app.script_editor.loading')} />}
            >
                <MonacoScriptEditor {...props} />
            </Suspense>
        </Box>
    );
};
