/**
 * The home page's "Open alarms": how many alarms of the current organization still wait to be
 * acknowledged (OPEN, ACTIVE, INACTIVE), five of them, and a link to the alarms list. Shown to
 * users who may open the alarms list once an organization is selected. It reads the alarms
 * collection the list shares (one download, cached), which the layout's alarm watch keeps live
 * (resources/alarms/live/AlarmWatch.tsx): a new or acknowledged alarm shows within 15 s.
 *
 * With "overdue after N minutes" set (Settings; resources/alarms/overdue.ts), the overdue alarms
 * come first, marked, and the count says how many are overdue; then the newest of the others.
 * The overdue ones are asked again at each minute of the shared clock (the dataProvider decides
 * at the time of the call; the collection downloads again only when stale), so an alarm that
 * turns overdue moves to the top without a reload.
 */
import {
    Box,
    Link as MuiLink,
    List,
    ListItem,
    ListItemText,
    Paper,
    Typography,
} from '@mui/material';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { alarmDate, alarmTimeFormat } from '../../resources/alarms/alarmTime';
import { OPEN_ALARMS_FILTER } from '../../resources/alarms/live/openAlarms';
import { OVERDUE_STATES } from '../../resources/alarms/overdue';
import { OverdueChip } from '../../resources/alarms/OverdueChip';
import { useOverdueAfter } from '../../resources/alarms/overdueSetting';
import { ALARM_PATHS, alarmPath } from '../../resources/alarms/paths';
import type { Alarm } from '../../resources/alarms/types';
import { useAccess } from '../../src/auth/useAccess';
import { useNow } from '../../src/ui/useNow';

const SHOWN = 5;
const NEWEST_FIRST = { field: 'timestamp', order: 'DESC' as const };
const FIRST_PAGE = { page: 1, perPage: SHOWN };
const quiet = { onError: () => undefined };

/** The overdue alarms, newest first, asked again when the clock's minute changes. */
const useOverdueAlarms = (after: number | null) => {
    const filter = useMemo(() => ({ state_eq: [...OVERDUE_STATES], overdueAfter: after }), [after]);
    const overdue = useGetList<Alarm>(
        'alarms',
        { filter, sort: NEWEST_FIRST, pagination: FIRST_PAGE },
        { ...quiet, enabled: after !== null },
    );
    const minute = Math.floor(useNow() / 60_000);
    const last = useRef(minute);
    const { refetch } = overdue;
    useEffect(() => {
        if (last.current === minute) return;
        last.current = minute;
        if (after !== null) void refetch();
    }, [minute, after, refetch]);
    return after === null ? null : overdue;
};

const OpenAlarmList = () => {
    const translate = useTranslate();
    const headingId = useId();
    const [locale] = useLocaleState();
    const timeFormat = useMemo(() => alarmTimeFormat(locale), [locale]);
    const [after] = useOverdueAfter();
    const overdue = useOverdueAlarms(after);
    const {
        data: newest = [],
        total = 0,
        isPending,
    } = useGetList<Alarm>(
        'alarms',
        { filter: OPEN_ALARMS_FILTER, sort: NEWEST_FIRST, pagination: FIRST_PAGE },
        quiet,
    );
    const pending = isPending || !!overdue?.isPending;
    const overdueTotal = overdue?.total ?? 0;
    const shown = useMemo(() => {
        const first = overdue?.data ?? [];
        const ids = new Set(first.map(alarm => alarm.id));
        return [...first, ...newest.filter(alarm => !ids.has(alarm.id))].slice(0, SHOWN);
    }, [overdue?.data, newest]);
    return (
        <Paper component="section" aria-labelledby={headingId} sx={{ mt: 3, p: 2 }}>
            <Typography id={headingId} variant="h6" component="h2">
                {translate('app.home.open_alarms.title')}
            </Typography>
            {!pending && (
                <Typography color="text.secondary">
                    {total
                        ? translate('app.home.open_alarms.count', { smart_count: total })
                        : translate('app.home.open_alarms.none')}
                    {overdueTotal > 0 &&
                        ` ${translate('app.home.open_alarms.overdue_count', { smart_count: overdueTotal })}`}
                </Typography>
            )}
            {!pending && shown.length > 0 && (
                <List dense>
                    {shown.map(alarm => {
                        const date = alarmDate(alarm.timestamp);
                        return (
                            <ListItem key={alarm.id} disableGutters>
                                <ListItemText
                                    primary={
                                        <>
                                            <MuiLink component={Link} to={alarmPath(alarm.id)}>
                                                {alarm.title}
                                            </MuiLink>
                                            <OverdueChip alarm={alarm} />
                                        </>
                                    }
                                    secondary={[
                                        date ? timeFormat.format(date) : '',
                                        translate(`alarms.types.${alarm.type}`, { _: alarm.type }),
                                        translate(`alarms.states.${alarm.state}`, {
                                            _: alarm.state,
                                        }),
                                    ]
                                        .filter(Boolean)
                                        .join(' · ')}
                                />
                            </ListItem>
                        );
                    })}
                </List>
            )}
            <Box sx={{ mt: 1 }}>
                <MuiLink component={Link} to={ALARM_PATHS.list}>
                    {translate('app.home.open_alarms.show_all')}
                </MuiLink>
            </Box>
        </Paper>
    );
};

export const OpenAlarms = () => {
    const { canOpen } = useAccess();
    return canOpen(ALARM_PATHS.list) ? <OpenAlarmList /> : null;
};
