/**
 * The .xlsx of an export, written cell by cell: every text cell has type 's' (never a formula,
 * and inert, see ./inert.ts), numbers 'n', booleans 'b', dates a date cell (a day number with a
 * date format, in the user's local time), empty values no cell. The header row holds the
 * columns' names (inert too: reading keys come from devices).
 */
import type * as XLSXModule from 'xlsx';
import { inertCell, inertText, isDateCell, type Cell } from './inert';

export const SHEET_NAME = 'Data';

type XLSX = typeof XLSXModule;
type CellObject = XLSXModule.CellObject;

/** How a date cell shows: ISO order, 24-hour time, the same in every language. */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

const MS_PER_DAY = 86_400_000;
/** Excel's day number of 1970-01-01 (day 0 is 1899-12-30). */
const UNIX_EPOCH_DAY = 25_569;

/**
 * Excel's day number (days and fractions since 1899-12-30) of a moment in local time, to the
 * second (as the format and the CSV's text show it: a spreadsheet would round 21.551 s up).
 */
export const spreadsheetDay = (epochMs: number) => {
    const seconds = Math.floor(epochMs / 1000) * 1000;
    const offsetMs = new Date(seconds).getTimezoneOffset() * 60_000;
    return (seconds - offsetMs) / MS_PER_DAY + UNIX_EPOCH_DAY;
};

const cellObject = (value: Cell): CellObject | null => {
    if (isDateCell(value) && Number.isFinite(value.date)) {
        return { t: 'n', v: spreadsheetDay(value.date), z: DATE_TIME_FORMAT };
    }
    const cell = inertCell(value);
    if (cell === null) return null;
    if (typeof cell === 'number') return { t: 'n', v: cell };
    if (typeof cell === 'boolean') return { t: 'b', v: cell };
    return { t: 's', v: cell };
};

export const buildWorkbook = (
    XLSX: XLSX,
    columns: readonly string[],
    rows: readonly Readonly<Record<string, Cell>>[],
): XLSXModule.WorkBook => {
    const sheet: XLSXModule.WorkSheet = {};
    columns.forEach((column, c) => {
        sheet[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: inertText(column) };
        rows.forEach((row, index) => {
            const cell = cellObject(Object.hasOwn(row, column) ? row[column] : null);
            if (cell) sheet[XLSX.utils.encode_cell({ r: index + 1, c })] = cell;
        });
    });
    sheet['!ref'] = XLSX.utils.encode_range({
        s: { r: 0, c: 0 },
        e: { r: rows.length, c: Math.max(columns.length - 1, 0) },
    });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, SHEET_NAME);
    return book;
};
