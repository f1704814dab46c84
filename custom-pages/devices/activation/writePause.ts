/** The pause before every write (product specification section 9), shown as progress. */
export const WRITE_PAUSE_MS = 500;

export const pauseBeforeWrite = (ms = WRITE_PAUSE_MS) =>
    new Promise<void>(resolve => setTimeout(resolve, ms));
