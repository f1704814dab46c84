/**
 * CSV text for the console's CSV exports (RFC 4180): every cell inert (./inert.ts), a value
 * with the separator, a double quote or a line break in double quotes (quotes doubled), lines
 * ended by CRLF, and a UTF-8 BOM so that Excel reads the file as UTF-8.
 */
import { mapInChunks, type ChunkOptions } from './chunks';
import { inertCell, inertText, type Cell } from './inert';

export const BOM = '\uFEFF';

export interface CsvOptions {
    /** ',' (default) or ';' (what Excel expects in locales whose decimal separator is ','). */
    separator?: ',' | ';';
    /** Begin with a UTF-8 BOM (default true). */
    bom?: boolean;
}

const field = (value: Cell, separator: string): string => {
    const cell = inertCell(value);
    if (cell === null) return '';
    const text = String(cell);
    return text.includes(separator) || /["\r\n]/.test(text)
        ? `"${text.replace(/"/g, '""')}"`
        : text;
};

const headerLine = (columns: readonly string[], separator: string) =>
    columns.map(column => field(inertText(column), separator)).join(separator);

const rowLine = (
    columns: readonly string[],
    row: Readonly<Record<string, Cell>>,
    separator: string,
) =>
    columns
        .map(column => field(Object.hasOwn(row, column) ? row[column] : null, separator))
        .join(separator);

const joined = (lines: readonly string[], bom: boolean) =>
    (bom ? BOM : '') + lines.map(line => `${line}\r\n`).join('');

/** The header row (the columns' names) and one row per record, in the columns' order. */
export const toCsv = (
    columns: readonly string[],
    rows: readonly Readonly<Record<string, Cell>>[],
    { separator = ',', bom = true }: CsvOptions = {},
): string =>
    joined(
        [headerLine(columns, separator), ...rows.map(row => rowLine(columns, row, separator))],
        bom,
    );

/**
 * CSV text of rows given cell by cell, the first row usually a header: for a file whose columns
 * are not named uniquely (a registration file sent back as it came, src/export/rowsToFix.ts).
 */
export const toCsvCells = (
    rows: readonly (readonly Cell[])[],
    { separator = ',', bom = true }: CsvOptions = {},
): string =>
    joined(
        rows.map(cells => cells.map(cell => field(cell, separator)).join(separator)),
        bom,
    );

/** The same text as toCsv, its lines written a chunk at a time (long lists, see ./chunks.ts). */
export const toCsvInChunks = async (
    columns: readonly string[],
    rows: readonly Readonly<Record<string, Cell>>[],
    { separator = ',', bom = true }: CsvOptions = {},
    chunks?: ChunkOptions,
): Promise<string> => {
    const lines = await mapInChunks(rows, row => rowLine(columns, row, separator), chunks);
    return joined([headerLine(columns, separator), ...lines], bom);
};
