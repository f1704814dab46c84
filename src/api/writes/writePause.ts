/**
 * The pauses before actions (product specification section 9): every write waits 500 ms before
 * it is sent, commands 1000 ms. The httpClient applies them, so no page repeats them.
 */
export const WRITE_PAUSE_MS = 500;
export const COMMAND_PAUSE_MS = 1000;

export const pause = (ms: number) =>
    new Promise<void>(resolve => (ms > 0 ? setTimeout(resolve, ms) : resolve()));

/**
 * The `meta` of a write whose pause was taken once before a bulk run (src/bulk/bulkRunner.ts):
 * the dataProvider sends it at once, so 1,000 records do not wait 500 ms each.
 */
export const PAUSE_TAKEN_META = { writePause: 'taken' } as const;

/** The pause for a dataProvider write with this `meta`: none after PAUSE_TAKEN_META, else the default. */
export const pauseOf = (meta: unknown): number | undefined =>
    (meta as { writePause?: unknown } | null | undefined)?.writePause ===
    PAUSE_TAKEN_META.writePause
        ? 0
        : undefined;
