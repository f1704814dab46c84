/** Builds the .xlsx and hands it to the browser as a download. SheetJS loads only now. */
import type { Cell } from './exportTable';

export const SHEET_NAME = 'Data';

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
