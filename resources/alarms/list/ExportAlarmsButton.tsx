/**
 * "Export data": react-admin's ExportButton over the whole filtered, sorted list (not one page),
 * written as "Alarms <date>.xlsx" with the device export's SheetJS writer (loaded on click).
 */
import { useCallback } from 'react';
import { ExportButton, useListContext, useNotify, type Exporter } from 'react-admin';
import { downloadWorkbook } from '../../../src/export';
import { LIST_PAGE_SIZE } from '../../../src/api/headers';
import { ALARM_EXPORT_COLUMNS, alarmExportFileName, alarmExportRows } from '../exportAlarms';
import type { Alarm } from '../types';
import type { AlarmLookups } from '../useAlarmLookups';

export const ExportAlarmsButton = ({
    lookups,
    disabled,
}: {
    lookups: AlarmLookups;
    disabled: boolean;
}) => {
    const { total } = useListContext();
    const notify = useNotify();
    const exporter = useCallback<Exporter<Alarm>>(
        async alarms => {
            if (!alarms.length) {
                notify('alarms.list.export_empty', { type: 'warning' });
                return;
            }
            const rows = alarmExportRows(alarms, lookups.sourceName);
            await downloadWorkbook(alarmExportFileName(), [...ALARM_EXPORT_COLUMNS], rows);
            notify('alarms.list.export_done', {
                type: 'success',
                messageArgs: { smart_count: rows.length },
            });
        },
        [lookups, notify],
    );
    return (
        <ExportButton
            label="alarms.list.export"
            exporter={exporter}
            maxResults={LIST_PAGE_SIZE}
            disabled={disabled || !total}
        />
    );
};
