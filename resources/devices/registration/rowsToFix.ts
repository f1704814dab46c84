/**
 * The rows to fix of a registration file (issue 42, point 5): every row with a problem as the
 * file had it, under the file's own header, in its order, with a last column that says why (its
 * line in the file and its problems, in the user's language), separated as the file was (, or ;;
 * a file whose "sep=" line named another separator gets ,), UTF-8 with a BOM whatever the file's
 * encoding was. The page reads it back as the original: see ./reasonColumn.ts and
 * docs/decisions/0055-rows-to-fix.md.
 */
import type { TranslateFunction } from 'react-admin';
import { rowsToFixCsv } from '../../../src/export/rowsToFix';
import type { ParsedCsv } from './parseCsv';
import { problemsText } from './problemText';
import type { PreviewRow, RegistrationCheck } from './registrationRows';

/** Whether the page offers the rows to fix: rows with problems in a file that can be read. */
export const hasRowsToFix = (check: RegistrationCheck) => !check.fileProblem && check.badRows > 0;

export const registrationRowsToFix = (
    parsed: Pick<ParsedCsv, 'header' | 'rows' | 'delimiter'> &
        Partial<Pick<ParsedCsv, 'headerLine'>>,
    check: Pick<RegistrationCheck, 'rows'>,
    reasonOf: (row: PreviewRow) => string,
    reasonHeader: string,
): string => {
    const headerLine = parsed.headerLine ?? 1;
    const rows = check.rows
        .filter(row => row.problems.length > 0)
        .map(row => ({
            // A row's line is its index among the rows below the header, plus the header's line
            // and one (registrationRows.ts).
            cells: parsed.rows[row.line - 1 - headerLine] ?? [],
            reason: reasonOf(row),
        }));
    return rowsToFixCsv(parsed.header, rows, reasonHeader, parsed.delimiter === ';' ? ';' : ',');
};

/** The reason of a row: its line in the file, then its problems. */
export const registrationReason = (translate: TranslateFunction) => (row: PreviewRow) =>
    translate('rowsToFix.line_reason', {
        line: row.line,
        problems: problemsText(translate, row.problems),
    });

/** "<the file's name without .csv> - rows to fix". */
export const rowsToFixFileName = (translate: TranslateFunction, fileName: string) =>
    translate('rowsToFix.file_name', { name: fileName.replace(/\.csv$/i, '') });
