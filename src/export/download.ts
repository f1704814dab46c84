/**
 * The console's export downloads, today's (device data, alarms, subscriptions) and those to
 * come: one writer for .xlsx and CSV, whose cells are inert and whose file names are safe.
 * SheetJS loads only when a workbook is written.
 */
import { toCsv, type CsvOptions } from './csv';
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
) => {
    const text = toCsv(columns, rows, options);
    const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadFileName(fileName, 'csv');
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
};
