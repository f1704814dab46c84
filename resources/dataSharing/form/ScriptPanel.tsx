/**
 * The code step of a data sharing: the code editor, the trial execution with its answer, and
 * whether the current script has passed it (editing the script resets that).
 */
import { Box } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SharingFormValues } from '../sharingPayload';
import { ScriptEditorInput } from '../../../src/ui/scriptEditor/ScriptEditorInput';
import {
    TrialRunControls,
    type TrialRunLabels,
} from '../../../src/ui/scriptEditor/TrialRunControls';
import type { TrialRun } from './useTrialRun';
import { required } from '../../../src/validation/rules';

const scriptRequired = required();

const TRIAL_LABELS: TrialRunLabels = {
    run: 'resources.dataSharing.trial.run',
    passed: 'resources.dataSharing.trial.passed',
    notPassed: 'resources.dataSharing.trial.not_passed',
    result: 'resources.dataSharing.trial.result',
    failed: 'resources.dataSharing.trial.failed',
};

interface Props {
    trial: TrialRun;
    height: number;
    readOnly?: boolean;
}

export const ScriptPanel = ({ trial, height, readOnly }: Props) => {
    const { getValues } = useFormContext();
    const value: unknown = useWatch({ name: 'script' });
    const script = typeof value === 'string' ? value : '';
    return (
        <Box sx={{ width: '100%' }}>
            <ScriptEditorInput
                source="script"
                label="resources.dataSharing.fields.script"
                height={height}
                readOnly={readOnly}
                validate={scriptRequired}
            />
            <TrialRunControls
                labels={TRIAL_LABELS}
                passed={trial.passed(script)}
                running={trial.running}
                result={trial.result}
                disabled={readOnly || !script.trim()}
                onRun={() => trial.run(getValues() as SharingFormValues)}
            />
        </Box>
    );
};
