/**
 * The test run of a custom alarm (POST /alarming/custom-alarms/dryrun with the test data and the
 * script joined) and its success flag, which counts for both: any edit of either resets it. A line
 * the answer names is counted in the joined code: it is shown as the script's or test data's own.
 */
import { useCalls } from '../../../src/api/useCalls';
import type { CustomAlarmsApi } from '../api';
import { dryRunBody, testRunLineOf, testRunSubject, type CustomAlarmFormValues } from '../payload';
import { useScriptTrialRun } from '../../../src/ui/scriptEditor/useScriptTrialRun';

/** `saved`: the stored alarm, whose script and test data count as passed until edited. */
export const useCustomAlarmTestRun = (saved: CustomAlarmFormValues | null | undefined) => {
    const calls = useCalls<CustomAlarmsApi>();
    return useScriptTrialRun({
        saved: saved ? testRunSubject(saved) : null,
        subjectOf: (values: CustomAlarmFormValues) => testRunSubject(values),
        request: (values: CustomAlarmFormValues) => calls.testRunCustomAlarm(dryRunBody(values)),
        resultOf: answer => answer?.result,
        locate: (line, values: CustomAlarmFormValues) => testRunLineOf(line, values),
    });
};

export type CustomAlarmTestRun = ReturnType<typeof useCustomAlarmTestRun>;
