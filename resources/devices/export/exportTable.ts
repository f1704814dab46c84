/**
 * The spreadsheet of an export: a time column, then one column per key of the readings' JSON
 * objects (in the order they first appear), or one "value" column for readings that are not
 * objects. And the file's name. A reading's keys are ordinary keys, `__proto__` and
 * `constructor` too: rows are prototype-free records (Object.create(null)), and JSON.parse
 * keeps a `__proto__` key as an own property.
 */
import type { ExportReading } from '../calls/exportApi';
import { safeSlug, type Cell } from '../../../src/export';

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
        const row: Record<string, Cell> = Object.create(null);
        row[TIME_COLUMN] = readingTime(reading);
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

/**
 * <device name>_<deviceId>_<yyyy-MM-dd>_<yyyy-MM-dd>.xlsx, each part a safe slug (src/export:
 * no path separators or characters a file system refuses, no leading = + - @, spaces as _).
 */
export const exportFileName = (
    deviceName: string,
    deviceId: string,
    startDate: string,
    endDate: string,
) => `${safeSlug(deviceName, 'device')}_${safeSlug(deviceId, 'id')}_${startDate}_${endDate}.xlsx`;
