/**
 * The bulk runner (src/bulk/runBulk.ts, bulkRunner.ts): one record after the other, a failure is
 * that record's outcome and the run goes on, cancel stops before the next record, "Retry failed"
 * runs only the failed ones, a second start while one runs is ignored, the error modal is held
 * during a run and the pause of section 9 is taken once per run.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getErrorState, raiseError, acknowledgeError } from '../../src/api/errors/errorStore';
import { createBulkRunner } from '../../src/bulk/bulkRunner';
import { runBulk, type BulkProgress } from '../../src/bulk/runBulk';

/** A promise with its resolve and reject outside. */
const deferred = () => {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((yes, no) => {
        resolve = yes;
        reject = no;
    });
    return { promise, resolve, reject };
};

const flush = () => new Promise(resolve => setTimeout(resolve, 0));

afterEach(() => {
    vi.useRealTimers();
    acknowledgeError();
});

describe('runBulk', () => {
    it('runs each record once, in order, one at a time, and reports the progress', async () => {
        const order: number[] = [];
        let running = 0;
        let most = 0;
        const progress: BulkProgress[] = [];
        const result = await runBulk({
            records: [1, 2, 3],
            perform: async record => {
                running += 1;
                most = Math.max(most, running);
                await flush();
                order.push(record);
                running -= 1;
            },
            onProgress: step => progress.push(step),
        });
        expect(order).toEqual([1, 2, 3]);
        expect(most).toBe(1);
        expect(result).toEqual({
            done: [1, 2, 3],
            alreadyRemoved: [],
            failed: [],
            untouched: [],
            cancelled: false,
        });
        expect(progress.at(0)).toEqual({ total: 3, done: 0, failed: 0, left: 3 });
        expect(progress.at(-1)).toEqual({ total: 3, done: 3, failed: 0, left: 0 });
    });

    it('keeps going after a failure and names the failed record with its error', async () => {
        const refused = new Error('refused');
        const result = await runBulk({
            records: ['a', 'b', 'c'],
            perform: async record => {
                if (record === 'b') throw refused;
            },
        });
        expect(result.done).toEqual(['a', 'c']);
        expect(result.failed).toEqual([{ record: 'b', error: refused }]);
        expect(result.cancelled).toBe(false);
    });

    it('stops before the next record when cancelled; the records done stay done', async () => {
        const abort = new AbortController();
        const performed: number[] = [];
        const result = await runBulk({
            records: [1, 2, 3, 4, 5],
            signal: abort.signal,
            perform: async record => {
                performed.push(record);
                if (record === 2) abort.abort();
            },
        });
        expect(performed).toEqual([1, 2]);
        expect(result.done).toEqual([1, 2]);
        expect(result.untouched).toEqual([3, 4, 5]);
        expect(result.cancelled).toBe(true);
    });

    it('with a concurrency of 3 never has more than 3 under way and loses none', async () => {
        let running = 0;
        let most = 0;
        const records = Array.from({ length: 20 }, (_, index) => index);
        const result = await runBulk({
            records,
            concurrency: 3,
            perform: async record => {
                running += 1;
                most = Math.max(most, running);
                await flush();
                running -= 1;
                if (record % 7 === 0) throw new Error(`no ${record}`);
            },
        });
        expect(most).toBe(3);
        expect(result.failed.map(failure => failure.record)).toEqual([0, 7, 14]);
        expect(result.done).toHaveLength(17);
    });
});

describe('createBulkRunner', () => {
    it('runs the failed records only on "Retry failed", with a fresh preparation', async () => {
        const runner = createBulkRunner<string>({ pauseMs: 0 });
        const calls: string[] = [];
        let fails = new Set(['b', 'd']);
        const prepare = vi.fn(async () => async (record: string) => {
            calls.push(record);
            if (fails.has(record)) throw new Error(`${record} failed`);
        });
        const first = await runner.run(['a', 'b', 'c', 'd'], prepare);
        expect(first?.failed.map(failure => failure.record)).toEqual(['b', 'd']);
        expect(runner.getState()).toMatchObject({ phase: 'finished' });
        fails = new Set(['d']);
        calls.length = 0;
        const retry = await runner.retryFailed();
        expect(calls).toEqual(['b', 'd']);
        expect(prepare).toHaveBeenCalledTimes(2);
        expect(prepare).toHaveBeenLastCalledWith(['b', 'd']);
        expect(retry?.done).toEqual(['b']);
        expect(retry?.failed.map(failure => failure.record)).toEqual(['d']);
    });

    it('ignores a second start while a run is under way (a double click starts one run)', async () => {
        const runner = createBulkRunner<number>({ pauseMs: 0 });
        const gate = deferred();
        const perform = vi.fn(async () => gate.promise);
        const prepare = async () => perform;
        const first = runner.run([1, 2], prepare);
        const second = runner.run([1, 2], prepare);
        expect(await second).toBeUndefined();
        gate.resolve();
        expect((await first)?.done).toEqual([1, 2]);
        expect(perform).toHaveBeenCalledTimes(2);
    });

    it('cancel stops between records and reports the untouched ones', async () => {
        const runner = createBulkRunner<number>({ pauseMs: 0 });
        const gates = [deferred(), deferred(), deferred()];
        const performed: number[] = [];
        const finished = runner.run([0, 1, 2], async () => async record => {
            performed.push(record);
            await gates[record].promise;
        });
        await flush();
        expect(runner.getState()).toMatchObject({
            phase: 'running',
            progress: { total: 3, done: 0, left: 3 },
        });
        runner.cancel();
        expect(runner.getState()).toMatchObject({ phase: 'running', cancelling: true });
        gates[0].resolve();
        const result = await finished;
        expect(performed).toEqual([0]);
        expect(result?.done).toEqual([0]);
        expect(result?.untouched).toEqual([1, 2]);
        expect(runner.getState()).toMatchObject({ phase: 'finished' });
    });

    it('takes the write pause once before the run, not before every record', async () => {
        vi.useFakeTimers();
        const runner = createBulkRunner<number>({ pauseMs: 500 });
        const perform = vi.fn(async () => undefined);
        const finished = runner.run([1, 2, 3], async () => perform);
        await vi.advanceTimersByTimeAsync(499);
        expect(perform).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        expect((await finished)?.done).toEqual([1, 2, 3]);
        expect(perform).toHaveBeenCalledTimes(3);
    });

    it('opens no error modal while it runs, and again after', async () => {
        const runner = createBulkRunner<number>({ pauseMs: 0 });
        await runner.run([1], async () => async () => {
            raiseError({ open: true, title: 'app.error.title', textKey: 'app.error.default_text' });
            throw new Error('refused');
        });
        expect(getErrorState().open).toBe(false);
        raiseError({ open: true, title: 'app.error.title', textKey: 'app.error.default_text' });
        expect(getErrorState().open).toBe(true);
    });

    it('calls onFinished with the result, also after a retry', async () => {
        const runner = createBulkRunner<number>({ pauseMs: 0 });
        const onFinished = vi.fn();
        runner.onFinished = onFinished;
        await runner.run([1, 2], async () => async record => {
            if (record === 2) throw new Error('no');
        });
        await runner.retryFailed();
        expect(onFinished).toHaveBeenCalledTimes(2);
        expect(onFinished.mock.calls[1][0].failed.map((f: { record: number }) => f.record)).toEqual(
            [2],
        );
    });
});
