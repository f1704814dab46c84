/**
 * Saving through the trial-run guard: a script that has not passed asks for confirmation first;
 * Confirm saves, Cancel keeps the form as it is.
 */
import { useState } from 'react';
import type { SharingFormValues } from '../sharingPayload';
import type { TrialRun } from './useTrialRun';

export const useGuardedSave = (trial: TrialRun, save: (values: SharingFormValues) => unknown) => {
    const [pending, setPending] = useState<SharingFormValues | null>(null);
    return {
        submit: (values: SharingFormValues) => {
            if (trial.needsConfirmation(values.script ?? '')) setPending(values);
            else return save(values);
        },
        confirmOpen: pending !== null,
        confirm: () => {
            const values = pending;
            setPending(null);
            if (values) return save(values);
        },
        cancel: () => setPending(null),
    };
};
