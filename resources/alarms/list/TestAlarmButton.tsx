/**
 * "Send test alarm": opens its dialog (TestAlarmDialog.tsx), which loads with its first opening
 * or once the list has settled. Disabled for non-admins and without an organization.
 */
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Button } from '../../../src/ui/Button';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import { useDraftWaiting } from '../../../src/session/DraftKeeper';
import { TEST_ALARM_FORM } from '../testAlarm';
import { onFirstShow } from '../../../src/loading/onFirstShow';
import { afterFirstRows } from '../../../src/loading/afterFirstRows';

const TestAlarmDialog = onFirstShow(() =>
    import('./TestAlarmDialog').then(module => module.TestAlarmDialog),
);
afterFirstRows(TestAlarmDialog.preload);

/** `aria-description`: why it is disabled (src/ui/DisabledReason.tsx gives it). */
export const TestAlarmButton = ({
    disabled,
    ...described
}: {
    disabled: boolean;
    'aria-description'?: string;
}) => {
    const [organizationId] = useCurrentOrganizationId();
    // Open again with its input after a session that ended with it open (DraftKeeper).
    const draftWaiting = useDraftWaiting(TEST_ALARM_FORM);
    const [open, setOpen] = useState(draftWaiting);
    // Mounted from the first opening on, so that it closes with its transition.
    const [opened, setOpened] = useState(draftWaiting);
    return (
        <>
            <Button
                {...described}
                label="alarms.test_alarm.open"
                onClick={() => {
                    setOpened(true);
                    setOpen(true);
                }}
                disabled={disabled || !organizationId}
            >
                <SendIcon />
            </Button>
            {opened ? <TestAlarmDialog open={open} close={() => setOpen(false)} /> : null}
        </>
    );
};
