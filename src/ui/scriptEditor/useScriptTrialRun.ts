/**
 * The trial execution of a script and its success flag: what ran, what it answered, and whether
 * the current text has passed. The area says what a run sends (`request`), which text the
 * success counts for (`subjectOf`), where the answer's result is (`resultOf`) and where a line
 * the API names is in its editors (`locate`).
 *
 * A failed run is an outcome of the page, shown once, in the run's result: the area's call asks
 * the httpClient for no error modal (`showsOwnError`), so the result also words the failures the
 * modal would have (no message, or a server that is unavailable).
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorForStatus } from '../../api/errors/errorStore';
import { NoResponseError } from '../../api/transport/httpClient';
import { scriptLineOf, splitLine, type ScriptLocation } from './scriptLine';
import { afterTrialRun, hasPassed, initialTrialState, needsConfirmation } from './trialRun';

export interface TrialResult {
    succeeded: boolean;
    /** The formatted result, or the error message. */
    text: string;
    /** The result as the API answered it (a run that succeeded). */
    value?: unknown;
    /** The status of a failed run's answer: its message is a server message to translate. */
    status?: number;
    /** Translation key of a failed run's text when the answer carried no message. */
    textKey?: string;
    /** Where in the editors the line is that a failed run's message named. */
    location?: ScriptLocation;
}

interface Options<V, A> {
    /** The stored subject, which counts as passed; null for a new script. */
    saved: string | null | undefined;
    subjectOf: (values: V) => string;
    request: (values: V) => Promise<A>;
    resultOf: (answer: A) => unknown;
    /** Where line `line` of the code that ran (`values`) is; default: the script's own line. */
    locate?: (line: number, values: V) => ScriptLocation;
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

/**
 * A failed run in the result's terms, as the error modal would word it (section 8): the server's
 * message (without the line it names, which becomes the location), or the modal's text for an
 * answer without a message and for an unavailable server (502 to 599).
 */
export const failedRun = <V>(
    error: unknown,
    values: V,
    locate: (line: number, values: V) => ScriptLocation = scriptLineOf,
): TrialResult => {
    const status = (error as { status?: unknown } | null)?.status;
    const answered = answeredStatus(error);
    const modal =
        typeof status === 'number'
            ? errorForStatus(status, answered === undefined ? undefined : errorText(error))
            : undefined;
    if (modal && modal.message === undefined) {
        return { succeeded: false, text: '', textKey: modal.textKey };
    }
    if (answered === undefined) return { succeeded: false, text: errorText(error) };
    const { message, line } = splitLine(errorText(error));
    return {
        succeeded: false,
        text: message,
        status: answered,
        ...(line !== undefined && { location: locate(line, values) }),
    };
};

export const useScriptTrialRun = <V, A>({
    saved,
    subjectOf,
    request,
    resultOf,
    locate,
}: Options<V, A>) => {
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
            setResult(failedRun(error, values, locate));
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
