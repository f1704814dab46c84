import { describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { applyListParams, type ComputedFilters } from '../../src/api/lists/listQuery';
import { hasHealth } from '../../resources/devices/health';

const NOW = Date.UTC(2026, 10, 26, 8, 0, 0);
const MINUTE = 60_000;

interface Row extends RaRecord {
    name: string;
    tag: string;
    lastSeen: number | null;
    updateInterval: number;
}

const row = (id: number, name: string, lastSeen: number | null, updateInterval = 60): Row => ({
    id,
    name,
    tag: id % 2 ? 'odd' : 'even',
    lastSeen,
    updateInterval,
});

// Online: lastSeen within 3 minutes (interval 60 s); silent: older; never: null; noInterval: 0.
const rows = (): Row[] => [
    row(1, 'a online', NOW - MINUTE),
    row(2, 'b silent', NOW - 10 * MINUTE),
    row(3, 'c never', null),
    row(4, 'd no interval', NOW - 10 * MINUTE, 0),
    row(5, 'e turns silent', NOW - 2 * MINUTE),
    row(6, 'f silent', NOW - 60 * MINUTE),
];

const health = (now: number): ComputedFilters => ({
    filters: { health: (record, wanted, at) => hasHealth(record as Row, wanted, at) },
    now,
});
const names = (result: { data: Row[] }) => result.data.map(one => one.name);
const BY_NAME = { field: 'name', order: 'ASC' as const };

describe('computed filters of a list', () => {
    it('filter by a value derived from the record and the time', () => {
        const records = rows();
        const silent = applyListParams(
            records,
            { filter: { health: 'silent' }, sort: BY_NAME },
            undefined,
            undefined,
            health(NOW),
        );
        expect(names(silent)).toEqual(['b silent', 'f silent']);
        expect(silent.total).toBe(2);
        expect(
            names(
                applyListParams(
                    records,
                    { filter: { health: 'never' }, sort: BY_NAME },
                    undefined,
                    undefined,
                    health(NOW),
                ),
            ),
        ).toEqual(['c never']);
        expect(
            names(
                applyListParams(
                    records,
                    { filter: { health: ['noInterval', 'online'] }, sort: BY_NAME },
                    undefined,
                    undefined,
                    health(NOW),
                ),
            ),
        ).toEqual(['a online', 'd no interval', 'e turns silent']);
    });

    it('follow the time given: the same records and filter answer differently later', () => {
        const records = rows();
        const params = { filter: { health: 'online' }, sort: BY_NAME };
        expect(names(applyListParams(records, params, undefined, undefined, health(NOW)))).toEqual([
            'a online',
            'e turns silent',
        ]);
        // Two minutes later "e" is past its three minutes and "a" is at its last millisecond.
        const later = NOW + 2 * MINUTE;
        expect(
            names(applyListParams(records, params, undefined, undefined, health(later))),
        ).toEqual(['a online']);
        expect(
            names(
                applyListParams(
                    records,
                    { filter: { health: 'silent' }, sort: BY_NAME },
                    undefined,
                    undefined,
                    health(later),
                ),
            ),
        ).toEqual(['b silent', 'e turns silent', 'f silent']);
    });

    it('combine with the fields filters, the search, the sort and the page', () => {
        const records = rows();
        const params = {
            filter: { health: 'silent', tag: 'even' },
            sort: { field: 'name', order: 'DESC' as const },
            pagination: { page: 1, perPage: 1 },
        };
        const first = applyListParams(records, params, undefined, undefined, health(NOW));
        expect(names(first)).toEqual(['f silent']);
        expect(first.total).toBe(2);
        const second = applyListParams(
            records,
            { ...params, pagination: { page: 2, perPage: 1 } },
            undefined,
            undefined,
            health(NOW),
        );
        expect(names(second)).toEqual(['b silent']);
        expect(second.total).toBe(2);
        const searched = applyListParams(
            records,
            { filter: { health: 'silent', q: 'F ' }, sort: BY_NAME },
            ['name'],
            undefined,
            health(NOW),
        );
        expect(names(searched)).toEqual(['f silent']);
    });

    it('are ignored when empty, and a filter key without one stays a field filter', () => {
        const records = rows();
        for (const wanted of ['', undefined, null]) {
            expect(
                applyListParams(
                    records,
                    { filter: { health: wanted }, sort: BY_NAME },
                    undefined,
                    undefined,
                    health(NOW),
                ).total,
            ).toBe(6);
        }
        // Without computed filters "health" is a field no record has.
        expect(applyListParams(records, { filter: { health: 'online' } }).total).toBe(0);
    });

    it('go over 100,000 records in one pass, keep only the page and stay fast', () => {
        const many: Row[] = Array.from({ length: 100_000 }, (_, index) =>
            row(index, `device ${index}`, index % 10 ? NOW - (index % 7) * MINUTE : null),
        );
        const params = {
            filter: { health: 'silent' },
            sort: { field: 'id', order: 'ASC' as const },
            pagination: { page: 3, perPage: 25 },
        };
        let calls = 0;
        const counting: ComputedFilters = {
            filters: {
                health: (record, wanted, now) => {
                    calls += 1;
                    return hasHealth(record as Row, wanted, now);
                },
            },
            now: NOW,
        };
        applyListParams(many, params, undefined, undefined, counting); // orders and caches
        calls = 0;
        const started = performance.now();
        const result = applyListParams(many, params, undefined, undefined, counting);
        const took = performance.now() - started;
        expect(calls).toBe(100_000);
        expect(result.data).toHaveLength(25);
        // Silent: minutes 4, 5, 6 of every 7, among the 9 of 10 that were seen.
        const expected = many.filter(one => hasHealth(one, 'silent', NOW));
        expect(result.total).toBe(expected.length);
        expect(result.data.map(one => one.id)).toEqual(expected.slice(50, 75).map(one => one.id));
        // About 10 ms on one core; the bound leaves room for a loaded machine.
        expect(took).toBeLessThan(250);
    });
});
