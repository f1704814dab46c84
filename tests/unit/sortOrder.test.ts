import { describe, expect, it, vi } from 'vitest';
import { applyListParams, sortRecords } from '../../src/api/lists/listQuery';
import {
    ascendingOrder,
    collatorOf,
    descendingOrder,
    textKey,
} from '../../src/api/lists/sortOrder';

/** Names as users type them: German umlauts, Italian accents, digits, punctuation, case. */
const NAMES = [
    'Äpfel',
    'apfel',
    'Apfel 2',
    'apfel 10',
    'Apfel 9',
    'Zähler Süd',
    'Zahler Nord',
    'zähler nord',
    'Öl-Tank',
    'Ol tank',
    'oltank',
    'Übergabe',
    'ubergabe 1',
    'Straße 5',
    'Strasse 5',
    'città',
    'Città 2',
    'perché',
    'Perche',
    'caffè',
    'Caffe 01',
    'caffe 1',
    'CAFFÈ 001',
    'a9',
    'a10',
    'A1',
    'a01',
    'a0',
    'a00',
    'a',
    'a b',
    'a-b',
    'a_b',
    'a.b',
    'a,b',
    'a/b',
    'a#b',
    'a+b',
    'a(b)',
    'a  b',
    'a\tb',
    '10 Sensor',
    '9 Sensor',
    '09 Sensor',
    'Sensor',
    'sensor 2.10',
    'sensor 2.9',
    'Generated device 000010',
    'Generated device 000009',
    'GEN-2-ABC-000100',
    'gen-2-abc-99',
    'Ελλάδα',
    'naïve',
    'Naive 3',
    'ñandú',
    'nandu',
    '$5',
    '€ 5',
    '~x',
    '@home',
    'Łódź',
    'Lodz',
    'ø',
    'o',
    '12345678901234567890',
    '12345678901234567891',
    '1234567890123456789',
];

const records = [
    ...NAMES.map((name, index) => ({ id: index + 1, name })),
    { id: 1001, name: '' },
    { id: 1002, name: null },
    { id: 1003 },
    { id: 1004, name: 'apfel' },
];

const ids = (list: { id: number }[]) => list.map(record => record.id);

/** The order the Collator gives, stable, empty values last. */
const collatorOrder = (locale: string, order: 'ASC' | 'DESC') => {
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    const filled = records.filter(record => record.name != null && record.name !== '');
    const empty = records.filter(record => record.name == null || record.name === '');
    const sorted = [...filled].sort(
        (a, b) =>
            collator.compare(a.name as string, b.name as string) * (order === 'DESC' ? -1 : 1),
    );
    return ids([...sorted, ...empty]);
};

describe('sort order of text', () => {
    for (const locale of ['en', 'de', 'it']) {
        it(`equals Intl.Collator(${locale}, numeric, base), stable, empty last, both directions`, () => {
            const collator = collatorOf(locale);
            const ascending = ascendingOrder(
                records,
                record => (record as { name?: string | null }).name,
                collator,
            );
            expect(Array.from(ascending.order, at => records[at].id)).toEqual(
                collatorOrder(locale, 'ASC'),
            );
            expect(Array.from(descendingOrder(ascending), at => records[at].id)).toEqual(
                collatorOrder(locale, 'DESC'),
            );
            expect(ascending.filled).toBe(records.length - 3);
        });
    }

    it('gives most text a key that plain < compares as the Collator does', () => {
        const collator = collatorOf('de');
        const keyed = NAMES.filter(name => textKey(name, collator) !== undefined);
        expect(keyed.length).toBeGreaterThan(NAMES.length * 0.8);
        for (const left of keyed) {
            for (const right of keyed) {
                const [a, b] = [
                    textKey(left, collator) as string,
                    textKey(right, collator) as string,
                ];
                expect([left, right, Math.sign(a < b ? -1 : a > b ? 1 : 0)]).toEqual([
                    left,
                    right,
                    Math.sign(collator.compare(left, right)),
                ]);
            }
        }
        // Text the key does not cover is compared by the Collator.
        expect(textKey('Ελλάδα', collator)).toBeUndefined();
        expect(textKey('Straße', collator)).toBeUndefined();
    });

    it('sorts the names of a list page the same: case and accents ignored, digits numeric', () => {
        const page = (order: 'ASC' | 'DESC') =>
            applyListParams([...records], {
                sort: { field: 'name', order },
                pagination: { page: 1, perPage: 500 },
            }).data.map(record => record.id);
        expect(page('ASC')).toEqual(collatorOrder(document.documentElement.lang || 'en', 'ASC'));
        expect(page('DESC')).toEqual(collatorOrder(document.documentElement.lang || 'en', 'DESC'));
        const apples = sortRecords(
            [
                { id: 1, name: 'apfel' },
                { id: 2, name: 'Äpfel' },
                { id: 3, name: 'APFEL' },
            ],
            { field: 'name', order: 'DESC' },
        );
        // Equal names keep their order in both directions.
        expect(ids(apples)).toEqual([1, 2, 3]);
    });

    it('sorts numbers as numbers before text, booleans false first', () => {
        const mixed = [
            { id: 1, value: 10 },
            { id: 2, value: 'b' },
            { id: 3, value: 9 },
            { id: 4, value: true },
            { id: 5, value: false },
            { id: 6, value: null },
            { id: 7, value: 'A' },
        ];
        expect(ids(sortRecords(mixed, { field: 'value', order: 'ASC' }))).toEqual([
            5, 4, 3, 1, 7, 2, 6,
        ]);
        expect(ids(sortRecords(mixed, { field: 'value', order: 'DESC' }))).toEqual([
            2, 7, 1, 3, 4, 5, 6,
        ]);
    });

    it('makes no Collator for an order of numbers (making one costs about 10 ms)', () => {
        const make = vi.fn(() => collatorOf('de'));
        const valueOf = (record: object) => (record as { value: unknown }).value;
        const numbers = [{ value: 3 }, { value: 1 }, { value: null }, { value: 2 }];
        expect([...ascendingOrder(numbers, valueOf, make).order]).toEqual([1, 3, 0, 2]);
        expect(make).not.toHaveBeenCalled();
        const texts = [{ value: 'b' }, { value: 'Ä' }, { value: 'a' }];
        expect([...ascendingOrder(texts, valueOf, make).order]).toEqual([1, 2, 0]);
        expect(make).toHaveBeenCalledTimes(1);
    });
});
