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

/** "q" searches every field's text; other keys filter their field (text: contains, ignoring case). */
export const filterRecords = <T extends RaRecord>(records: T[], filter: Filter = {}): T[] => {
    const entries = Object.entries(filter).filter(
        ([, wanted]) => wanted !== undefined && wanted !== '' && wanted !== null,
    );
    if (!entries.length) return records;
    return records.filter(record =>
        entries.every(([key, wanted]) => {
            if (key === 'q') {
                const needle = String(wanted).toLowerCase();
                return Object.values(record).some(value =>
                    text(value).toLowerCase().includes(needle),
                );
            }
            return matchesValue(valueAt(record, key), wanted);
        }),
    );
};

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const compare = (left: unknown, right: unknown): number => {
    if (left == null && right == null) return 0;
    if (left == null) return 1;
    if (right == null) return -1;
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    if (typeof left === 'boolean' && typeof right === 'boolean')
        return Number(left) - Number(right);
    return collator.compare(text(left), text(right));
};

/** Stable sort; empty values go last in both directions. */
export const sortRecords = <T extends RaRecord>(
    records: T[],
    sort: GetListParams['sort'] | undefined,
): T[] => {
    if (!sort?.field) return records;
    const direction = sort.order === 'DESC' ? -1 : 1;
    const keyed = records.map((record, index) => ({
        record,
        index,
        value: valueAt(record, sort.field),
    }));
    keyed.sort((a, b) => {
        if (a.value == null || b.value == null) {
            const empty = compare(a.value, b.value);
            return empty || a.index - b.index;
        }
        return compare(a.value, b.value) * direction || a.index - b.index;
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

export const applyListParams = <T extends RaRecord>(
    records: T[],
    params: Partial<GetListParams>,
): { data: T[]; total: number } => {
    const filtered = filterRecords(records, params.filter);
    const sorted = sortRecords(filtered, params.sort);
    return { data: paginate(sorted, params.pagination), total: filtered.length };
};
