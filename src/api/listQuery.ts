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

const searchText = (record: RaRecord, searchFields: string[] | undefined): string[] =>
    searchFields
        ? searchFields.map(field => text(valueAt(record, field)))
        : Object.values(record).map(text);

/**
 * "q" searches the search fields (default: every field) for a text, ignoring case; other keys
 * filter their field (text: contains, ignoring case; arrays: any of).
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
            if (key === 'q') {
                const needle = String(wanted).toLowerCase();
                return searchText(record, searchFields).some(value =>
                    value.toLowerCase().includes(needle),
                );
            }
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

/** Stable sort; empty values go last in both directions. */
export const sortRecords = <T extends RaRecord>(
    records: T[],
    sort: GetListParams['sort'] | undefined,
): T[] => {
    if (!sort?.field) return records;
    const direction = sort.order === 'DESC' ? -1 : 1;
    const keyed = records.map((record, index) => {
        const value = valueAt(record, sort.field);
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

/**
 * The last filtered and sorted views of each collection, so that turning pages or sorting an
 * unchanged filter does not redo the work on 100,000 records.
 */
const views = new WeakMap<
    object,
    { key: string; filtered: RaRecord[]; sortKey?: string; sorted?: RaRecord[] }
>();

export const applyListParams = <T extends RaRecord>(
    records: T[],
    params: Partial<GetListParams>,
    searchFields?: string[],
): { data: T[]; total: number } => {
    const filterKey = JSON.stringify(params.filter ?? {});
    let view = views.get(records);
    if (!view || view.key !== filterKey) {
        view = { key: filterKey, filtered: filterRecords(records, params.filter, searchFields) };
        views.set(records, view);
    }
    const orderKey = JSON.stringify(params.sort ?? null);
    if (view.sortKey !== orderKey || !view.sorted) {
        view.sorted = sortRecords(view.filtered, params.sort);
        view.sortKey = orderKey;
    }
    return {
        data: paginate(view.sorted as T[], params.pagination),
        total: view.filtered.length,
    };
};
