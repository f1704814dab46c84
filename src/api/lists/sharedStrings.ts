/**
 * One string per repeated value in a downloaded collection: JSON.parse makes a new string for
 * every record's "Generated for load tests", "Test field 7" or vendor name, which at 100,000
 * devices costs megabytes for a few hundred distinct texts. Fields whose values repeat (judged
 * on a sample) are pointed at one shared string per value, in idle time after the first page,
 * a slice of records at a time; the copies are then garbage. Strings do not change, so the
 * records read the same.
 */
import type { RaRecord } from 'react-admin';
import { whenIdle } from '../../ui/whenIdle';

/** Records looked at to judge which fields repeat, spread over the collection. */
const SAMPLE = 1_000;
/** A field with more distinct values than this in the sample does not repeat enough. */
const REPEATING = 250;
/** Distinct values kept at most (a field may repeat in the sample only). */
const KEPT_VALUES = 10_000;
/** Records done per idle period. */
const SLICE = 10_000;
/** Below this many records there is little to save. */
const SHARED_FROM = 2_000;

type Holder = Record<string, unknown>;

/** The string fields of a record, top level and one level down (objects and string lists). */
const eachString = (record: Holder, visit: (holder: Holder, key: string, path: string) => void) => {
    for (const key in record) {
        const value = record[key];
        if (typeof value === 'string') visit(record, key, key);
        else if (Array.isArray(value)) {
            for (let at = 0; at < value.length; at += 1)
                if (typeof value[at] === 'string')
                    visit(value as unknown as Holder, String(at), `${key}[]`);
        } else if (value && typeof value === 'object') {
            const inner = value as Holder;
            for (const innerKey in inner)
                if (typeof inner[innerKey] === 'string')
                    visit(inner, innerKey, `${key}.${innerKey}`);
        }
    }
};

/** The fields (paths) whose values repeat in the first records. */
const repeatingPaths = (records: RaRecord[]) => {
    const distinct = new Map<string, Set<unknown>>();
    const step = Math.max(1, Math.floor(records.length / SAMPLE));
    for (let at = 0; at < records.length; at += step) {
        eachString(records[at], (holder, key, path) => {
            let values = distinct.get(path);
            if (!values) distinct.set(path, (values = new Set()));
            if (values.size <= REPEATING) values.add(holder[key]);
        });
    }
    return new Set(
        [...distinct].filter(([, values]) => values.size <= REPEATING).map(([path]) => path),
    );
};

const done = new WeakSet<object>();

/** The longest the sharing waits for an idle period. */
const IDLE_WAIT_MS = 2_000;

/** Shares the repeated strings of a collection, once per download, in idle time. */
export const shareRepeatedStrings = (records: RaRecord[]) => {
    if (records.length < SHARED_FROM || done.has(records)) return;
    done.add(records);
    const paths = repeatingPaths(records);
    if (paths.size === 0) return;
    const shared = new Map<string, string>();
    const share = (holder: Holder, key: string, path: string) => {
        if (!paths.has(path)) return;
        const value = holder[key] as string;
        const found = shared.get(value);
        // Equal strings compare equal whichever copy they are: the first one read is kept.
        if (found !== undefined) holder[key] = found;
        else if (shared.size < KEPT_VALUES) shared.set(value, value);
    };
    let next = 0;
    const slice = () => {
        const end = Math.min(records.length, next + SLICE);
        for (; next < end; next += 1) eachString(records[next], share);
        if (next < records.length) whenIdle(slice, IDLE_WAIT_MS);
    };
    whenIdle(slice, IDLE_WAIT_MS);
};
