/** The buttons above the alarm list: export data and send test alarm, disabled for non-admins. */
import { TopToolbar } from 'react-admin';
import type { AlarmLookups } from '../useAlarmLookups';
import { ExportAlarmsButton } from './ExportAlarmsButton';
import { TestAlarmButton } from './TestAlarmButton';

export const AlarmListActions = ({
    lookups,
    mayManage,
}: {
    lookups: AlarmLookups;
    mayManage: boolean;
}) => (
    <TopToolbar>
        <ExportAlarmsButton lookups={lookups} disabled={!mayManage} />
        <TestAlarmButton disabled={!mayManage} />
    </TopToolbar>
);
