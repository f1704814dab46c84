/** Splits CSV text into rows with papaparse (run by csvWorker.ts, off the page's thread). */
import Papa from 'papaparse';

export interface ParsedCsv {
    /** The first row: the column names as written. */
    header: string[];
    /** The other rows, blank lines included (so that a row's index gives its line). */
    rows: string[][];
    delimiter: string;
}

/** Chunks of this many characters: progress is reported after each. */
export const CSV_CHUNK_SIZE = 256 * 1024;

export const parseCsvText = (text: string, onProgress?: (share: number) => void): ParsedCsv => {
    const input = text.replace(/^\uFEFF/, '');
    const all: string[][] = [];
    let delimiter = ',';
    Papa.parse<string[]>(input, {
        header: false,
        skipEmptyLines: false,
        delimitersToGuess: [',', ';'],
        chunkSize: CSV_CHUNK_SIZE,
        chunk: (results: Papa.ParseResult<string[]>) => {
            delimiter = results.meta.delimiter || delimiter;
            for (const row of results.data) all.push(row);
            onProgress?.(input.length ? Math.min(1, results.meta.cursor / input.length) : 1);
        },
        // With a string and a chunk callback, papaparse parses synchronously, chunk by chunk.
        complete: () => undefined,
    });
    const [header = [], ...rows] = all;
    return { header, rows, delimiter };
};
