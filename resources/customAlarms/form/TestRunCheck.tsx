/**
 * The hidden check of section 5: a form field no one sees whose rule fails, with the message
 * "Error", until the current script and test data have passed a test run. While it fails the
 * form is invalid, so Save stays disabled.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useInput, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { testRunSubject, type CustomAlarmFormValues } from '../payload';
import { TEST_RUN_REQUIRED } from '../validation';
import type { CustomAlarmTestRun } from './useCustomAlarmTestRun';

export const TEST_RUN_CHECK = 'testRunCheck';

export const TestRunCheck = ({ trial, passed }: { trial: CustomAlarmTestRun; passed: boolean }) => {
    const latest = useRef(trial);
    latest.current = trial;
    // Reads the values being validated, so an edit fails the check in the same validation.
    const rule = useCallback<Validator>(
        (_value: unknown, values: CustomAlarmFormValues) =>
            latest.current.passed(testRunSubject(values)) ? undefined : TEST_RUN_REQUIRED,
        [],
    );
    useInput({ source: TEST_RUN_CHECK, defaultValue: '', validate: rule });
    const { trigger } = useFormContext();
    // A finished run changes no field: check again.
    useEffect(() => {
        void trigger(TEST_RUN_CHECK);
    }, [passed, trigger]);
    return null;
};
