/**
 * The reason column of a "rows to fix" file (src/export/rowsToFix.ts) when the file comes back:
 * recognised by its header in any language of the console ("Reason", "Grund", "Motivo"; case and
 * spaces ignored) and dropped as the file is read, so that a fixed file reads as the original did
 * (docs/decisions/0055-rows-to-fix.md). Only these three small message files are imported, not
 * the catalogues.
 */
import de from '../../../i18n/de/rowsToFix';
import en from '../../../i18n/en/rowsToFix';
import it from '../../../i18n/it/rowsToFix';

const normalized = (cell: string) =>
    cell
        .replace(/^\uFEFF/, '')
        .trim()
        .toLowerCase();

const REASON_HEADERS = new Set([en, de, it].map(messages => normalized(messages.rowsToFix.reason)));

export const isReasonColumn = (headerCell: string) => REASON_HEADERS.has(normalized(headerCell));

/** The header and rows without the reason columns (their cells taken out of every row). */
export const withoutReasonColumns = (header: string[], rows: string[][]) => {
    const dropped = new Set(header.flatMap((cell, index) => (isReasonColumn(cell) ? [index] : [])));
    if (dropped.size === 0) return { header, rows };
    const keep = (cells: string[]) => cells.filter((_, index) => !dropped.has(index));
    return { header: keep(header), rows: rows.map(keep) };
};
