/**
 * The overdue mark (issue 42, point 4): "Overdue" with an icon, for an OPEN or ACTIVE alarm not
 * acknowledged within the user's "overdue after" minutes (./overdue.ts); nothing otherwise or
 * while the setting is off. It follows the shared clock: an alarm turns overdue on screen.
 */
import AlarmIcon from '@mui/icons-material/AlarmOutlined';
import { Chip } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { useNow } from '../../src/ui/useNow';
import { isOverdue } from './overdue';
import { useOverdueAfter } from './overdueSetting';
import type { Alarm } from './types';

export const OverdueChip = memo(function OverdueChip({
    alarm,
}: {
    alarm: Pick<Alarm, 'state' | 'timestamp'>;
}) {
    const translate = useTranslate();
    const [after] = useOverdueAfter();
    const now = useNow();
    if (!isOverdue(alarm, now, after)) return null;
    return (
        <Chip
            size="small"
            variant="outlined"
            color="error"
            icon={<AlarmIcon />}
            label={translate('alarms.overdue.label')}
            data-overdue
            sx={{ ml: 1 }}
        />
    );
});
