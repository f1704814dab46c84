import { describe, expect, it } from 'vitest';
import { applyListParams, filterRecords, sortRecords } from '../../src/api/lists/listQuery';

const TYPES = ['FAILURE', 'WARNING', 'ERROR'];

const records = Array.from({ length: 10_000 }, (_, index) => ({
    id: index + 1,
    name: `Device ${String(10_000 - index).padStart(5, '0')}`,
    type: TYPES[index % 3],
    tags: index % 2 ? ['lighting'] : ['valve', 'external'],
    isEnabled: index % 4 === 0,
    details: { vendor: index % 5 === 0 ? 'Acme' : 'Globex' },
    lastSeen: index % 10 === 0 ? null : index,
}));

describe('client-side list operations on 10,000 records', () => {
    it('pages through the whole collection and counts it', () => {
        const { data, total } = applyListParams(records, { pagination: { page: 3, perPage: 25 } });
        expect(total).toBe(10_000);
        expect(data.map(record => record.id)).toEqual(Array.from({ length: 25 }, (_, i) => 51 + i));
        const last = applyListParams(records, { pagination: { page: 400, perPage: 25 } });
        expect(last.data.at(-1)?.id).toBe(10_000);
        expect(applyListParams(records, { pagination: { page: 401, perPage: 25 } }).data).toEqual(
            [],
        );
    });

    it('sorts by a text field in both directions, numbers inside text in numeric order', () => {
        const ascending = sortRecords(records, { field: 'name', order: 'ASC' });
        expect(ascending[0].name).toBe('Device 00001');
        expect(ascending[9_999].name).toBe('Device 10000');
        const descending = sortRecords(records, { field: 'name', order: 'DESC' });
        expect(descending[0].name).toBe('Device 10000');
        expect(
            sortRecords(
                [
                    { id: 1, name: 'a10' },
                    { id: 2, name: 'a9' },
                ],
                { field: 'name', order: 'ASC' },
            ).map(r => r.id),
        ).toEqual([2, 1]);
    });

    it('sorts by a nested field, stably, and keeps empty values last', () => {
        const byVendor = sortRecords(records, { field: 'details.vendor', order: 'ASC' });
        expect(byVendor[0].details.vendor).toBe('Acme');
        expect(byVendor.slice(0, 3).map(record => record.id)).toEqual([1, 6, 11]);
        const bySeen = sortRecords(records, { field: 'lastSeen', order: 'DESC' });
        expect(bySeen[0].lastSeen).toBe(9_999);
        expect(bySeen.at(-1)?.lastSeen).toBeNull();
        const bySeenAscending = sortRecords(records, { field: 'lastSeen', order: 'ASC' });
        expect(bySeenAscending[0].lastSeen).toBe(1);
        expect(bySeenAscending.at(-1)?.lastSeen).toBeNull();
    });

    it('filters text fields by contains, ignoring case, and other fields by equality', () => {
        expect(filterRecords(records, { type: 'warn' })).toHaveLength(3_333);
        expect(filterRecords(records, { isEnabled: true })).toHaveLength(2_500);
        expect(filterRecords(records, { 'details.vendor': 'acme', type: 'FAILURE' })).toHaveLength(
            667,
        );
        expect(filterRecords(records, { tags: 'external' })).toHaveLength(5_000);
        expect(filterRecords(records, { type: ['ERROR', 'WARNING'] })).toHaveLength(6_666);
    });

    it('searches every field with q, and ignores empty filters', () => {
        expect(
            filterRecords(records, { q: 'device 0999' })
                .map(record => record.name)
                .sort(),
        ).toEqual(Array.from({ length: 10 }, (_, i) => `Device 0999${i}`));
        expect(filterRecords(records, { q: 'acme' })).toHaveLength(2_000);
        expect(filterRecords(records, { q: '', type: undefined })).toBe(records);
    });

    it('combines filter, sort and page, and counts the filtered records', () => {
        const { data, total } = applyListParams(records, {
            filter: { type: 'ERROR' },
            sort: { field: 'name', order: 'ASC' },
            pagination: { page: 1, perPage: 2 },
        });
        expect(total).toBe(3_333);
        expect(data.map(record => record.name)).toEqual(['Device 00002', 'Device 00005']);
    });

    it('searches only the search fields when a resource names them', () => {
        expect(filterRecords(records, { q: 'acme' }, ['name'])).toHaveLength(0);
        expect(filterRecords(records, { q: 'acme' }, ['details.vendor'])).toHaveLength(2_000);
    });

    it('answers a new filter or sort on the same collection, not the previous view', () => {
        const first = applyListParams(records, {
            filter: { type: 'ERROR' },
            pagination: { page: 1, perPage: 5 },
        });
        const second = applyListParams(records, {
            filter: { type: 'WARNING' },
            pagination: { page: 1, perPage: 5 },
        });
        expect(first.total).toBe(3_333);
        expect(second.data.every(record => record.type === 'WARNING')).toBe(true);
        const byName = applyListParams(records, {
            filter: { type: 'WARNING' },
            sort: { field: 'name', order: 'ASC' },
            pagination: { page: 1, perPage: 1 },
        });
        const byNameDesc = applyListParams(records, {
            filter: { type: 'WARNING' },
            sort: { field: 'name', order: 'DESC' },
            pagination: { page: 1, perPage: 1 },
        });
        expect(byName.data[0].name).toBe('Device 00003');
        expect(byNameDesc.data[0].name).toBe('Device 09999');
    });

    it('turns the direction of a sorted collection, empty values still last', () => {
        const copy = [...records];
        const page = (order: 'ASC' | 'DESC') =>
            applyListParams(copy, {
                sort: { field: 'lastSeen', order },
                pagination: { page: 1, perPage: 10_000 },
            }).data;
        const ascending = page('ASC');
        const descending = page('DESC');
        expect(ascending[0].lastSeen).toBe(1);
        expect(descending[0].lastSeen).toBe(9_999);
        expect(descending.at(-1)?.lastSeen).toBeNull();
        expect(descending.filter(record => record.lastSeen === null)).toHaveLength(1_000);
        expect(page('ASC')).toEqual(ascending);
    });
});
