/**
 * Reads a registration CSV file's bytes and splits its text into rows with papaparse (run by
 * csvWorker.ts, off the page's thread). What cannot be a CSV file is refused with a code the
 * page translates (deviceWizards.register.file_problems.*).
 */
import Papa from 'papaparse';
import { uninertText } from '../../../src/export/inert';
import { CsvFileError, MAX_CSV_BYTES } from './csvFileProblems';
import { withoutReasonColumns } from './reasonColumn';

export interface ParsedCsv {
    /** The first row: the column names as written. */
    header: string[];
    /** The other rows, blank lines included (so that a row's index gives its line). */
    rows: string[][];
    delimiter: string;
    /** The line of the header in the file: 2 after a spreadsheet's "sep=" line, else 1. */
    headerLine: number;
    /** The line of the first row whose quotes do not pair up, if any. */
    quoteErrorLine?: number;
}

/** Chunks of this many characters: progress is reported after each. */
export const CSV_CHUNK_SIZE = 256 * 1024;

/** Columns read of the first row: the ten known ones need far fewer (the rest are ignored). */
export const MAX_COLUMNS = 100;

/**
 * A row cut to the header's width, plus its first non-empty extra value if it has one (so that
 * "more values than columns" is still seen): a line of millions of separators stays small.
 */
const fitted = (row: string[], width: number) => {
    if (row.length <= width + 1) return row;
    const extra = row.slice(width).find(cell => cell.trim()) ?? '';
    return [...row.slice(0, width), extra];
};

/** A row's values without the apostrophe the writer put before a formula start, in place. */
const withoutInertMarks = (row: string[]) => {
    for (let index = 0; index < row.length; index++) {
        // Most values do not start with an apostrophe: nothing is copied.
        if (row[index].charCodeAt(0) === 0x27) row[index] = uninertText(row[index]);
    }
};

const SAMPLE = 64 * 1024;

/** A character a text file does not have: a control other than tab, line feed, return. */
const isControl = (code: number) =>
    (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;

/** A NUL anywhere, or more than 1 % control characters in the first 64 K characters. */
export const looksBinary = (text: string) => {
    if (text.includes('\u0000')) return true;
    const sample = text.slice(0, SAMPLE);
    let controls = 0;
    for (let index = 0; index < sample.length; index++) {
        if (isControl(sample.charCodeAt(index))) controls++;
    }
    return controls > sample.length / 100;
};

/**
 * The text of a file: UTF-16 when it starts with a UTF-16 byte order mark, UTF-8 (with or
 * without BOM) when the bytes are valid UTF-8, else Windows-1252 (what spreadsheet programs on
 * Windows write). Binary content is refused.
 */
export const decodeCsvBytes = (bytes: Uint8Array): string => {
    let text: string;
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
    else if (bytes[0] === 0xfe && bytes[1] === 0xff)
        text = new TextDecoder('utf-16be').decode(bytes);
    else {
        try {
            text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
            text = new TextDecoder('windows-1252').decode(bytes);
        }
    }
    if (looksBinary(text)) throw new CsvFileError('binary');
    return text;
};

/**
 * Excel's "sep=" line (a first line such as `sep=;`, written by Excel and read by it): the one
 * separator it names, and the text after that line. A quote or a line break cannot separate;
 * the separator repeated (`sep=;;;`, the line saved again as a row) is the same line.
 */
const SEP_LINE = /^sep=([^"\r\n])\1*[ \t]*(?:\r\n|\r|\n|$)/i;

export const separatorLine = (text: string): { delimiter: string; rest: string } | null => {
    const match = SEP_LINE.exec(text);
    return match ? { delimiter: match[1], rest: text.slice(match[0].length) } : null;
};

/** The separator of the first row: ; when it has more of them than commas, else ,. */
export const headerDelimiter = (text: string) => {
    const end = text.search(/[\r\n]/);
    const firstLine = text.slice(0, Math.min(end < 0 ? text.length : end, SAMPLE));
    const count = (separator: string) => firstLine.split(separator).length - 1;
    return count(';') > count(',') ? ';' : ',';
};

export const parseCsvText = (text: string, onProgress?: (share: number) => void): ParsedCsv => {
    const withoutBom = text.replace(/^\uFEFF/, '');
    // A "sep=" line names the separator and is not a row; else the first row decides (rows
    // written with another separator then show as bad rows).
    const sepLine = separatorLine(withoutBom);
    const input = sepLine ? sepLine.rest : withoutBom;
    const delimiter = sepLine ? sepLine.delimiter : headerDelimiter(input);
    const headerLine = sepLine ? 2 : 1;
    const all: string[][] = [];
    let quoteErrorRow: number | undefined;
    Papa.parse<string[]>(input, {
        header: false,
        skipEmptyLines: false,
        delimiter,
        chunkSize: CSV_CHUNK_SIZE,
        chunk: (results: Papa.ParseResult<string[]>) => {
            const quoteError = results.errors.find(error => error.type === 'Quotes');
            if (quoteErrorRow === undefined && quoteError) {
                quoteErrorRow = all.length + (quoteError.row ?? 0);
            }
            for (const row of results.data) {
                all.push(all.length ? fitted(row, all[0].length) : row.slice(0, MAX_COLUMNS));
            }
            onProgress?.(input.length ? Math.min(1, results.meta.cursor / input.length) : 1);
        },
        // With a string and a chunk callback, papaparse parses synchronously, chunk by chunk.
        complete: () => undefined,
    });
    const [firstRow = [], ...otherRows] = all;
    // A rows-to-fix file chosen again reads as the original (docs/decisions/0055-rows-to-fix.md):
    // its reason column is dropped, and the apostrophe the console's writer put before a value
    // that starts like a formula is taken off.
    otherRows.forEach(withoutInertMarks);
    const { header, rows } = withoutReasonColumns(firstRow, otherRows);
    return {
        header,
        rows,
        delimiter,
        headerLine,
        ...(quoteErrorRow === undefined ? {} : { quoteErrorLine: quoteErrorRow + headerLine }),
    };
};

/** Reads a file's bytes and parses them. */
export const readCsvBytes = (bytes: Uint8Array, onProgress?: (share: number) => void) =>
    parseCsvText(decodeCsvBytes(bytes), onProgress);

/** What the worker does with a file: refuses it when too large, else reads and parses it. */
export const readCsvFile = async (
    file: Pick<Blob, 'size' | 'arrayBuffer'>,
    onProgress?: (share: number) => void,
) => {
    if (file.size > MAX_CSV_BYTES) throw new CsvFileError('too_large');
    return readCsvBytes(new Uint8Array(await file.arrayBuffer()), onProgress);
};
