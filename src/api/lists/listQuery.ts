/**
 * Sort, filter and paginate a whole collection in the browser: the API returns every record,
 * react-admin's list parameters stay in the URL as with any server-side list.
 */
import type { GetListParams, RaRecord } from 'react-admin';
import {
    ascendingOrder,
    collatorOf,
    descendingOrder,
    type Ascending,
    type ValueOf,
} from './sortOrder';
import { valueAt } from '../valueAt';

type Filter = Record<string, unknown>;

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

/** Whether the text's lower case contains the needle, which is lower case already. */
const containsText = (value: unknown, needle: string, caseless: boolean) => {
    if (value == null) return false;
    if (caseless && typeof value === 'string') return value.includes(needle);
    return text(value).toLowerCase().includes(needle);
};

/**
 * A needle of ASCII chars that are no letters (digits, spaces, punctuation) is found the same
 * in a text and in its lower case: lower-casing makes none of these chars and changes none.
 */
// eslint-disable-next-line no-control-regex
const CASELESS = /^[\u0000-\u0040\u005b-\u0060\u007b-\u007f]*$/;

type Test = (record: RaRecord) => boolean;

/** Reads a field, or a dotted path (details.vendor), of a record. */
const readerOf = (path: string) =>
    path.includes('.')
        ? (record: RaRecord) => valueAt(record, path)
        : (record: RaRecord) => (record as Record<string, unknown>)[path];

/** Whether one of the search fields (default: every field) contains the lower-case needle. */
const containsTest = (needle: string, searchFields: string[] | undefined): Test => {
    const caseless = CASELESS.test(needle);
    if (!searchFields) {
        return record => {
            for (const field of Object.keys(record)) {
                if (containsText(record[field], needle, caseless)) return true;
            }
            return false;
        };
    }
    const readers = searchFields.map(readerOf);
    return record => {
        for (const read of readers) if (containsText(read(record), needle, caseless)) return true;
        return false;
    };
};

const isSet = (wanted: unknown) => wanted !== undefined && wanted !== '' && wanted !== null;

/** One test for the whole filter, made once per filter (undefined: every record passes). */
const testOf = (filter: Filter = {}, searchFields?: string[]): Test | undefined => {
    const tests = Object.entries(filter)
        .filter(([, wanted]) => isSet(wanted))
        .map(([key, wanted]): Test => {
            if (key === 'q') return containsTest(String(wanted).toLowerCase(), searchFields);
            if (key.endsWith(EXACT_SUFFIX)) {
                const read = readerOf(key.slice(0, -EXACT_SUFFIX.length));
                return record => matchesExactly(read(record), wanted);
            }
            const read = readerOf(key);
            return record => matchesValue(read(record), wanted);
        });
    if (!tests.length) return undefined;
    if (tests.length === 1) return tests[0];
    return record => tests.every(test => test(record));
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
    const test = testOf(filter, searchFields);
    return test ? records.filter(test) : records;
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

/** The locale of the page (the user's language), whose order text sorts in. */
const pageLocale = () =>
    (typeof document !== 'undefined' && document.documentElement.lang) || undefined;

const valueOfSort = (field: string, sortValue?: SortValue) =>
    (sortValue?.of ?? readerOf(field)) as ValueOf;

/**
 * Sorted by one field (or the sortValue), stably in both directions, empty values last in both;
 * text as Intl.Collator(locale, { numeric: true, sensitivity: 'base' }) orders it
 * (src/api/lists/sortOrder.ts).
 */
export const sortRecords = <T extends RaRecord>(
    records: T[],
    sort: GetListParams['sort'] | undefined,
    sortValue?: SortValue,
): T[] => {
    if (!sort?.field) return records;
    const ascending = ascendingOrder(records, valueOfSort(sort.field, sortValue), () =>
        collatorOf(pageLocale()),
    );
    const order = sort.order === 'DESC' ? descendingOrder(ascending) : ascending.order;
    return Array.from(order, at => records[at]);
};

export const paginate = <T>(
    records: T[],
    pagination: GetListParams['pagination'] | undefined,
): T[] => {
    if (!pagination) return records;
    const start = (pagination.page - 1) * pagination.perPage;
    return records.slice(start, start + pagination.perPage);
};

/** Orders of the same collection kept at once (a Uint32Array each, 400 KB at 100,000). */
const KEPT_ORDERS = 4;

interface CollectionViews {
    /** Ascending orders by sort key (field, related names, locale), the latest last. */
    ascending: Map<string, Ascending>;
    /** Descending orders, made from the ascending ones when asked for. */
    descending: Map<string, Uint32Array>;
    /** The last filter of the last order: the matching record positions in that order. */
    view?: {
        orderKey: string;
        filterKey: string;
        /** The filter without q, and q's lower case: a longer q searches these matches only. */
        rest: string;
        needle: string;
        /** Undefined: every record, in the order. */
        matches: Uint32Array | undefined;
    };
}

/**
 * Views of each collection, so that turning pages, a new filter or a sort click do not sort
 * 100,000 records again. Records are ordered first and filtered after, which keeps the order.
 */
const views = new WeakMap<object, CollectionViews>();

const viewsOf = (records: object) => {
    let cache = views.get(records);
    if (!cache) {
        cache = { ascending: new Map(), descending: new Map() };
        views.set(records, cache);
    }
    return cache;
};

const sortKeyOf = (field: string, sortValue: SortValue | undefined, locale: string | undefined) =>
    `${field}\u0000${sortValue?.key ?? ''}\u0000${locale ?? ''}`;

const ascendingOf = (
    cache: CollectionViews,
    records: RaRecord[],
    field: string,
    sortValue?: SortValue,
) => {
    const locale = pageLocale();
    const key = sortKeyOf(field, sortValue, locale);
    let found = cache.ascending.get(key);
    if (found) {
        cache.ascending.delete(key);
    } else {
        found = ascendingOrder(records, valueOfSort(field, sortValue), () => collatorOf(locale));
        if (cache.ascending.size >= KEPT_ORDERS) {
            const oldest = cache.ascending.keys().next().value as string;
            cache.ascending.delete(oldest);
            cache.descending.delete(oldest);
        }
    }
    cache.ascending.set(key, found);
    return { key, ascending: found };
};

/** Record positions in the sort's order (undefined: the records' own order). */
const orderOf = (
    cache: CollectionViews,
    records: RaRecord[],
    sort: GetListParams['sort'] | undefined,
    sortValue?: SortValue,
): Uint32Array | undefined => {
    if (!sort?.field) return undefined;
    const { key, ascending } = ascendingOf(cache, records, sort.field, sortValue);
    if (sort.order !== 'DESC') return ascending.order;
    let descending = cache.descending.get(key);
    if (!descending) {
        descending = descendingOrder(ascending);
        cache.descending.set(key, descending);
    }
    return descending;
};

/**
 * Builds the order a sort click will likely ask for (the list's default sort, the records'
 * name) ahead, e.g. in idle time after the first rows show: the click then finds it ready.
 */
export const prepareOrder = (records: RaRecord[], field: string, sortValue?: SortValue) => {
    ascendingOf(viewsOf(records), records, field, sortValue);
};

/** The positions in `order` (or of all records) whose record passes the test. */
const matchesOf = (
    records: RaRecord[],
    order: Uint32Array | undefined,
    test: Test,
): Uint32Array => {
    const count = order ? order.length : records.length;
    const matches = new Uint32Array(count);
    let found = 0;
    for (let at = 0; at < count; at += 1) {
        const position = order ? order[at] : at;
        if (test(records[position])) matches[found++] = position;
    }
    return matches.slice(0, found);
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

const pageBounds = (pagination: GetListParams['pagination'] | undefined, total: number) => {
    if (!pagination) return { start: 0, end: total };
    const start = (pagination.page - 1) * pagination.perPage;
    return { start, end: Math.min(total, start + pagination.perPage) };
};

/**
 * One page of the records at these positions that pass the computed filters, and how many
 * pass, in one pass and without a copy of the matches (they change with the time, so they are
 * not cached).
 */
const pageOfComputed = <T extends RaRecord>(
    records: T[],
    positions: Uint32Array | undefined,
    derived: [ComputedFilter, unknown][],
    now: number,
    pagination: GetListParams['pagination'] | undefined,
) => {
    const { start, end } = pageBounds(pagination, Infinity);
    const data: T[] = [];
    let total = 0;
    const count = positions ? positions.length : records.length;
    for (let at = 0; at < count; at += 1) {
        const record = records[positions ? positions[at] : at];
        if (!derived.every(([test, wanted]) => test(record, wanted, now))) continue;
        if (total >= start && total < end) data.push(record);
        total += 1;
    }
    return { data, total };
};

const pageOf = <T extends RaRecord>(
    records: T[],
    positions: Uint32Array | undefined,
    pagination: GetListParams['pagination'] | undefined,
) => {
    const total = positions ? positions.length : records.length;
    const { start, end } = pageBounds(pagination, total);
    const data: T[] = [];
    for (let at = start; at < end; at += 1) data.push(records[positions ? positions[at] : at]);
    return { data, total };
};

export const applyListParams = <T extends RaRecord>(
    records: T[],
    params: Partial<GetListParams>,
    searchFields?: string[],
    sortValue?: SortValue,
    computed?: ComputedFilters,
): { data: T[]; total: number } => {
    const cache = viewsOf(records);
    const { plain, derived } = splitFilter(params.filter, computed);
    const orderKey = params.sort?.field
        ? `${sortKeyOf(params.sort.field, sortValue, pageLocale())}\u0000${params.sort.order === 'DESC' ? 'DESC' : 'ASC'}`
        : '';
    const filterKey = JSON.stringify(plain);
    const last = cache.view;
    let view = last;
    if (view?.orderKey !== orderKey || view.filterKey !== filterKey) {
        const { q, ...others } = plain;
        const needle = isSet(q) ? String(q).toLowerCase() : '';
        const rest = JSON.stringify(others);
        const test = testOf(plain, searchFields);
        // Typing on in the search box: the matches of the shorter text hold every new match.
        const narrows =
            last?.orderKey === orderKey &&
            last.rest === rest &&
            last.needle !== '' &&
            needle.includes(last.needle);
        const from = narrows ? last.matches : orderOf(cache, records, params.sort, sortValue);
        view = {
            orderKey,
            filterKey,
            rest,
            needle,
            matches: test ? matchesOf(records, from, test) : from,
        };
        cache.view = view;
    }
    const { matches } = view;
    if (derived.length && computed)
        return pageOfComputed(records, matches, derived, computed.now, params.pagination);
    return pageOf(records, matches, params.pagination);
};
