/**
 * The pauses before actions (product specification section 9): every write waits 500 ms before
 * it is sent, commands 1000 ms. The httpClient applies them, so no page repeats them.
 */
export const WRITE_PAUSE_MS = 500;
export const COMMAND_PAUSE_MS = 1000;

export const pause = (ms: number) =>
    new Promise<void>(resolve => (ms > 0 ? setTimeout(resolve, ms) : resolve()));
