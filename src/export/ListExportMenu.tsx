/**
 * "Export" above a list (issue 19, point 4), one for every list: a menu button with CSV and
 * Excel (.xlsx). It exports what the list's filter and sort show (every page: the list
 * context's getData), for everyone who sees the list. Rows are built a chunk at a time with a
 * progress dialog and a Cancel; the .xlsx is written in a worker (SheetJS loads there, on use).
 */
import DownloadIcon from '@mui/icons-material/GetApp';
import { Menu, MenuItem } from '@mui/material';
import { useRef, useState } from 'react';
import { useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LIST_PAGE_SIZE } from '../api/transport/headers';
import { onFirstShow } from '../loading/onFirstShow';
import { MenuButton } from '../ui/MenuButton';
import { useMenuAnchor } from '../ui/useMenuAnchor';
import { isAbortError } from './chunks';
import type { ExportProgress } from './ListExportProgress';
import type { ExportColumn, ExportFormat } from './listExport';

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

/**
 * The export's code and its progress dialog load when an export starts, not with the list: the
 * code by a plain import in the click's handler, the dialog on first show.
 */
const loadExport = () => Promise.all([import('./listExport'), import('./download')]);
const ListExportProgress = onFirstShow(
    () => import('./ListExportProgress').then(module => module.ListExportProgress),
    { required: true },
);

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
    const { button, menu, close } = useMenuAnchor();
    const [progress, setProgress] = useState<ExportProgress | null>(null);
    const running = useRef<AbortController | null>(null);

    const run = async (format: ExportFormat) => {
        close();
        const controller = new AbortController();
        running.current = controller;
        const { signal } = controller;
        setProgress({ phase: 'reading' });
        try {
            const [{ exportRows, csvSeparatorFor }, { downloadListFile }] = await loadExport();
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

    return (
        <>
            <MenuButton
                label={translate(label)}
                icon={<DownloadIcon />}
                button={button}
                disabled={isPending || !total || progress !== null}
            />
            <Menu {...menu}>
                {FORMATS.map(({ format, labelKey }) => (
                    <MenuItem key={format} onClick={() => void run(format)}>
                        {translate(labelKey)}
                    </MenuItem>
                ))}
            </Menu>
            {progress !== null && (
                <ListExportProgress progress={progress} onCancel={() => running.current?.abort()} />
            )}
        </>
    );
};
