/**
 * Removals of records that were gone already (a DELETE answered 404: removed in another tab or by
 * someone else). The dataProvider counts them as done, since what the user asked for holds, and
 * marks its answer so that the page can say so instead of "Element deleted": react-admin hands
 * the page only the answer's `data`, so the mark is kept beside it, not in the record.
 */
import type { Identifier } from 'react-admin';

const removedBefore = new WeakMap<object, Identifier[]>();

/** A delete's record, or a deleteMany's ids, with the ids that were gone already. */
export const markAlreadyRemoved = <T extends object>(data: T, ids: Identifier[]): T => {
    if (ids.length) removedBefore.set(data, ids);
    return data;
};

/** The ids of a delete's or deleteMany's answer that had been removed before; empty if none. */
export const alreadyRemovedOf = (data: unknown): Identifier[] =>
    (typeof data === 'object' && data !== null && removedBefore.get(data)) || [];
