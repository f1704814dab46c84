/**
 * One submission per intent (issue 17, point 1). The httpClient sends every write (POST, PUT,
 * PATCH, DELETE) through `guardWrite`: a write identical to one still in flight (same method,
 * address, organization and body) is not sent again; the second caller joins the first one's
 * promise and gets its answer, or its failure. The write is released when its answer (or its
 * failure) has come, so a retry after it sends anew. The key is taken before the pause of
 * section 9, so a double click inside the pause sends one request too.
 *
 * This is the one place where a second trigger is ignored; buttons need no guard of their own.
 * They show that their write is under way with their form's or mutation's pending state (the
 * fault sweep checks each one while a delayed write is under way).
 */

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface WriteInFlight {
    method: WriteMethod;
    /** The address as the page asked for it (path and query, without the base path). */
    path: string;
}

interface Entry extends WriteInFlight {
    promise: Promise<unknown>;
}

const inFlight = new Map<string, Entry>();

/** What makes two writes the same intent. */
export const writeKey = (
    method: WriteMethod,
    path: string,
    organizationId: string | null,
    body: unknown,
) => JSON.stringify([method, path, organizationId, body === undefined ? null : body]);

/**
 * Sends the write unless an identical one (`key`) is in flight; then returns that one's promise.
 */
export const guardWrite = <T>(
    key: string,
    write: WriteInFlight,
    send: () => Promise<T>,
): Promise<T> => {
    const running = inFlight.get(key);
    if (running) return running.promise as Promise<T>;
    const promise = (async () => {
        try {
            return await send();
        } finally {
            inFlight.delete(key);
        }
    })();
    inFlight.set(key, { ...write, promise });
    return promise;
};

/** The writes under way now. */
export const writesInFlight = (): WriteInFlight[] =>
    [...inFlight.values()].map(({ method, path }) => ({ method, path }));
