/**
 * "Download the rows to fix" (issue 42, point 5): what could not be done, as it came, with a last
 * column that says why in the user's language, written by the one writer (./csv.ts: inert cells,
 * a UTF-8 BOM, CRLF). Two kinds (docs/decisions/0055-rows-to-fix.md):
 *
 * - the bad rows of a registration file: the file's own header and cells, in its order, so that
 *   the file, once fixed, is chosen again (the page drops the reason column when it reads it);
 * - the records of a bulk run that failed: the columns of the list's export, as the list shows
 *   them.
 */
import { exportRows, type ExportColumn } from './listExport';
import { toCsv, toCsvCells } from './csv';
import type { Cell } from './inert';

/** One row of a file as it was read, and why it cannot be taken. */
export interface RowToFix {
    cells: readonly string[];
    reason: string;
}

/** Trailing cells without a value are left out (a row read with an empty value past its header). */
const withoutEmptyTail = (cells: readonly string[]) => {
    let end = cells.length;
    while (end > 0 && !cells[end - 1]?.trim()) end -= 1;
    return cells.slice(0, end);
};

/**
 * The header with the reason column after it, then each row: its cells under the header (a short
 * row filled with empty cells), the reason, and after the reason what a row had beyond its header
 * (values in the wrong columns are not dropped: the reason says so).
 */
export const rowsToFixCells = (
    header: readonly string[],
    rows: readonly RowToFix[],
    reasonHeader: string,
): Cell[][] => [
    [...header, reasonHeader],
    ...rows.map(({ cells, reason }) => [
        ...header.map((_, index) => cells[index] ?? ''),
        reason,
        ...withoutEmptyTail(cells.slice(header.length)),
    ]),
];

/** The CSV text of rowsToFixCells, with the original file's separator. */
export const rowsToFixCsv = (
    header: readonly string[],
    rows: readonly RowToFix[],
    reasonHeader: string,
    separator: ',' | ';',
) => toCsvCells(rowsToFixCells(header, rows, reasonHeader), { separator });

/** The failed records of a bulk run: the list's export columns and the reason, as CSV. */
export const failedRecordsCsv = async <T>(
    failures: readonly { record: T; reason: string }[],
    columns: readonly ExportColumn<T>[],
    reasonHeader: string,
    separator: ',' | ';',
) => {
    const table = await exportRows(
        failures,
        [
            ...columns.map(column => ({
                ...column,
                value: (failure: { record: T }) => column.value(failure.record),
            })),
            { id: 'reason', label: reasonHeader, value: failure => failure.reason },
        ],
        { pause: () => Promise.resolve() },
    );
    return toCsv(table.header, table.rows, { separator });
};
