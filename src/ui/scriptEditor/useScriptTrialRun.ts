/**
 * The trial execution of a script and its success flag: what ran, what it answered, and whether
 * the current text has passed. The area says what a run sends (`request`), which text the
 * success counts for (`subjectOf`) and where the answer's result is (`resultOf`).
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { NoResponseError } from '../../api/httpClient';
import { afterTrialRun, hasPassed, initialTrialState, needsConfirmation } from './trialRun';

export interface TrialResult {
    succeeded: boolean;
    /** The formatted result, or the error message. */
    text: string;
    /** The result as the API answered it (a run that succeeded). */
    value?: unknown;
    /** The status of a failed run's answer: its message is a server message to translate. */
    status?: number;
}

interface Options<V, A> {
    /** The stored subject, which counts as passed; null for a new script. */
    saved: string | null | undefined;
    subjectOf: (values: V) => string;
    request: (values: V) => Promise<A>;
    resultOf: (answer: A) => unknown;
}

export const resultText = (result: unknown) =>
    result === undefined
        ? ''
        : typeof result === 'string'
          ? result
          : JSON.stringify(result, null, 2);

/** The API's message of a failed run (the body's message), else the error's own. */
export const errorText = (error: unknown): string => {
    const body = (error as { body?: { message?: unknown } })?.body;
    if (typeof body?.message === 'string') return body.message;
    // No answer at all (network, timeout): the underlying failure, not the handled marker.
    if (error instanceof NoResponseError) {
        return error.cause instanceof Error ? error.cause.message : String(error.cause);
    }
    return error instanceof Error ? error.message : String(error);
};

/** The status of an API answer that carried a message, else undefined (no answer at all). */
const answeredStatus = (error: unknown) => {
    const { status, body } = (error ?? {}) as { status?: unknown; body?: { message?: unknown } };
    return typeof status === 'number' && typeof body?.message === 'string' ? status : undefined;
};

export const useScriptTrialRun = <V, A>({ saved, subjectOf, request, resultOf }: Options<V, A>) => {
    const [state, setState] = useState(() => initialTrialState(saved));
    const [result, setResult] = useState<TrialResult | null>(null);
    const mutation = useMutation({
        mutationFn: request,
        onSuccess: (answer, values) => {
            setState(current => afterTrialRun(current, subjectOf(values), true));
            const value = resultOf(answer);
            setResult({ succeeded: true, text: resultText(value), value });
        },
        onError: (error, values) => {
            setState(current => afterTrialRun(current, subjectOf(values), false));
            setResult({ succeeded: false, text: errorText(error), status: answeredStatus(error) });
        },
    });
    return {
        run: (values: V) => mutation.mutate(values),
        running: mutation.isPending,
        result,
        passed: (subject: string) => hasPassed(state, subject),
        needsConfirmation: (subject: string) => needsConfirmation(state, subject),
    };
};

export type ScriptTrialRun<V> = ReturnType<typeof useScriptTrialRun<V, unknown>>;
