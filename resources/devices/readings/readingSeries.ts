/**
 * The readings of a period (GET /devices/{id}/export: {time: {epochSecond}, value}, value a JSON
 * text or a JSON value) as the Readings panel shows them: one series per numeric field, aligned on
 * the readings' times, with its latest value, minimum and maximum; the other fields (text, true or
 * false, nested objects) as rows of the latest readings. A field is numeric when every value it
 * has in the period is a finite JSON number; a reading that is not an object is the field "value".
 * One pass over the readings, no copy per field beyond its column.
 */
import type { ExportReading } from '../calls/exportApi';

/** A field whose every value is a number: a line of the chart and a row of its summary. */
export interface NumericField {
    name: string;
    /** One entry per time of ReadingSeries.times; null where the reading lacks the field. */
    values: (number | null)[];
    latest: { time: number; value: number };
    min: number;
    max: number;
}

/** A reading's fields that are not numeric, as text. */
export interface OtherReading {
    /** Epoch seconds. */
    time: number;
    values: Record<string, string>;
}

export interface ReadingSeries {
    /** Epoch seconds, oldest first: the x values of the chart. */
    times: number[];
    numeric: NumericField[];
    /** The names of the other fields, in the order they first appear. */
    otherFields: string[];
    /** The latest readings that have other fields, newest first. */
    otherReadings: OtherReading[];
}

/** Readings with other fields listed in the table of the latest readings. */
export const LATEST_OTHER_READINGS = 10;

/** A reading's value as a list of [field, value]: an object's entries, or one "value". */
const fieldsOf = (value: unknown): [string, unknown][] => {
    let parsed = value;
    if (typeof value === 'string') {
        try {
            parsed = JSON.parse(value);
        } catch {
            parsed = value;
        }
    }
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        return Object.entries(parsed);
    }
    return [['value', parsed]];
};

const asText = (value: unknown): string =>
    typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

interface Column {
    values: unknown[];
    numeric: boolean;
}

/**
 * The series of the readings whose time lies in [start, end) (epoch ms; the panel may have asked
 * the API for more, see readingRange.ts).
 */
export const readingSeries = (
    readings: readonly ExportReading[],
    window: { start: number; end: number },
): ReadingSeries => {
    const inWindow = readings
        .filter(reading => {
            const seconds = reading?.time?.epochSecond;
            if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return false;
            const ms = seconds * 1000;
            return ms >= window.start && ms < window.end;
        })
        .sort((a, b) => a.time.epochSecond - b.time.epochSecond);
    const times = inWindow.map(reading => reading.time.epochSecond);
    const columns = new Map<string, Column>();
    inWindow.forEach((reading, index) => {
        for (const [name, value] of fieldsOf(reading.value)) {
            let column = columns.get(name);
            if (!column) {
                column = {
                    values: new Array<unknown>(times.length).fill(undefined),
                    numeric: true,
                };
                columns.set(name, column);
            }
            column.values[index] = value;
            if (value !== null && !(typeof value === 'number' && Number.isFinite(value))) {
                column.numeric = false;
            }
        }
    });
    const numeric: NumericField[] = [];
    const otherFields: string[] = [];
    for (const [name, column] of columns) {
        if (!column.numeric) {
            otherFields.push(name);
            continue;
        }
        let min = Infinity;
        let max = -Infinity;
        let latest: NumericField['latest'] | null = null;
        const values = column.values.map((value, index) => {
            if (typeof value !== 'number') return null;
            if (value < min) min = value;
            if (value > max) max = value;
            latest = { time: times[index], value };
            return value;
        });
        // A field that only ever had null has nothing to draw.
        if (latest) numeric.push({ name, values, latest, min, max });
        else otherFields.push(name);
    }
    const otherReadings: OtherReading[] = [];
    for (let i = times.length - 1; i >= 0 && otherReadings.length < LATEST_OTHER_READINGS; i--) {
        const values: Record<string, string> = Object.create(null);
        let any = false;
        for (const name of otherFields) {
            const value = columns.get(name)?.values[i];
            if (value !== undefined) {
                values[name] = asText(value);
                any = true;
            }
        }
        if (any) otherReadings.push({ time: times[i], values });
    }
    return { times, numeric, otherFields, otherReadings };
};
