/**
 * A list's export (issue 19, point 4): the list's visible columns, headed in the user's
 * language, one row per record of the current filter and sort, the cells as the list shows them
 * (names, not ids; words, not codes; dates formatted). Rows are built a chunk at a time
 * (./chunks.ts) and written by the one writer (./download.ts): inert cells, safe file name.
 */
import { mapInChunks, type ChunkOptions } from './chunks';
import type { Cell } from './inert';

export type ExportFormat = 'csv' | 'xlsx';

/** One column of a list's export: its id (the list column's source), header and cell. */
export interface ExportColumn<T> {
    id: string;
    /** The header, already translated. */
    label: string;
    value: (record: T) => Cell;
}

export interface ExportTable {
    /** The header row; also the rows' keys. */
    header: string[];
    rows: Record<string, Cell>[];
}

/** Headers are the rows' keys: a header shown twice gets its column's id appended. */
const uniqueHeaders = <T>(columns: readonly ExportColumn<T>[]) => {
    const seen = new Set<string>();
    return columns.map(column => {
        const header = seen.has(column.label) ? `${column.label} (${column.id})` : column.label;
        seen.add(header);
        return header;
    });
};

export const exportRows = async <T>(
    records: readonly T[],
    columns: readonly ExportColumn<T>[],
    options?: ChunkOptions,
): Promise<ExportTable> => {
    const header = uniqueHeaders(columns);
    const rows = await mapInChunks(
        records,
        record => {
            const row: Record<string, Cell> = {};
            columns.forEach((column, index) => {
                row[header[index]] = column.value(record);
            });
            return row;
        },
        options,
    );
    return { header, rows };
};

/**
 * The CSV separator Excel expects in the user's language: ';' where the decimal separator is a
 * comma (German, Italian), ',' elsewhere.
 */
export const csvSeparatorFor = (locale: string): ',' | ';' =>
    new Intl.NumberFormat(locale).format(1.5).includes(',') ? ';' : ',';
