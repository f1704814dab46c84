/** The one export writer (issue 17, point 4): inert cells, CSV and .xlsx, safe file names. */
export {
    inertCell,
    inertText,
    isDateCell,
    looksLikeFormula,
    type Cell,
    type DateCell,
    type InertCell,
    uninertText,
} from './inert';
export { BOM, toCsv, toCsvCells, toCsvInChunks, type CsvOptions } from './csv';
export {
    datedFileName,
    FILE_NAME_MAX_LENGTH,
    safeFileName,
    safeSlug,
    SLUG_MAX_LENGTH,
} from './fileName';
export { buildWorkbook, DATE_TIME_FORMAT, SHEET_NAME, spreadsheetDay } from './workbook';
export {
    downloadCsv,
    downloadCsvText,
    downloadFileName,
    downloadListFile,
    downloadWorkbook,
    saveBlob,
    workbookBlob,
} from './download';
export {
    abortError,
    CHUNK_SIZE,
    isAbortError,
    mapInChunks,
    yieldToBrowser,
    type ChunkOptions,
} from './chunks';
export { exportRows, csvSeparatorFor, type ExportColumn, type ExportFormat } from './listExport';
export { failedRecordsCsv, rowsToFixCells, rowsToFixCsv, type RowToFix } from './rowsToFix';
