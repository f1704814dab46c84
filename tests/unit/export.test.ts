import { describe, expect, it } from 'vitest';
import {
    daysBetween,
    exportDateProblems,
    exportRange,
    parseDay,
} from '../../resources/devices/export/exportRange';
import { exportFileName, exportTable } from '../../resources/devices/export/exportTable';

describe('export dates', () => {
    it('asks from the start of the start day to the start of the day after the end date, local time', () => {
        const { start, end } = exportRange('2025-03-01', '2025-03-04');
        expect(start).toBe(new Date(2025, 2, 1, 0, 0, 0, 0).getTime());
        expect(end).toBe(new Date(2025, 2, 5, 0, 0, 0, 0).getTime());
        expect(new Date(start).getHours()).toBe(0);
        expect(new Date(end).getDate()).toBe(5);
    });

    it('crosses month and year ends', () => {
        expect(exportRange('2024-12-29', '2024-12-31').end).toBe(new Date(2025, 0, 1).getTime());
        expect(exportRange('2024-02-27', '2024-02-29').end).toBe(new Date(2024, 2, 1).getTime());
    });

    it('rejects what is not a date', () => {
        expect(parseDay('2025-02-30')).toBeNull();
        expect(parseDay('01.03.2025')).toBeNull();
        expect(parseDay(undefined)).toBeNull();
        expect(parseDay('')).toBeNull();
        expect(() => exportRange('', '2025-03-04')).toThrow();
    });

    it('counts calendar days', () => {
        expect(daysBetween(parseDay('2025-03-30')!, parseDay('2025-04-01')!)).toBe(2);
        expect(daysBetween(parseDay('2025-10-25')!, parseDay('2025-10-27')!)).toBe(2);
    });

    it('requires both dates', () => {
        expect(exportDateProblems('', '')).toEqual({ start: 'required', end: 'required' });
        expect(exportDateProblems('2025-03-01', null)).toEqual({ end: 'required' });
        expect(exportDateProblems(undefined, '2025-03-01')).toEqual({ start: 'required' });
    });

    it('wants the start not after the end, and the end at least 2 days after the start', () => {
        expect(exportDateProblems('2025-03-05', '2025-03-01')).toEqual({
            start: 'start_after_end',
        });
        expect(exportDateProblems('2025-03-01', '2025-03-01')).toEqual({ end: 'end_too_early' });
        expect(exportDateProblems('2025-03-01', '2025-03-02')).toEqual({ end: 'end_too_early' });
        expect(exportDateProblems('2025-03-01', '2025-03-03')).toEqual({});
        expect(exportDateProblems('2025-02-27', '2025-03-01')).toEqual({});
    });
});

describe('export spreadsheet', () => {
    it('has a time column and one column per key of the readings, in order of appearance', () => {
        const { columns, rows } = exportTable([
            { time: { epochSecond: 1740787200 }, value: '{"temperature":21.5,"humidity":40}' },
            { time: { epochSecond: 1740790800 }, value: '{"temperature":21,"battery":{"v":3.6}}' },
        ]);
        expect(columns).toEqual(['time', 'temperature', 'humidity', 'battery']);
        expect(rows).toEqual([
            { time: '2025-03-01T00:00:00.000Z', temperature: 21.5, humidity: 40 },
            { time: '2025-03-01T01:00:00.000Z', temperature: 21, battery: '{"v":3.6}' },
        ]);
    });

    it('puts a value that is not an object into a value column, as it came', () => {
        const { columns, rows } = exportTable([
            { time: { epochSecond: 0 }, value: '42' },
            { time: { epochSecond: 60 }, value: 'not json' },
            { time: { epochSecond: 120 }, value: '[1,2]' },
            { time: { epochSecond: 180 }, value: '{"time":"x"}' },
        ]);
        expect(columns).toEqual(['time', 'value', 'value.time']);
        expect(rows.map(row => row.value)).toEqual([42, 'not json', '[1,2]', undefined]);
        expect(rows[3]['value.time']).toBe('x');
    });

    it('names the file after the device and the dates, without characters a file system refuses', () => {
        expect(
            exportFileName(
                'Climate sensor Rathaus',
                '70B3D57ED0000113',
                '2025-03-01',
                '2025-03-04',
            ),
        ).toBe('Climate_sensor_Rathaus_70B3D57ED0000113_2025-03-01_2025-03-04.xlsx');
        expect(exportFileName('a/b\\c:d*e?"f<g>h|', 'id:1', '2025-01-01', '2025-01-03')).toBe(
            'a_b_c_d_e_f_g_h_id_1_2025-01-01_2025-01-03.xlsx',
        );
        expect(exportFileName('  ', '', '2025-01-01', '2025-01-03')).toBe(
            'device_id_2025-01-01_2025-01-03.xlsx',
        );
        expect(exportFileName('Straße Süd', 'X', '2025-01-01', '2025-01-03')).toBe(
            'Straße_Süd_X_2025-01-01_2025-01-03.xlsx',
        );
    });
});
