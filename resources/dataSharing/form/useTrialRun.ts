/**
 * The trial execution of a data sharing's script (POST /sharing/dryrun, the answer is
 * data.result) and its success flag, which counts for the script.
 */
import { useCalls } from '../../../src/api/useCalls';
import type { DataSharingApi } from '../api';
import { dryRunPayload, type SharingFormValues } from '../sharingPayload';
import { useScriptTrialRun } from '../../../src/ui/scriptEditor/useScriptTrialRun';

export const useTrialRun = (savedScript?: string | null) => {
    const calls = useCalls<DataSharingApi>();
    return useScriptTrialRun({
        saved: savedScript,
        subjectOf: (values: SharingFormValues) => values.script ?? '',
        request: (values: SharingFormValues) => calls.dryRunSharing(dryRunPayload(values)),
        resultOf: answer => answer?.data?.result,
    });
};

export type TrialRun = ReturnType<typeof useTrialRun>;
