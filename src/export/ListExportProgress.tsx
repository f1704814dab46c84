/**
 * The progress of a list's export (src/export/ListExportMenu.tsx): reading, rows built, writing,
 * and Cancel. Loaded when an export starts.
 */
import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    LinearProgress,
    Typography,
} from '@mui/material';
import { useId, useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

export type ExportProgress =
    { phase: 'reading' | 'writing' } | { phase: 'rows'; done: number; total: number };

export const ListExportProgress = ({
    progress,
    onCancel,
}: {
    progress: ExportProgress;
    onCancel: () => void;
}) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const titleId = useId();
    // One formatter per language, not one per render (making one costs about a millisecond).
    const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);
    const value =
        progress.phase === 'rows' && progress.total
            ? (100 * progress.done) / progress.total
            : undefined;
    return (
        <Dialog open aria-labelledby={titleId} maxWidth="xs" fullWidth>
            <DialogTitle id={titleId}>{translate('lists.export.title')}</DialogTitle>
            <DialogContent>
                <LinearProgress
                    variant={value === undefined ? 'indeterminate' : 'determinate'}
                    value={value}
                    aria-label={translate('lists.export.title')}
                />
                <Typography variant="body2" sx={{ mt: 1 }} role="status">
                    {progress.phase === 'rows'
                        ? translate('lists.export.progress', {
                              done: count.format(progress.done),
                              total: count.format(progress.total),
                          })
                        : translate(
                              progress.phase === 'writing'
                                  ? 'lists.export.writing'
                                  : 'lists.export.reading',
                          )}
                </Typography>
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel} autoFocus>
                    {translate('lists.export.cancel')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
