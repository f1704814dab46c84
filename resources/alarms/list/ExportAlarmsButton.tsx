/**
 * "Export data" (product specification section 2): the list export menu (CSV or Excel) over the
 * whole filtered, sorted list (not one page), as "Alarms <date>.csv/.xlsx", for every role that
 * sees the list (issue 19, point 4).
 */
import { useLocaleState, useTranslate } from 'react-admin';
import { ListExportMenu } from '../../../src/export/ListExportMenu';
import { alarmExportColumns, alarmExportFileName } from '../exportAlarms';
import type { Alarm } from '../types';
import type { AlarmLookups } from '../useAlarmLookups';

export const ExportAlarmsButton = ({ lookups }: { lookups: AlarmLookups }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    return (
        <ListExportMenu<Alarm>
            label="alarms.list.export"
            doneKey="alarms.list.export_done"
            emptyKey="alarms.list.export_empty"
            columns={() =>
                alarmExportColumns({ translate, locale, sourceName: lookups.sourceName })
            }
            fileName={() => alarmExportFileName()}
        />
    );
};
