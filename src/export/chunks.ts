/**
 * Long exports without a frozen page: records are turned into rows a chunk at a time, and the
 * browser gets the thread back between chunks (to paint the progress, take a click on Cancel).
 * Cancelling (an AbortSignal) stops at the next chunk with an AbortError.
 */

/** Rows per chunk: a few tens of ms of work per chunk on a slow, shared machine. */
export const CHUNK_SIZE = 1000;

/** Gives the thread back to the browser: a macrotask, so that it can paint and take input. */
export const yieldToBrowser = () =>
    new Promise<void>(resolve => {
        setTimeout(resolve, 0);
    });

export const abortError = () => new DOMException('The export was cancelled.', 'AbortError');

export const isAbortError = (error: unknown) =>
    error instanceof DOMException && error.name === 'AbortError';

export interface ChunkOptions {
    chunkSize?: number;
    /** Called after each chunk with the records done so far and the total. */
    onProgress?: (done: number, total: number) => void;
    signal?: AbortSignal;
    /** How the browser gets the thread back (tests pass their own). */
    pause?: () => Promise<void>;
}

/** `map` applied to every item, in order, a chunk at a time. */
export const mapInChunks = async <T, R>(
    items: readonly T[],
    map: (item: T) => R,
    { chunkSize = CHUNK_SIZE, onProgress, signal, pause = yieldToBrowser }: ChunkOptions = {},
): Promise<R[]> => {
    const result: R[] = new Array<R>(items.length);
    for (let start = 0; start < items.length; start += chunkSize) {
        if (signal?.aborted) throw abortError();
        const end = Math.min(start + chunkSize, items.length);
        for (let index = start; index < end; index += 1) result[index] = map(items[index]);
        onProgress?.(end, items.length);
        await pause();
    }
    if (signal?.aborted) throw abortError();
    onProgress?.(items.length, items.length);
    return result;
};
