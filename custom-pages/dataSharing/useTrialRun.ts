/**
 * The trial execution of a script (POST /sharing/dryrun) and its success flag: what ran, what it
 * answered, and whether the current script has passed.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { DataSharingApi } from '../../resources/dataSharing/api';
import { dryRunPayload, type SharingFormValues } from '../../resources/dataSharing/sharingPayload';
import {
    afterTrialRun,
    hasPassed,
    initialTrialState,
    needsConfirmation,
} from '../../resources/dataSharing/trialRun';

export interface TrialResult {
    succeeded: boolean;
    /** The formatted result, or the error message. */
    text: string;
}

const resultText = (result: unknown) =>
    result === undefined
        ? ''
        : typeof result === 'string'
          ? result
          : JSON.stringify(result, null, 2);

const errorText = (error: unknown) => {
    const body = (error as { body?: { message?: unknown } })?.body;
    if (typeof body?.message === 'string') return body.message;
    return error instanceof Error ? error.message : String(error);
};

export const useTrialRun = (savedScript?: string | null) => {
    const dataProvider = useDataProvider<DataProvider & DataSharingApi>();
    const [state, setState] = useState(() => initialTrialState(savedScript));
    const [result, setResult] = useState<TrialResult | null>(null);
    const mutation = useMutation({
        mutationFn: (values: SharingFormValues) =>
            dataProvider.dryRunSharing(dryRunPayload(values)),
        onSuccess: (answer, values) => {
            setState(current => afterTrialRun(current, values.script ?? '', true));
            setResult({ succeeded: true, text: resultText(answer?.data?.result) });
        },
        onError: (error, values) => {
            setState(current => afterTrialRun(current, values.script ?? '', false));
            setResult({ succeeded: false, text: errorText(error) });
        },
    });
    return {
        run: (values: SharingFormValues) => mutation.mutate(values),
        running: mutation.isPending,
        result,
        passed: (script: string) => hasPassed(state, script),
        needsConfirmation: (script: string) => needsConfirmation(state, script),
    };
};

export type TrialRun = ReturnType<typeof useTrialRun>;
