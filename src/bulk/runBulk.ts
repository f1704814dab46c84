/**
 * Runs one async action per record (issue 19, item 3): in order, at most `concurrency` at a
 * time, every record's outcome kept. A failure is that record's outcome and the run goes on, so
 * nothing is lost when one fails. Cancelling stops before the next record: the records already
 * done (or under way) stay done, the rest are left untouched and reported as such.
 */

export interface BulkProgress {
    total: number;
    done: number;
    failed: number;
    /** Not finished yet: under way or not started (done + failed + left = total). */
    left: number;
}

export interface BulkFailure<T> {
    record: T;
    error: unknown;
}

/**
 * What `perform` resolves to for a record it found removed already (a removal whose record was
 * gone: src/api/writes/alreadyRemoved.ts). It counts as done; the result lists it in `alreadyRemoved`.
 */
export const ALREADY_REMOVED = 'already-removed';

export interface BulkResult<T> {
    done: T[];
    /** The records of `done` that had been removed before (in another tab, or by someone else). */
    alreadyRemoved: T[];
    failed: BulkFailure<T>[];
    /** Not run because the run was cancelled. */
    untouched: T[];
    cancelled: boolean;
}

export interface BulkOptions<T> {
    records: readonly T[];
    perform: (record: T) => Promise<unknown>;
    /** Cancels before the next record. */
    signal?: AbortSignal;
    /** After each record (and once at the start). */
    onProgress?: (progress: BulkProgress) => void;
    /** Records under way at once; default 1 (one after the other). */
    concurrency?: number;
}

export const runBulk = async <T>({
    records,
    perform,
    signal,
    onProgress,
    concurrency = 1,
}: BulkOptions<T>): Promise<BulkResult<T>> => {
    const outcomes: ('done' | typeof ALREADY_REMOVED | BulkFailure<T> | undefined)[] = new Array(
        records.length,
    );
    let next = 0;
    let done = 0;
    let failed = 0;
    const report = () =>
        onProgress?.({ total: records.length, done, failed, left: records.length - done - failed });
    report();
    const worker = async () => {
        while (next < records.length && !signal?.aborted) {
            const index = next;
            next += 1;
            try {
                const outcome = await perform(records[index]);
                outcomes[index] = outcome === ALREADY_REMOVED ? ALREADY_REMOVED : 'done';
                done += 1;
            } catch (error) {
                outcomes[index] = { record: records[index], error };
                failed += 1;
            }
            report();
        }
    };
    const workers = Math.max(1, Math.min(concurrency, records.length));
    await Promise.all(Array.from({ length: workers }, worker));
    const result: BulkResult<T> = {
        done: [],
        alreadyRemoved: [],
        failed: [],
        untouched: [],
        cancelled: false,
    };
    records.forEach((record, index) => {
        const outcome = outcomes[index];
        if (outcome === 'done') result.done.push(record);
        else if (outcome === ALREADY_REMOVED) {
            result.done.push(record);
            result.alreadyRemoved.push(record);
        } else if (outcome) result.failed.push(outcome);
        else result.untouched.push(record);
    });
    result.cancelled = result.untouched.length > 0;
    return result;
};
