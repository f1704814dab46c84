/**
 * The buttons above the alarm list: export data and send test alarm, disabled for non-admins
 * with the reason.
 */
import { TopToolbar } from 'react-admin';
import { useCapability } from '../../../src/auth/useCapability';
import { DisabledReason } from '../../../src/ui/DisabledReason';
import type { AlarmLookups } from '../useAlarmLookups';
import { ExportAlarmsButton } from './ExportAlarmsButton';
import { TestAlarmButton } from './TestAlarmButton';

export const AlarmListActions = ({ lookups }: { lookups: AlarmLookups }) => {
    const { allowed, reason } = useCapability('manageAlarms');
    return (
        <TopToolbar>
            <DisabledReason reason={reason}>
                <ExportAlarmsButton lookups={lookups} disabled={!allowed} />
            </DisabledReason>
            <DisabledReason reason={reason}>
                <TestAlarmButton disabled={!allowed} />
            </DisabledReason>
        </TopToolbar>
    );
};
