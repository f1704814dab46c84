/**
 * Who is on duty for an alarm now (issue 42, point 3): the responsibles whose plan names the
 * alarm's source (its service, or the organization) and type and holds the current time
 * (resources/responsibles/onDuty.ts). "On duty: Anna Keller, Marco Rossi" or "Nobody on duty";
 * nothing while the responsibles load or when they could not be loaded. It follows the shared
 * clock; the responsibles are one cached look-up for every row.
 */
import { Typography, type TypographyProps } from '@mui/material';
import { createContext, memo, useContext, useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLookup, type Lookup } from '../../src/api/lists/useLookup';
import { useCurrentOrganizationId } from '../../src/organization/currentOrganization';
import { useNow } from '../../src/ui/useNow';
import { dutyMoment, onDutyFor } from '../responsibles/onDuty';
import type { Responsible } from '../responsibles/types';
import type { Alarm } from './types';

interface Roster {
    responsibles: Lookup<Responsible> | null;
    organizationId: string | null;
}

const RosterContext = createContext<Roster>({ responsibles: null, organizationId: null });

/** Loads the organization's responsibles once for the alarms below it. */
export const DutyRosterProvider = ({ children }: { children: ReactNode }) => {
    const responsibles = useLookup<Responsible>('responsibles');
    const [organizationId] = useCurrentOrganizationId();
    const roster = useMemo(
        () => ({ responsibles, organizationId }),
        [responsibles, organizationId],
    );
    return <RosterContext.Provider value={roster}>{children}</RosterContext.Provider>;
};

/** The names of those on duty for the alarm now (sorted by name); null while unknown. */
const useOnDutyNames = (alarm: Pick<Alarm, 'serviceId' | 'organizationId' | 'type'>) => {
    const { responsibles, organizationId } = useContext(RosterContext);
    const now = useNow();
    if (!responsibles || responsibles.isPending || responsibles.isError) return null;
    return onDutyFor(
        responsibles.records,
        {
            serviceId: alarm.serviceId,
            organizationId: alarm.organizationId ?? organizationId,
            type: alarm.type,
        },
        dutyMoment(now),
    ).map(responsible => responsible.name);
};

export const OnDutyText = memo(function OnDutyText({
    alarm,
    ...props
}: { alarm: Pick<Alarm, 'serviceId' | 'organizationId' | 'type'> } & TypographyProps) {
    const translate = useTranslate();
    const names = useOnDutyNames(alarm);
    if (!names) return null;
    return (
        <Typography data-on-duty={names.length > 0} {...props}>
            {names.length
                ? translate('duty.names', { names: names.join(', ') })
                : translate('duty.nobody')}
        </Typography>
    );
});
