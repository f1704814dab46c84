/**
 * The .xlsx of an export, written cell by cell: every text cell has type 's' (never a formula,
 * and inert, see ./inert.ts), numbers 'n', booleans 'b', empty values no cell. The header row
 * holds the columns' names (inert too: reading keys come from devices).
 */
import type * as XLSXModule from 'xlsx';
import { inertCell, inertText, type Cell } from './inert';

export const SHEET_NAME = 'Data';

type XLSX = typeof XLSXModule;
type CellObject = XLSXModule.CellObject;

const cellObject = (value: Cell): CellObject | null => {
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
