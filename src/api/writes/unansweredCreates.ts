/**
 * A create that got no answer (NoResponseError: the client's timeout, or the connection dropped
 * after it was sent) may still have been applied by the server. Sending it again blindly could
 * make the record twice, so it is remembered (by the caller's key: resource, organization and
 * body), and the next identical create first looks whether it was applied (a fresh read of the
 * collection): found, that record is the answer and nothing is sent; not found, the create is
 * sent. The memory is dropped when a create of that key succeeds or the record is found.
 *
 * `before` holds the ids the collection had when the first attempt was sent, where the console
 * knew them (its cached list): a record among them is an older one, not the unanswered create.
 */
import { NoResponseError } from '../transport/httpClient';

export type KnownIds = ReadonlySet<string> | undefined;

interface Create<T> {
    key: string;
    /** The ids of the collection known now (cached), if any. */
    knownIds: () => KnownIds;
    /** Looks the unanswered create up in a fresh read of the collection. */
    lookUp: (before: KnownIds) => Promise<T | undefined>;
    send: () => Promise<T>;
}

export const createUnansweredCreates = () => {
    const unanswered = new Map<string, { before: KnownIds }>();
    return async <T>({ key, knownIds, lookUp, send }: Create<T>): Promise<T> => {
        const earlier = unanswered.get(key);
        if (earlier) {
            const found = await lookUp(earlier.before);
            if (found !== undefined) {
                unanswered.delete(key);
                return found;
            }
        }
        // The ids known when the first attempt went out count, not those seen since.
        const before = earlier ? earlier.before : knownIds();
        try {
            const created = await send();
            unanswered.delete(key);
            return created;
        } catch (failure) {
            // A refusal of the retry leaves the memory: the unanswered attempt may still land.
            if (failure instanceof NoResponseError || earlier) unanswered.set(key, { before });
            throw failure;
        }
    };
};

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The record of `records` (as the API sends them) that an unanswered create of `body` made:
 * one whose `identity` fields (a name unique in its collection) equal the body's, or, with no
 * declared identity, one whose every field sent equals the body's. A record whose id was known
 * before the create does not count; with no declared identity and no ids known before, nothing
 * can be told apart from an older identical record, so nothing is found (the create is sent).
 */
export const appliedRecord = <R extends { id?: unknown }>(
    records: R[],
    body: unknown,
    before: KnownIds,
    identity: string[] | undefined,
): R | undefined => {
    if (!body || typeof body !== 'object') return undefined;
    if (!identity && !before) return undefined;
    const sent = body as Record<string, unknown>;
    const keys = identity ?? Object.keys(sent);
    const matches = records.filter(
        record =>
            !before?.has(String(record.id)) &&
            keys.every(key => same((record as Record<string, unknown>)[key], sent[key])),
    );
    // The last one listed (the newest, where the API lists in the order of creation).
    return matches.at(-1);
};
