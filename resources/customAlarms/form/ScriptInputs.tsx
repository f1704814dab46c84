/**
 * The script and its test data, each in a code editor, with the test run: its answer, whether
 * the current script and test data have passed (any edit of either resets that), and the hidden
 * check that keeps the form from being saved until they have.
 */
import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { testRunSubject, type CustomAlarmFormValues } from '../payload';
import { ScriptEditorInput } from '../../../src/ui/scriptEditor/ScriptEditorInput';
import {
    TrialRunControls,
    type TrialRunLabels,
} from '../../../src/ui/scriptEditor/TrialRunControls';
import { TestRunCheck } from './TestRunCheck';
import type { CustomAlarmTestRun } from './useCustomAlarmTestRun';
import { required } from '../../../src/validation/rules';

const scriptRequired = required();

const TEST_RUN_LABELS: TrialRunLabels = {
    run: 'resources.customAlarms.test_run.run',
    passed: 'resources.customAlarms.test_run.passed',
    notPassed: 'resources.customAlarms.test_run.not_passed',
    result: 'resources.customAlarms.test_run.result',
    failed: 'resources.customAlarms.test_run.failed',
    truthy: 'resources.customAlarms.test_run.raised',
    falsy: 'resources.customAlarms.test_run.not_raised',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

interface Props {
    trial: CustomAlarmTestRun;
    height: number;
    readOnly?: boolean;
    /** Told whenever the current script and test data pass or stop passing. */
    onPassedChange?: (passed: boolean) => void;
    /** Translation key of what waits for a passed run (Create, Save), said until it passed. */
    neededFor?: string;
}

export const ScriptInputs = ({ trial, height, readOnly, onPassedChange, neededFor }: Props) => {
    const translate = useTranslate();
    const { getValues } = useFormContext();
    const [code, testData] = useWatch({ name: ['code', 'testData'] });
    const passed = trial.passed(testRunSubject({ code: text(code), testData: text(testData) }));
    useEffect(() => onPassedChange?.(passed), [passed, onPassedChange]);
    return (
        <Box sx={{ width: '100%' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('resources.customAlarms.script_help')}
            </Typography>
            <ScriptEditorInput
                source="code"
                label="resources.customAlarms.fields.code"
                height={height}
                readOnly={readOnly}
                validate={scriptRequired}
            />
            <ScriptEditorInput
                source="testData"
                label="resources.customAlarms.fields.testData"
                height={height}
                readOnly={readOnly}
            />
            <TrialRunControls
                labels={TEST_RUN_LABELS}
                passed={passed}
                running={trial.running}
                result={trial.result}
                disabled={readOnly || !text(code).trim()}
                onRun={() => trial.run(getValues() as CustomAlarmFormValues)}
                neededFor={readOnly ? undefined : neededFor}
            />
            {!readOnly && <TestRunCheck trial={trial} passed={passed} />}
        </Box>
    );
};
