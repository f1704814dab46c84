/**
 * Sort, filter and paginate a whole collection in the browser: the API returns every record,
 * react-admin's list parameters stay in the URL as with any server-side list.
 */
import type { GetListParams, RaRecord } from 'react-admin';

type Filter = Record<string, unknown>;

const valueAt = (record: RaRecord, path: string): unknown =>
    path.split('.').reduce<unknown>((value, key) => {
        if (value && typeof value === 'object') return (value as Record<string, unknown>)[key];
        return undefined;
    }, record);

const text = (value: unknown): string => {
    if (value == null) return '';
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
};

const matchesValue = (actual: unknown, wanted: unknown): boolean => {
    if (wanted === undefined || wanted === '' || wanted === null) return true;
    if (Array.isArray(wanted))
        return wanted.length === 0 || wanted.some(one => matchesValue(actual, one));
    if (Array.isArray(actual)) return actual.some(one => matchesValue(one, wanted));
    if (typeof wanted === 'string' && typeof actual === 'string') {
        return actual.toLowerCase().includes(wanted.toLowerCase());
    }
    return String(actual) === String(wanted);
};

/** A filter key ending in _eq (e.g. state_eq) matches its field exactly, not by "contains". */
const EXACT_SUFFIX = '_eq';

const matchesExactly = (actual: unknown, wanted: unknown): boolean =>
    Array.isArray(wanted)
        ? wanted.length === 0 || wanted.some(one => matchesExactly(actual, one))
        : String(actual) === String(wanted);

/** Whether one of the search fields (default: every field) contains the lower-case needle. */
const contains = (record: RaRecord, needle: string, searchFields: string[] | undefined) => {
    const fields = searchFields ?? Object.keys(record);
    for (const field of fields) {
        const value = searchFields ? valueAt(record, field) : record[field];
        if (value != null && text(value).toLowerCase().includes(needle)) return true;
    }
    return false;
};

/**
 * "q" searches the search fields (default: every field) for a text, ignoring case; other keys
 * filter their field (text: contains, ignoring case; arrays: any of; <field>_eq: equal).
 */
export const filterRecords = <T extends RaRecord>(
    records: T[],
    filter: Filter = {},
    searchFields?: string[],
): T[] => {
    const entries = Object.entries(filter).filter(
        ([, wanted]) => wanted !== undefined && wanted !== '' && wanted !== null,
    );
    if (!entries.length) return records;
    return records.filter(record =>
        entries.every(([key, wanted]) => {
            if (key === 'q') return contains(record, String(wanted).toLowerCase(), searchFields);
            if (key.endsWith(EXACT_SUFFIX))
                return matchesExactly(valueAt(record, key.slice(0, -EXACT_SUFFIX.length)), wanted);
            return matchesValue(valueAt(record, key), wanted);
        }),
    );
};

/**
 * A key that plain < compares the way people expect: numbers as numbers, booleans false
 * first, text ignoring case with digit runs in numeric order ("a9" before "a10").
 * Intl.Collator does the same but is five times slower on 100,000 rows.
 */
const sortKey = (value: unknown): number | string => {
    if (typeof value === 'number') return value;
    if (typeof value === 'boolean') return Number(value);
    return text(value)
        .toLowerCase()
        .replace(/\d+/g, digits => digits.padStart(16, '0'));
};

const compareKeys = (left: number | string, right: number | string) => {
    if (typeof left !== typeof right) return typeof left === 'number' ? -1 : 1;
    return left < right ? -1 : left > right ? 1 : 0;
};

/**
 * What a column sorts by when it is not the field's own value: a column that shows a related
 * record's name (a device's integration) sorts by that name. `key` names the names used (it
 * changes when they do).
 */
export interface SortValue {
    key: string;
    of: (record: RaRecord) => unknown;
}

/** Stable sort; empty values go last in both directions. */
export const sortRecords = <T extends RaRecord>(
    records: T[],
    sort: GetListParams['sort'] | undefined,
    sortValue?: SortValue,
): T[] => {
    if (!sort?.field) return records;
    const direction = sort.order === 'DESC' ? -1 : 1;
    const valueOf = sortValue?.of ?? ((record: RaRecord) => valueAt(record, sort.field));
    const keyed = records.map((record, index) => {
        const value = valueOf(record);
        return { record, index, key: value == null || value === '' ? null : sortKey(value) };
    });
    keyed.sort((a, b) => {
        if (a.key === null || b.key === null) {
            return (a.key === null ? 1 : 0) - (b.key === null ? 1 : 0) || a.index - b.index;
        }
        return compareKeys(a.key, b.key) * direction || a.index - b.index;
    });
    return keyed.map(entry => entry.record);
};

export const paginate = <T>(
    records: T[],
    pagination: GetListParams['pagination'] | undefined,
): T[] => {
    if (!pagination) return records;
    const start = (pagination.page - 1) * pagination.perPage;
    return records.slice(start, start + pagination.perPage);
};

interface Ordered {
    sorted: RaRecord[];
    /** How many records have a value in the sort field; the empty ones follow them. */
    filled: number;
}

interface CollectionViews {
    /** The collection in the orders asked for lately (at most two). */
    orders: Map<string, Ordered>;
    /** The last filter of the last order. */
    view?: { orderKey: string; filterKey: string; filtered: RaRecord[] };
}

/**
 * Views of each collection, so that turning pages, a new filter or turning the sort direction
 * do not sort 100,000 records again. Records are ordered first and filtered after, which keeps
 * the order.
 */
const views = new WeakMap<object, CollectionViews>();

const orderKeyOf = (sort: GetListParams['sort'] | undefined, sortValue?: SortValue) =>
    sort?.field
        ? `${sort.field}\u0000${sort.order === 'DESC' ? 'DESC' : 'ASC'}\u0000${sortValue?.key ?? ''}`
        : '';

const order = (
    records: RaRecord[],
    sort: GetListParams['sort'] | undefined,
    sortValue?: SortValue,
): Ordered => {
    const sorted = sortRecords(records, sort, sortValue);
    const field = sort?.field;
    const valueOf = sortValue?.of ?? ((record: RaRecord) => valueAt(record, field ?? ''));
    const filled = field
        ? sorted.filter(record => {
              const value = valueOf(record);
              return value != null && value !== '';
          }).length
        : sorted.length;
    return { sorted, filled };
};

/** Descending is ascending reversed (and the other way round); empty values stay last. */
const reversed = ({ sorted, filled }: Ordered): Ordered => ({
    sorted: [...sorted.slice(0, filled).reverse(), ...sorted.slice(filled)],
    filled,
});

const ordered = (
    cache: CollectionViews,
    records: RaRecord[],
    sort: GetListParams['sort'],
    sortValue?: SortValue,
) => {
    const key = orderKeyOf(sort, sortValue);
    let found = cache.orders.get(key);
    if (!found) {
        const opposite =
            sort?.field &&
            cache.orders.get(
                orderKeyOf(
                    { field: sort.field, order: sort.order === 'DESC' ? 'ASC' : 'DESC' },
                    sortValue,
                ),
            );
        found = opposite ? reversed(opposite) : order(records, sort, sortValue);
        if (cache.orders.size >= 2) cache.orders.delete(cache.orders.keys().next().value as string);
        cache.orders.set(key, found);
    }
    return found.sorted;
};

/**
 * A filter on a value derived from the record and the time (a device's health), which no field
 * holds: whether the record matches the filter's value `wanted` at the time `now` (epoch ms).
 */
export type ComputedFilter = (record: RaRecord, wanted: unknown, now: number) => boolean;

export interface ComputedFilters {
    /** By filter key (e.g. health). */
    filters: Record<string, ComputedFilter>;
    /** The time the filters are evaluated at (epoch ms). */
    now: number;
}

const isSet = (wanted: unknown) => wanted !== undefined && wanted !== '' && wanted !== null;

/** The filter split into the fields' part (cached with the order) and the computed ones. */
const splitFilter = (filter: Filter = {}, computed?: ComputedFilters) => {
    if (!computed) return { plain: filter, derived: [] };
    const plain: Filter = {};
    const derived: [ComputedFilter, unknown][] = [];
    for (const [key, wanted] of Object.entries(filter)) {
        const test = Object.hasOwn(computed.filters, key) ? computed.filters[key] : undefined;
        if (!test) plain[key] = wanted;
        else if (isSet(wanted)) derived.push([test, wanted]);
    }
    return { plain, derived };
};

/**
 * One page of the records that pass the computed filters, and how many pass, in one pass and
 * without a copy of the matches (they change with the time, so they are not cached).
 */
const pageOfComputed = <T extends RaRecord>(
    records: T[],
    derived: [ComputedFilter, unknown][],
    now: number,
    pagination: GetListParams['pagination'] | undefined,
) => {
    const start = pagination ? (pagination.page - 1) * pagination.perPage : 0;
    const end = pagination ? start + pagination.perPage : Infinity;
    const data: T[] = [];
    let total = 0;
    for (const record of records) {
        if (!derived.every(([test, wanted]) => test(record, wanted, now))) continue;
        if (total >= start && total < end) data.push(record);
        total += 1;
    }
    return { data, total };
};

export const applyListParams = <T extends RaRecord>(
    records: T[],
    params: Partial<GetListParams>,
    searchFields?: string[],
    sortValue?: SortValue,
    computed?: ComputedFilters,
): { data: T[]; total: number } => {
    let cache = views.get(records);
    if (!cache) {
        cache = { orders: new Map() };
        views.set(records, cache);
    }
    const { plain, derived } = splitFilter(params.filter, computed);
    const orderKey = orderKeyOf(params.sort, sortValue);
    const filterKey = JSON.stringify(plain);
    if (cache.view?.orderKey !== orderKey || cache.view.filterKey !== filterKey) {
        const sorted = ordered(cache, records, params.sort, sortValue);
        cache.view = {
            orderKey,
            filterKey,
            filtered: filterRecords(sorted, plain, searchFields),
        };
    }
    const filtered = cache.view.filtered as T[];
    if (derived.length && computed)
        return pageOfComputed(filtered, derived, computed.now, params.pagination);
    return {
        data: paginate(filtered, params.pagination),
        total: filtered.length,
    };
};
