/**
 * The console's spreadsheet exports (device data, alarms, subscriptions): builds the .xlsx and
 * hands it to the browser as a download. SheetJS loads only now.
 */
import { localDay } from './localDay';

/** What one cell of an export holds. */
export type Cell = string | number | boolean | null;

export const SHEET_NAME = 'Data';

/** "<prefix> yyyy-MM-dd.xlsx" with the local date, e.g. "Alarms 2026-11-22.xlsx". */
export const datedFileName = (prefix: string, now: Date = new Date()) =>
    `${prefix} ${localDay(now)}.xlsx`;

export const downloadWorkbook = async (
    fileName: string,
    columns: string[],
    rows: Record<string, Cell>[],
) => {
    const XLSX = await import('xlsx');
    const sheet = XLSX.utils.json_to_sheet(rows, { header: columns });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, SHEET_NAME);
    XLSX.writeFile(book, fileName, { compression: true });
};
