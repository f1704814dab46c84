/**
 * The console's export downloads, today's (device data, alarms, subscriptions) and those to
 * come: one writer for .xlsx and CSV, whose cells are inert and whose file names are safe.
 * SheetJS loads only when a workbook is written.
 */
import { toCsv, toCsvInChunks, type CsvOptions } from './csv';
import { FILE_NAME_MAX_LENGTH, safeSlug } from './fileName';
import type { Cell } from './inert';
import { buildWorkbook } from './workbook';

/** The file name, made safe again whoever built it (spaces and its extension kept). */
export const downloadFileName = (fileName: string, extension: 'xlsx' | 'csv') => {
    const stem = fileName.replace(new RegExp(`\\.${extension}$`, 'i'), '');
    return `${safeSlug(stem, 'export', ' ', FILE_NAME_MAX_LENGTH)}.${extension}`;
};

export const downloadWorkbook = async (
    fileName: string,
    columns: readonly string[],
    rows: readonly Readonly<Record<string, Cell>>[],
) => {
    const XLSX = await import('xlsx');
    const book = buildWorkbook(XLSX, columns, rows);
    XLSX.writeFile(book, downloadFileName(fileName, 'xlsx'), { compression: true });
};

export const downloadCsv = (
    fileName: string,
    columns: readonly string[],
    rows: readonly Readonly<Record<string, Cell>>[],
    options?: CsvOptions,
) => downloadCsvText(fileName, toCsv(columns, rows, options));

/** A CSV text the writer made (./csv.ts), downloaded as `fileName` (made safe). */
export const downloadCsvText = (fileName: string, text: string) =>
    saveBlob(
        new Blob([text], { type: 'text/csv;charset=utf-8' }),
        downloadFileName(fileName, 'csv'),
    );

/** Hands a file to the browser's downloads under a name already made safe. */
export const saveBlob = (blob: Blob, safeName: string) => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = safeName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The bytes of an .xlsx written off the page's thread by ./workbookWorker.ts (the same writer,
 * SheetJS loaded by the worker only); on the page's thread where there is no Worker (tests).
 * Cancelling ends the worker.
 */
export const workbookBlob = async (
    columns: readonly string[],
    rows: readonly Readonly<Record<string, Cell>>[],
    signal?: AbortSignal,
): Promise<Blob> => {
    if (typeof Worker === 'undefined') {
        const XLSX = await import('xlsx');
        const bytes = XLSX.write(buildWorkbook(XLSX, columns, rows), {
            type: 'array',
            bookType: 'xlsx',
            compression: true,
        }) as ArrayBuffer;
        return new Blob([bytes], { type: XLSX_TYPE });
    }
    const worker = new Worker(new URL('./workbookWorker.ts', import.meta.url), { type: 'module' });
    try {
        const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
            const abort = () => reject(new DOMException('The export was cancelled.', 'AbortError'));
            if (signal?.aborted) return abort();
            signal?.addEventListener('abort', abort, { once: true });
            worker.onmessage = (event: MessageEvent<{ bytes?: ArrayBuffer; error?: string }>) =>
                event.data.bytes ? resolve(event.data.bytes) : reject(new Error(event.data.error));
            worker.onerror = event => reject(new Error(event.message));
            worker.postMessage({ columns, rows });
        });
        return new Blob([bytes], { type: XLSX_TYPE });
    } finally {
        worker.terminate();
    }
};

/** A list's export file, CSV or .xlsx, downloaded as `fileName` (made safe). */
export const downloadListFile = async (
    format: 'csv' | 'xlsx',
    fileName: string,
    columns: readonly string[],
    rows: readonly Readonly<Record<string, Cell>>[],
    { signal, csv }: { signal?: AbortSignal; csv?: CsvOptions } = {},
) => {
    if (format === 'csv') {
        const text = await toCsvInChunks(columns, rows, csv, { signal });
        saveBlob(
            new Blob([text], { type: 'text/csv;charset=utf-8' }),
            downloadFileName(fileName, 'csv'),
        );
        return;
    }
    const blob = await workbookBlob(columns, rows, signal);
    if (signal?.aborted) return;
    saveBlob(blob, downloadFileName(fileName, 'xlsx'));
};
