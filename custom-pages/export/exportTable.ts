/**
 * The spreadsheet of an export: a time column, then one column per key of the readings' JSON
 * objects (in the order they first appear), or one "value" column for readings that are not
 * objects. And the file's name.
 */
import type { ExportReading } from '../../resources/devices/calls/exportApi';
import type { Cell } from '../../src/ui/workbook';

export const TIME_COLUMN = 'time';
export const VALUE_COLUMN = 'value';

const parsed = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    try {
        return JSON.parse(value);
    } catch {
        return value;
    }
};

const cell = (value: unknown): Cell => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
    return JSON.stringify(value);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

/** The time of a reading as an ISO 8601 date-time in UTC, e.g. 2025-03-01T13:00:00.000Z. */
export const readingTime = (reading: ExportReading) =>
    new Date(reading.time.epochSecond * 1000).toISOString();

export const exportTable = (readings: readonly ExportReading[]) => {
    const columns = [TIME_COLUMN];
    const seen = new Set(columns);
    const addColumn = (name: string) => {
        if (!seen.has(name)) {
            seen.add(name);
            columns.push(name);
        }
    };
    const rows = readings.map(reading => {
        const row: Record<string, Cell> = { [TIME_COLUMN]: readingTime(reading) };
        const value = parsed(reading.value);
        if (isPlainObject(value)) {
            for (const [key, entry] of Object.entries(value)) {
                // A key named like the time column keeps its data under value.time.
                const column = key === TIME_COLUMN ? `${VALUE_COLUMN}.${key}` : key;
                addColumn(column);
                row[column] = cell(entry);
            }
        } else {
            addColumn(VALUE_COLUMN);
            row[VALUE_COLUMN] = cell(value);
        }
        return row;
    });
    return { columns, rows };
};

/** File systems refuse / \ : * ? " < > | and control characters; spaces become _ too. */
const safePart = (text: string, fallback: string) => {
    const cleaned = text
        // eslint-disable-next-line no-control-regex
        .replace(/[\\/:*?"<>|\u0000-\u001f\u007f\s]+/g, '_')
        .replace(/_+/g, '_')
        .replace(/^[_.]+|[_.]+$/g, '')
        .slice(0, 80);
    return cleaned || fallback;
};

/** <device name>_<deviceId>_<yyyy-MM-dd>_<yyyy-MM-dd>.xlsx */
export const exportFileName = (
    deviceName: string,
    deviceId: string,
    startDate: string,
    endDate: string,
) => `${safePart(deviceName, 'device')}_${safePart(deviceId, 'id')}_${startDate}_${endDate}.xlsx`;
