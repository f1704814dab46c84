/** The one export writer (issue 17, point 4): inert cells, CSV and .xlsx, safe file names. */
export { inertCell, inertText, looksLikeFormula, type Cell, type InertCell } from './inert';
export { BOM, toCsv, type CsvOptions } from './csv';
export { datedFileName, safeFileName, safeSlug, SLUG_MAX_LENGTH } from './fileName';
export { buildWorkbook, SHEET_NAME } from './workbook';
export { downloadCsv, downloadWorkbook } from './download';
