/**
 * The device page's Readings panel: which fields are charted (numeric) and which are listed, the
 * latest value, minimum and maximum per field, the period's bounds and the request that fetches it.
 */
import { describe, expect, it } from 'vitest';
import type { ExportReading } from '../../resources/devices/calls/exportApi';
import {
    dayPeriod,
    MIN_REQUEST_DAYS,
    presetPeriod,
    requestRange,
} from '../../resources/devices/readings/readingRange';
import {
    LATEST_OTHER_READINGS,
    readingSeries,
} from '../../resources/devices/readings/readingSeries';
import { readingUnit, withUnit } from '../../resources/devices/readings/readingUnits';
import { unitCharts } from '../../resources/devices/readings/unitCharts';

const HOUR = 3_600_000;
const at = (ms: number, value: unknown): ExportReading => ({
    time: { epochSecond: ms / 1000 },
    value,
});
const T0 = Date.UTC(2026, 2, 10, 12);
const ALL = { start: 0, end: Number.MAX_SAFE_INTEGER };

describe('reading series', () => {
    it('charts the fields whose every value is a number, with latest, minimum and maximum', () => {
        const series = readingSeries(
            [
                at(T0, JSON.stringify({ temperature: 21.5, humidity: 40, state: 'ok' })),
                at(T0 + HOUR, JSON.stringify({ temperature: 19, humidity: 45, state: 'open' })),
                at(T0 + 2 * HOUR, { temperature: 23.25, state: 'ok', alarm: true }),
            ],
            ALL,
        );
        expect(series.times).toEqual([T0 / 1000, T0 / 1000 + 3600, T0 / 1000 + 7200]);
        expect(series.numeric).toEqual([
            {
                name: 'temperature',
                values: [21.5, 19, 23.25],
                latest: { time: T0 / 1000 + 7200, value: 23.25 },
                min: 19,
                max: 23.25,
            },
            {
                name: 'humidity',
                values: [40, 45, null],
                latest: { time: T0 / 1000 + 3600, value: 45 },
                min: 40,
                max: 45,
            },
        ]);
        expect(series.otherFields).toEqual(['state', 'alarm']);
        expect(series.otherReadings).toEqual([
            { time: T0 / 1000 + 7200, values: { state: 'ok', alarm: 'true' } },
            { time: T0 / 1000 + 3600, values: { state: 'open' } },
            { time: T0 / 1000, values: { state: 'ok' } },
        ]);
    });

    it('lists a field that is sometimes not a number, and keeps nested values as JSON', () => {
        const series = readingSeries(
            [
                at(T0, { level: 3, gps: { lat: 48.1 } }),
                at(T0 + HOUR, { level: 'high', gps: { lat: 48.2 } }),
            ],
            ALL,
        );
        expect(series.numeric).toEqual([]);
        expect(series.otherFields).toEqual(['level', 'gps']);
        expect(series.otherReadings[0].values).toEqual({ level: 'high', gps: '{"lat":48.2}' });
    });

    it('counts null as a gap of a numeric field, and a field that is only null as not numeric', () => {
        const series = readingSeries(
            [
                at(T0, { a: 1, b: null }),
                at(T0 + HOUR, { a: null, b: null }),
                at(T0 + 2 * HOUR, { a: -4 }),
            ],
            ALL,
        );
        expect(
            series.numeric.map(field => [field.name, field.values, field.min, field.max]),
        ).toEqual([['a', [1, null, -4], -4, 1]]);
        expect(series.otherFields).toEqual(['b']);
    });

    it('takes a reading that is not an object as the field "value", and text that is not JSON as text', () => {
        expect(readingSeries([at(T0, '12.5'), at(T0 + HOUR, 7)], ALL).numeric[0]).toMatchObject({
            name: 'value',
            values: [12.5, 7],
            latest: { value: 7 },
        });
        expect(readingSeries([at(T0, 'not json')], ALL).otherReadings).toEqual([
            { time: T0 / 1000, values: { value: 'not json' } },
        ]);
    });

    it('keeps the readings of the period only ([start, end)), oldest first, whatever the order', () => {
        const readings = [3, 0, 2, 1, 4].map(hour => at(T0 + hour * HOUR, { n: hour }));
        const series = readingSeries(readings, { start: T0 + HOUR, end: T0 + 4 * HOUR });
        expect(series.numeric[0].values).toEqual([1, 2, 3]);
        expect(series.numeric[0].latest).toEqual({ time: (T0 + 3 * HOUR) / 1000, value: 3 });
        expect(readingSeries(readings, { start: T0 + 10 * HOUR, end: T0 + 20 * HOUR })).toEqual({
            times: [],
            numeric: [],
            otherFields: [],
            otherReadings: [],
        });
    });

    it('lists at most the latest readings of the other fields, newest first', () => {
        const readings = Array.from({ length: 25 }, (_, i) =>
            at(T0 + i * HOUR, { state: `s${i}` }),
        );
        const { otherReadings } = readingSeries(readings, ALL);
        expect(otherReadings).toHaveLength(LATEST_OTHER_READINGS);
        expect(otherReadings[0].values.state).toBe('s24');
    });

    it('skips readings without a usable time and keeps a __proto__ key as a field', () => {
        const series = readingSeries(
            [
                { time: { epochSecond: Number.NaN }, value: { a: 1 } },
                at(T0, '{"__proto__": 5, "a": 2}'),
            ],
            ALL,
        );
        expect(series.times).toEqual([T0 / 1000]);
        expect(series.numeric.map(field => field.name)).toEqual(['__proto__', 'a']);
    });
});

describe('reading periods', () => {
    const now = new Date(2026, 2, 10, 14, 30, 20).getTime();
    const local = (...parts: number[]) =>
        new Date(...(parts as [number, number, number])).getTime();

    it('ends the last 24 hours, 7 and 30 days at the next full minute', () => {
        const end = new Date(2026, 2, 10, 14, 31).getTime();
        expect(presetPeriod('day', now)).toEqual({ start: end - 24 * HOUR, end });
        expect(presetPeriod('week', now)).toEqual({ start: end - 7 * 24 * HOUR, end });
        expect(presetPeriod('month', now)).toEqual({ start: end - 30 * 24 * HOUR, end });
    });

    it('takes two picked days as whole local days, both included', () => {
        expect(dayPeriod('2026-03-01', '2026-03-03')).toEqual({
            start: local(2026, 2, 1),
            end: local(2026, 2, 4),
        });
        expect(dayPeriod('2026-03-05', '2026-03-05')).toEqual({
            start: local(2026, 2, 5),
            end: local(2026, 2, 6),
        });
        expect(dayPeriod('2026-03-05', '2026-03-04')).toBeNull();
        expect(dayPeriod('', '2026-03-04')).toBeNull();
        expect(dayPeriod('2026-02-30', '2026-03-04')).toBeNull();
    });

    it('asks for whole local days, at least three (the export rule), covering the period', () => {
        expect(requestRange(presetPeriod('day', now))).toEqual({
            start: local(2026, 2, 9),
            end: local(2026, 2, 9 + MIN_REQUEST_DAYS),
        });
        expect(requestRange(presetPeriod('month', now))).toEqual({
            start: new Date(2026, 1, 8).getTime(),
            end: local(2026, 2, 11),
        });
        // A period that ends at midnight does not ask for the next day.
        expect(requestRange({ start: local(2026, 2, 1), end: local(2026, 2, 11) })).toEqual({
            start: local(2026, 2, 1),
            end: local(2026, 2, 11),
        });
    });
});

describe("the readings chart's units", () => {
    const climate = readingSeries(
        [
            at(T0, JSON.stringify({ temperature: 21.5, humidity: 40, battery: 3.6 })),
            at(T0 + HOUR, JSON.stringify({ temperature: 22, humidity: 42, battery: 3.6 })),
        ],
        ALL,
    );

    it('gives each unit a chart of its own, its axis labelled with the unit', () => {
        const charts = unitCharts(climate, 'Milesight');
        expect(charts.map(chart => [chart.unit, chart.axisLabel])).toEqual([
            ['°C', '°C'],
            ['%', '%'],
            ['V', 'V'],
        ]);
        // The legend names each field with its unit; each keeps its colour's place.
        expect(charts.flatMap(chart => chart.lines.map(line => [line.label, line.index]))).toEqual([
            ['temperature (°C)', 0],
            ['humidity (%)', 1],
            ['battery (V)', 2],
        ]);
    });

    it('puts fields of one unit on one chart and fields of no known unit on one unlabelled', () => {
        const counts = readingSeries(
            [at(T0, { cars: 120, bikes: 30, dimLevel: 80, humidity: 50 })],
            ALL,
        );
        const charts = unitCharts(counts);
        expect(charts.map(chart => [chart.axisLabel, chart.lines.map(line => line.label)])).toEqual(
            [
                ['', ['cars', 'bikes']],
                ['%', ['dimLevel (%)', 'humidity (%)']],
            ],
        );
    });

    it("takes a vendor's own unit for a field", () => {
        expect(readingUnit('pressure', 'Decentlab')).toBe('bar');
        expect(readingUnit('pressure', 'Barani Design')).toBe('hPa');
        expect(readingUnit('flow', 'Kamstrup')).toBe('m³/h');
        expect(readingUnit('somethingElse')).toBe('');
        expect(withUnit('somethingElse', '')).toBe('somethingElse');
    });
});
