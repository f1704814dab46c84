/**
 * The buttons above the alarm list: saved views and export data, for everyone who sees the list
 * (issue 19, points 4 and 5), and send test alarm, disabled for non-admins with the reason.
 */
import { TopToolbar } from 'react-admin';
import { useCapability } from '../../../src/auth/useCapability';
import { SavedViewsMenu } from '../../../src/crud/SavedViewsMenu';
import { DisabledReason } from '../../../src/ui/DisabledReason';
import type { AlarmLookups } from '../useAlarmLookups';
import { ExportAlarmsButton } from './ExportAlarmsButton';
import { TestAlarmButton } from './TestAlarmButton';

export const AlarmListActions = ({ lookups }: { lookups: AlarmLookups }) => {
    const { allowed, reason } = useCapability('manageAlarms');
    return (
        <TopToolbar>
            <SavedViewsMenu />
            <ExportAlarmsButton lookups={lookups} />
            <DisabledReason reason={reason}>
                <TestAlarmButton disabled={!allowed} />
            </DisabledReason>
        </TopToolbar>
    );
};
