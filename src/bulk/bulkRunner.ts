/**
 * One bulk run at a time, as a small store (like src/api/errors/errorStore.ts): the page that starts a
 * run and the dialog that shows it share a runner, and only the dialog re-renders as records
 * finish (the list around it does not, 1,000 times).
 *
 * - One run at a time: a second start while one runs (a double click on the confirmation, or on
 *   Retry) is ignored, synchronously, before anything is sent.
 * - The pause of section 9 is taken once before each run (and each retry), not before every
 *   record: the writes of a run carry PAUSE_TAKEN_META and go out at once. 500 ms per record
 *   would make 1,000 devices wait more than 8 minutes for nothing.
 * - Failures open no error modal while the run goes on; the result names each one.
 * - `prepare` is called at the start of every run, a retry too, so that its checks (e.g. the
 *   licences left) are made anew for the records it is given.
 */
import { useSyncExternalStore } from 'react';
import { holdErrorModal } from '../api/errors/errorStore';
import { pause, WRITE_PAUSE_MS } from '../api/writes/writePause';
import { runBulk, type BulkProgress, type BulkResult } from './runBulk';

export type BulkPerform<T> = (record: T) => Promise<unknown>;
export type BulkPrepare<T> = (records: T[]) => Promise<BulkPerform<T>>;

export type BulkRunState<T> =
    | { phase: 'idle' }
    | { phase: 'running'; progress: BulkProgress; cancelling: boolean }
    | { phase: 'finished'; result: BulkResult<T> };

export interface BulkRunnerOptions {
    /** Records under way at once (default 1). */
    concurrency?: number;
    /** The pause before a run (default: section 9's write pause). */
    pauseMs?: number;
}

export const createBulkRunner = <T>({
    concurrency = 1,
    pauseMs = WRITE_PAUSE_MS,
}: BulkRunnerOptions = {}) => {
    let state: BulkRunState<T> = { phase: 'idle' };
    let busy = false;
    let controller: AbortController | null = null;
    let lastPrepare: BulkPrepare<T> | null = null;
    const listeners = new Set<() => void>();
    const set = (next: BulkRunState<T>) => {
        state = next;
        listeners.forEach(listener => listener());
    };
    const starting = (total: number) =>
        set({
            phase: 'running',
            progress: { total, done: 0, failed: 0, left: total },
            cancelling: false,
        });

    const runner = {
        /** Called after every run, a retry too (e.g. reload the list, keep the failed selected). */
        onFinished: undefined as ((result: BulkResult<T>) => void) | undefined,
        getState: () => state,
        subscribe: (listener: () => void) => {
            listeners.add(listener);
            return () => {
                listeners.delete(listener);
            };
        },
        /** Runs `prepare`'s action on each record; ignored while a run is under way. */
        run: async (
            source: T[] | (() => Promise<T[]>),
            prepare: BulkPrepare<T>,
        ): Promise<BulkResult<T> | undefined> => {
            if (busy) return undefined;
            busy = true;
            lastPrepare = prepare;
            const abort = new AbortController();
            controller = abort;
            starting(Array.isArray(source) ? source.length : 0);
            const release = holdErrorModal();
            let records: T[] = Array.isArray(source) ? source : [];
            let result: BulkResult<T>;
            try {
                if (!Array.isArray(source)) {
                    records = await source();
                    starting(records.length);
                }
                await pause(pauseMs);
                const perform = await prepare(records);
                result = await runBulk({
                    records,
                    perform,
                    signal: abort.signal,
                    concurrency,
                    onProgress: progress => {
                        if (state.phase === 'running') set({ ...state, progress });
                    },
                });
            } catch (error) {
                // The records or the preparation could not be loaded: nothing was run.
                result = {
                    done: [],
                    alreadyRemoved: [],
                    failed: records.map(record => ({ record, error })),
                    untouched: [],
                    cancelled: false,
                };
            } finally {
                release();
                busy = false;
                controller = null;
            }
            set({ phase: 'finished', result });
            runner.onFinished?.(result);
            return result;
        },
        /** Stops before the next record; the records done stay done. */
        cancel: () => {
            controller?.abort();
            if (state.phase === 'running') set({ ...state, cancelling: true });
        },
        /** Runs the failed records of the last result again, only those. */
        retryFailed: () => {
            if (state.phase !== 'finished' || !lastPrepare) return Promise.resolve(undefined);
            const failed = state.result.failed.map(failure => failure.record);
            if (!failed.length) return Promise.resolve(undefined);
            return runner.run(failed, lastPrepare);
        },
        close: () => {
            if (!busy) set({ phase: 'idle' });
        },
    };
    return runner;
};

export type BulkRunner<T> = ReturnType<typeof createBulkRunner<T>>;

/** The runner's state, re-rendering the caller as it changes. */
export const useBulkRunState = <T>(runner: BulkRunner<T>) =>
    useSyncExternalStore(runner.subscribe, runner.getState, runner.getState);
