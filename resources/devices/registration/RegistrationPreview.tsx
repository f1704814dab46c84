/**
 * The rows of the file before anything is sent: each bad row with its reasons, paginated; by
 * default only the rows with problems when there are any.
 */
import { Alert, alpha, FormControlLabel, Switch, Typography, useTheme } from '@mui/material';
import { useMemo, useState } from 'react';
import { DataTable, ListContextProvider, Pagination, useTranslate } from 'react-admin';
import { deviceTagOf, tagLabelKey } from '../tags';
import { useLocalList } from '../../../src/ui/useLocalList';
import type { ParsedCsv } from './parseCsv';
import { shortList, shortText } from './previewText';
import { problemsText } from './problemText';
import type { PreviewRow, RegistrationCheck, RowProblem } from './registrationRows';
import { hasRowsToFix } from './rowsToFix';
import { RowsToFixButton } from './RowsToFixButton';

type Row = PreviewRow & { id: number };

const ProblemList = ({ problems }: { problems: RowProblem[] }) => {
    const translate = useTranslate();
    if (!problems.length) return <>{translate('deviceWizards.register.row_ok')}</>;
    return <>{problemsText(translate, problems)}</>;
};

/** A row's function as the console names it (a known tag in the user's language), else as written. */
const FunctionText = ({ value }: { value: string }) => {
    const translate = useTranslate();
    const tag = deviceTagOf(value);
    return <>{tag ? translate(tagLabelKey(tag)) : shortText(value)}</>;
};

interface Props {
    check: RegistrationCheck;
    /** The file as read, and its name: for the rows to fix. */
    parsed: ParsedCsv;
    fileName: string;
}

export const RegistrationPreview = ({ check, parsed, fileName }: Props) => {
    const translate = useTranslate();
    const problemRow = { backgroundColor: alpha(useTheme().palette.error.main, 0.08) };
    const [onlyProblems, setOnlyProblems] = useState(check.badRows > 0);
    const records = useMemo<Row[]>(
        () =>
            (onlyProblems ? check.rows.filter(row => row.problems.length) : check.rows).map(
                row => ({
                    ...row,
                    id: row.line,
                }),
            ),
        [check.rows, onlyProblems],
    );
    const list = useLocalList({ records, isPending: false, sort: { field: '', order: 'ASC' } });
    return (
        <>
            <Typography role="status" sx={{ mt: 2 }}>
                {translate('deviceWizards.register.rows_read', { smart_count: check.rows.length })}
            </Typography>
            {check.fileProblem && (
                <Alert severity="error" sx={{ mt: 1 }}>
                    {translate(`deviceWizards.register.file_problems.${check.fileProblem.code}`, {
                        line: check.fileProblem.line ?? '',
                    })}
                </Alert>
            )}
            {check.missingColumns.length > 0 && (
                <Alert severity="error" sx={{ mt: 1 }}>
                    {translate('deviceWizards.register.missing_columns', {
                        columns: shortList(check.missingColumns),
                    })}
                </Alert>
            )}
            {check.ignoredColumns.length > 0 && (
                <Alert severity="warning" sx={{ mt: 1 }}>
                    {translate('deviceWizards.register.ignored_columns', {
                        columns: shortList(check.ignoredColumns),
                    })}
                </Alert>
            )}
            {check.fileProblem ? null : check.badRows > 0 ? (
                <Alert severity="error" sx={{ mt: 1 }}>
                    {translate('deviceWizards.register.bad_rows', { smart_count: check.badRows })}
                </Alert>
            ) : (
                check.rows.length > 0 && (
                    <Alert severity="success" sx={{ mt: 1 }}>
                        {translate('deviceWizards.register.all_good', {
                            smart_count: check.rows.length,
                        })}
                    </Alert>
                )
            )}
            {hasRowsToFix(check) && (
                <RowsToFixButton parsed={parsed} check={check} fileName={fileName} />
            )}
            <FormControlLabel
                sx={{ mt: 1 }}
                control={
                    <Switch
                        checked={onlyProblems}
                        onChange={event => setOnlyProblems(event.target.checked)}
                    />
                }
                label={translate('deviceWizards.register.only_problems')}
            />
            <ListContextProvider value={list}>
                <DataTable
                    resource="devices"
                    storeKey="deviceWizards.registrationPreview"
                    bulkActionButtons={false}
                    rowClick={false}
                    aria-label={translate('deviceWizards.register.preview')}
                    rowSx={(row: Row) => (row.problems.length ? problemRow : {})}
                    empty={
                        <Typography sx={{ py: 2 }}>
                            {translate('deviceWizards.register.no_rows')}
                        </Typography>
                    }
                >
                    <DataTable.Col source="line" label="deviceWizards.register.line" disableSort />
                    <DataTable.Col
                        label="deviceWizards.common.name"
                        disableSort
                        render={(row: Row) => shortText(row.values.name)}
                    />
                    <DataTable.Col
                        label="deviceWizards.common.device_id"
                        disableSort
                        render={(row: Row) => shortText(row.values.deviceId)}
                    />
                    <DataTable.Col
                        label="deviceWizards.common.type"
                        disableSort
                        render={(row: Row) =>
                            shortText(
                                [row.values.vendor, row.values.deviceType, row.values.firmware]
                                    .filter(Boolean)
                                    .join(' / '),
                            )
                        }
                    />
                    <DataTable.Col
                        label="deviceWizards.common.function"
                        disableSort
                        render={(row: Row) => <FunctionText value={row.values.tag} />}
                    />
                    <DataTable.Col
                        label="deviceWizards.register.problems_column"
                        disableSort
                        render={(row: Row) => <ProblemList problems={row.problems} />}
                    />
                </DataTable>
                <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
            </ListContextProvider>
        </>
    );
};
