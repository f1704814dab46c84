/**
 * A responsible's mark in the list: "On duty" (icon and word) while any of its plans holds the
 * current time, "Off duty" otherwise. It follows the shared clock (./onDuty.ts holds the rule).
 */
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import { Chip } from '@mui/material';
import { memo } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNow } from '../../src/ui/useNow';
import { dutyMoment, isOnDuty } from './onDuty';
import type { Responsible } from './types';

export const OnDutyChip = memo(function OnDutyChip({
    responsible,
}: {
    responsible: Pick<Responsible, 'plans'>;
}) {
    const translate = useTranslate();
    const onDuty = isOnDuty(responsible, dutyMoment(useNow()));
    const Icon = onDuty ? EventAvailableIcon : EventBusyIcon;
    return (
        <Chip
            size="small"
            variant="outlined"
            color={onDuty ? 'success' : 'default'}
            icon={<Icon />}
            label={translate(onDuty ? 'duty.on_duty' : 'duty.off_duty')}
            data-on-duty={onDuty}
        />
    );
});

/** The list's cell: the row's responsible. */
export const OnDutyCell = () => {
    const record = useRecordContext<Responsible>();
    return record ? <OnDutyChip responsible={record} /> : null;
};
