/**
 * "Export" above a list (issue 19, point 4), one for every list: a menu button with CSV and
 * Excel (.xlsx). It exports what the list's filter and sort show (every page: the list
 * context's getData), for everyone who sees the list. Rows are built a chunk at a time with a
 * progress dialog and a Cancel; the .xlsx is written in a worker (SheetJS loads there, on use).
 */
import DownloadIcon from '@mui/icons-material/GetApp';
import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    LinearProgress,
    Menu,
    MenuItem,
    Typography,
} from '@mui/material';
import { useId, useMemo, useRef, useState } from 'react';
import { useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LIST_PAGE_SIZE } from '../api/headers';
import { MenuButton } from '../ui/MenuButton';
import { isAbortError } from './chunks';
import { downloadListFile } from './download';
import { csvSeparatorFor, exportRows, type ExportColumn, type ExportFormat } from './listExport';

export interface ListExportMenuProps<T> {
    /** The list's visible columns, headers translated; called when an export starts. */
    columns: () => readonly ExportColumn<T>[];
    /** The file's name without extension (made safe by the writer). */
    fileName: () => string;
    /** The button's label key; default "Export". */
    label?: string;
    /** The list's own notices (key of "N alarms exported", of "No alarms to export"). */
    doneKey?: string;
    emptyKey?: string;
}

type Progress = { phase: 'reading' | 'writing' } | { phase: 'rows'; done: number; total: number };

const FORMATS: { format: ExportFormat; labelKey: string }[] = [
    { format: 'csv', labelKey: 'lists.export.csv' },
    { format: 'xlsx', labelKey: 'lists.export.xlsx' },
];

export const ListExportMenu = <T,>({
    columns,
    fileName,
    label = 'lists.export.label',
    doneKey = 'lists.export.done',
    emptyKey = 'lists.export.empty',
}: ListExportMenuProps<T>) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [locale] = useLocaleState();
    const { getData, total, isPending } = useListContext();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [progress, setProgress] = useState<Progress | null>(null);
    const running = useRef<AbortController | null>(null);
    const menuId = useId();
    const titleId = useId();
    // One formatter per language, not one per render (making one costs about a millisecond).
    const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);

    const run = async (format: ExportFormat) => {
        setAnchor(null);
        const controller = new AbortController();
        running.current = controller;
        const { signal } = controller;
        setProgress({ phase: 'reading' });
        try {
            const records = ((await getData?.({ maxResults: LIST_PAGE_SIZE })) ?? []) as T[];
            if (signal.aborted) throw new DOMException('cancelled', 'AbortError');
            if (!records.length) {
                notify(emptyKey, { type: 'warning' });
                return;
            }
            const table = await exportRows(records, columns(), {
                signal,
                onProgress: (done, all) => setProgress({ phase: 'rows', done, total: all }),
            });
            setProgress({ phase: 'writing' });
            await downloadListFile(format, fileName(), table.header, table.rows, {
                signal,
                csv: { separator: csvSeparatorFor(locale) },
            });
            if (signal.aborted) throw new DOMException('cancelled', 'AbortError');
            notify(doneKey, {
                type: 'success',
                messageArgs: { smart_count: table.rows.length },
            });
        } catch (error) {
            if (isAbortError(error)) notify('lists.export.cancelled', { type: 'info' });
            else {
                console.error(error);
                notify('lists.export.failed', { type: 'error' });
            }
        } finally {
            running.current = null;
            setProgress(null);
        }
    };

    const value =
        progress?.phase === 'rows' && progress.total
            ? (100 * progress.done) / progress.total
            : undefined;

    return (
        <>
            <MenuButton
                label={translate(label)}
                icon={<DownloadIcon />}
                menuId={menuId}
                open={!!anchor}
                disabled={isPending || !total || progress !== null}
                onOpen={setAnchor}
            />
            <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                {FORMATS.map(({ format, labelKey }) => (
                    <MenuItem key={format} onClick={() => void run(format)}>
                        {translate(labelKey)}
                    </MenuItem>
                ))}
            </Menu>
            <Dialog open={progress !== null} aria-labelledby={titleId} maxWidth="xs" fullWidth>
                <DialogTitle id={titleId}>{translate('lists.export.title')}</DialogTitle>
                <DialogContent>
                    <LinearProgress
                        variant={value === undefined ? 'indeterminate' : 'determinate'}
                        value={value}
                        aria-label={translate('lists.export.title')}
                    />
                    <Typography variant="body2" sx={{ mt: 1 }} role="status">
                        {progress?.phase === 'rows'
                            ? translate('lists.export.progress', {
                                  done: count.format(progress.done),
                                  total: count.format(progress.total),
                              })
                            : translate(
                                  progress?.phase === 'writing'
                                      ? 'lists.export.writing'
                                      : 'lists.export.reading',
                              )}
                    </Typography>
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => running.current?.abort()} autoFocus>
                        {translate('lists.export.cancel')}
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
