/**
 * A bulk run in a dialog: while it runs, a progress bar with done / failed / left and Cancel
 * (stops before the next record); at the end, what was done, each failed record with the reason,
 * and "Retry failed", which runs those only. Loaded when a run starts (src/bulk/BulkRunDialog.tsx).
 */
import {
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    LinearProgress,
    List,
    ListItem,
    ListItemText,
    Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useId } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { downloadCsvText } from '../export/download';
import { csvSeparatorFor, type ExportColumn } from '../export/listExport';
import { failedRecordsCsv } from '../export/rowsToFix';
import { useBulkFailureText } from './bulkFailure';
import type { BulkFailure, BulkProgress } from './runBulk';
import { useBulkRunState, type BulkRunner } from './bulkRunner';

/** What "Download the rows to fix" writes of the failed records: the list's export columns. */
export interface BulkRowsToFix<T> {
    /** The list's export columns, headers translated; called when the file is made. */
    columns: () => readonly ExportColumn<T>[];
    /** The list's export file name (without extension); " - rows to fix" is added. */
    fileName: () => string;
}

export interface BulkRunDialogProps<T> {
    run: BulkRunner<T>;
    /** Translated title while it runs, e.g. "Removing devices". */
    title: string;
    /** A record's name in the result. */
    label: (record: T) => string;
    /** When given, a result with failures offers them as a CSV file with the reason of each. */
    rowsToFix?: BulkRowsToFix<T>;
}

/** Downloads the failed records with the reason of each (issue 42, point 5). */
const useDownloadFailed = <T,>(rowsToFix: BulkRowsToFix<T> | undefined) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [locale] = useLocaleState();
    const failureText = useBulkFailureText();
    if (!rowsToFix) return undefined;
    return async (failed: readonly BulkFailure<T>[]) => {
        try {
            const text = await failedRecordsCsv(
                failed.map(failure => ({
                    record: failure.record,
                    reason: failureText(failure.error),
                })),
                rowsToFix.columns(),
                translate('rowsToFix.reason'),
                csvSeparatorFor(locale),
            );
            downloadCsvText(translate('rowsToFix.file_name', { name: rowsToFix.fileName() }), text);
        } catch (error) {
            console.error(error);
            notify('lists.export.failed', { type: 'error' });
        }
    };
};

/** Counts as the user's language writes them ("1.000" in German). */
const useCountFormat = () => {
    const [locale] = useLocaleState();
    return new Intl.NumberFormat(locale).format;
};

const Progress = ({ progress, cancelling }: { progress: BulkProgress; cancelling: boolean }) => {
    const translate = useTranslate();
    const count = useCountFormat();
    const finished = progress.done + progress.failed;
    const value = progress.total ? (finished / progress.total) * 100 : 0;
    return (
        <>
            <LinearProgress
                variant="determinate"
                value={value}
                aria-label={translate('app.bulk.progress_label')}
                sx={{ height: 8, borderRadius: 1, my: 2 }}
            />
            <Typography role="status" aria-live="polite">
                {translate('app.bulk.progress', {
                    done: count(progress.done),
                    failed: count(progress.failed),
                    left: count(progress.left),
                })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate(cancelling ? 'app.bulk.cancelling' : 'app.bulk.cancel_hint')}
            </Typography>
        </>
    );
};

export const BulkRunView = <T,>({ run, title, label, rowsToFix }: BulkRunDialogProps<T>) => {
    const translate = useTranslate();
    const count = useCountFormat();
    const failureText = useBulkFailureText();
    const downloadFailed = useDownloadFailed(rowsToFix);
    const titleId = useId();
    const state = useBulkRunState(run);
    if (state.phase === 'idle') return null;
    const running = state.phase === 'running';
    const result = state.phase === 'finished' ? state.result : undefined;
    const heading = result
        ? translate(result.cancelled ? 'app.bulk.cancelled' : 'app.bulk.finished')
        : title;
    return (
        <Dialog
            open
            aria-labelledby={titleId}
            fullWidth
            maxWidth="sm"
            onClose={running ? undefined : run.close}
        >
            <DialogTitle id={titleId}>{heading}</DialogTitle>
            <DialogContent>
                {running && <Progress progress={state.progress} cancelling={state.cancelling} />}
                {result && (
                    <>
                        <DialogContentText role="status">
                            {translate('app.bulk.summary', {
                                done: count(result.done.length),
                                failed: count(result.failed.length),
                                untouched: count(result.untouched.length),
                            })}
                            {result.alreadyRemoved.length > 0 &&
                                ` ${translate('app.bulk.already_removed', {
                                    count: count(result.alreadyRemoved.length),
                                })}`}
                        </DialogContentText>
                        {result.failed.length > 0 && (
                            <Box sx={{ mt: 2 }}>
                                <Typography variant="subtitle2" component="h3">
                                    {translate('app.bulk.failed_heading')}
                                </Typography>
                                <List dense sx={{ maxHeight: 320, overflowY: 'auto' }}>
                                    {result.failed.map((failure, index) => (
                                        <ListItem key={index} disableGutters>
                                            <ListItemText
                                                primary={label(failure.record)}
                                                secondary={failureText(failure.error)}
                                                slotProps={{
                                                    primary: { sx: { overflowWrap: 'anywhere' } },
                                                    secondary: {
                                                        sx: { overflowWrap: 'anywhere' },
                                                    },
                                                }}
                                            />
                                        </ListItem>
                                    ))}
                                </List>
                            </Box>
                        )}
                    </>
                )}
            </DialogContent>
            {/* On a phone the buttons wrap instead of leaving the dialog. */}
            <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                {running ? (
                    <Button onClick={run.cancel} disabled={state.cancelling}>
                        {translate('ra.action.cancel')}
                    </Button>
                ) : (
                    <>
                        <Button onClick={run.close}>{translate('ra.action.close')}</Button>
                        {result && result.failed.length > 0 && downloadFailed && (
                            <Button
                                startIcon={<DownloadIcon />}
                                onClick={() => void downloadFailed(result.failed)}
                            >
                                {translate('rowsToFix.download')}
                            </Button>
                        )}
                        {result && result.failed.length > 0 && (
                            <Button variant="contained" onClick={() => void run.retryFailed()}>
                                {translate('app.bulk.retry_failed', {
                                    smart_count: result.failed.length,
                                })}
                            </Button>
                        )}
                    </>
                )}
            </DialogActions>
        </Dialog>
    );
};
