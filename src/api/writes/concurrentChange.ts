/**
 * The check against a lost update (docs/decisions/0007-concurrent-change-check-by-fresh-read.md). The API has no
 * version or update time on its records, so an update reads the record again just before it
 * writes and compares three bodies built by the same payload function: `base` (the record the
 * form opened with, react-admin's previousData), `mine` (the form's values) and `theirs` (the
 * record as it is now). A field is the payload's top-level key; nested objects (details,
 * infoList) are compared key by key, lists as one value.
 *
 * - A field I did not change goes out as theirs (PUT) or not at all (PATCH): someone else's
 *   change to it stays.
 * - A field only I changed goes out as mine.
 * - A field we both changed to different values is a conflict, unless `keepMine` (the user
 *   chose to overwrite theirs after seeing it).
 */

/** One field changed both here and by someone else, with both values. */
export interface FieldConflict {
    /** Dotted path in the API's body, e.g. name or details.infoList.url. */
    path: string;
    theirs: unknown;
    mine: unknown;
    /** A secret value (the resource's secrets.ts): the dialog says that it differs, not what. */
    secret?: boolean;
}

export interface UpdatePlan {
    /** The body to send: PATCH the changed fields (and the id), PUT the whole record. */
    body: Record<string, unknown>;
    /** Top-level fields the user changed. */
    changed: string[];
    conflicts: FieldConflict[];
}

type Body = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Body =>
    value !== null && typeof value === 'object' && !Array.isArray(value);

/** Equal as JSON values, whatever the order of object keys; undefined and null are alike. */
export const sameValue = (a: unknown, b: unknown): boolean => {
    if (a === b || (a == null && b == null)) return true;
    if (Array.isArray(a) && Array.isArray(b)) {
        return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
    }
    if (isPlainObject(a) && isPlainObject(b)) {
        const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
        return [...keys].every(key => sameValue(a[key], b[key]));
    }
    return false;
};

const keysOf = (...bodies: unknown[]) =>
    [...new Set(bodies.flatMap(body => (isPlainObject(body) ? Object.keys(body) : [])))].filter(
        key => key !== '__proto__',
    );

/** The value of a field after both changes, collecting the fields where they collide. */
const merge = (
    base: unknown,
    mine: unknown,
    theirs: unknown,
    path: string,
    conflicts: FieldConflict[],
    keepMine: boolean,
): unknown => {
    if (sameValue(mine, base)) return theirs;
    if (sameValue(theirs, base) || sameValue(theirs, mine)) return mine;
    if (isPlainObject(mine) && isPlainObject(theirs)) {
        const baseObject = isPlainObject(base) ? base : {};
        const merged: Body = {};
        for (const key of keysOf(mine, theirs)) {
            const value = merge(
                baseObject[key],
                mine[key],
                theirs[key],
                `${path}.${key}`,
                conflicts,
                keepMine,
            );
            if (value !== undefined) merged[key] = value;
        }
        return merged;
    }
    if (!keepMine) conflicts.push({ path, theirs, mine });
    return mine;
};

interface PlanInput {
    base: Body;
    mine: Body;
    /** The record read just before the write; without it (no previousData) mine goes as it is. */
    theirs?: Body;
    /** PUT replaces the record: the body holds every field, theirs where I changed nothing. */
    whole: boolean;
    keepMine?: boolean;
}

export const planUpdate = ({ base, mine, theirs, whole, keepMine = false }: PlanInput) => {
    const conflicts: FieldConflict[] = [];
    const changed: string[] = [];
    const body: Body = {};
    for (const key of keysOf(mine)) {
        if (key === 'id') {
            body.id = mine.id;
            continue;
        }
        const mineChanged = !sameValue(mine[key], base[key]);
        if (mineChanged) changed.push(key);
        if (!mineChanged && !whole) continue;
        const value =
            theirs === undefined
                ? mine[key]
                : key in theirs || mineChanged
                  ? merge(base[key], mine[key], theirs[key], key, conflicts, keepMine)
                  : mine[key];
        body[key] = value === undefined && mineChanged ? null : value;
    }
    return { body, changed, conflicts } satisfies UpdatePlan;
};
