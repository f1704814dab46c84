/**
 * The script of a data sharing: the code editor, the trial execution with its answer, and
 * whether the current script has passed it (editing the script resets that).
 */
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Chip, FormHelperText, Typography } from '@mui/material';
import { required, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { SharingFormValues } from '../../resources/dataSharing/sharingPayload';
import { ScriptEditor } from './editor/ScriptEditor';
import { TrialRunResult } from './TrialRunResult';
import type { TrialRun } from './useTrialRun';

const scriptRequired = required();

interface Props {
    trial: TrialRun;
    height: number;
    readOnly?: boolean;
}

export const ScriptPanel = ({ trial, height, readOnly }: Props) => {
    const translate = useTranslate();
    const { getValues } = useFormContext();
    const { field, fieldState } = useInput({
        source: 'script',
        validate: readOnly ? undefined : scriptRequired,
    });
    const script = typeof field.value === 'string' ? field.value : '';
    const passed = trial.passed(script);
    return (
        <Box sx={{ mt: 1, width: '100%' }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {translate('resources.dataSharing.fields.script')}
            </Typography>
            <ScriptEditor
                value={script}
                onChange={next => field.onChange(next)}
                height={height}
                readOnly={readOnly}
                ariaLabel={translate('resources.dataSharing.fields.script')}
            />
            {fieldState.error?.message && (
                <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
                <Button
                    variant="outlined"
                    startIcon={<PlayArrowIcon />}
                    disabled={readOnly || trial.running || !script.trim()}
                    onClick={() => trial.run(getValues() as SharingFormValues)}
                >
                    {translate('resources.dataSharing.trial.run')}
                </Button>
                <Chip
                    role="status"
                    color={passed ? 'success' : 'default'}
                    variant={passed ? 'filled' : 'outlined'}
                    label={translate(
                        passed
                            ? 'resources.dataSharing.trial.passed'
                            : 'resources.dataSharing.trial.not_passed',
                    )}
                />
            </Box>
            <TrialRunResult result={trial.result} />
        </Box>
    );
};
