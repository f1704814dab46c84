/**
 * A worker that writes an export's .xlsx (the one writer, ./workbook.ts) off the page's thread:
 * zipping 100,000 rows takes seconds. It gets { columns, rows } and answers the file's bytes.
 */
import * as XLSX from 'xlsx';
import type { Cell } from './inert';
import { buildWorkbook } from './workbook';

interface Job {
    columns: string[];
    rows: Record<string, Cell>[];
}

self.onmessage = (event: MessageEvent<Job>) => {
    try {
        const book = buildWorkbook(XLSX, event.data.columns, event.data.rows);
        const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true });
        const buffer = bytes instanceof ArrayBuffer ? bytes : new Uint8Array(bytes).buffer;
        self.postMessage({ bytes: buffer }, { transfer: [buffer] });
    } catch (error) {
        self.postMessage({ error: String(error) });
    }
};
