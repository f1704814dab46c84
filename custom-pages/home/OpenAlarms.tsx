/**
 * The home page's "Open alarms": how many alarms of the current organization still wait to be
 * acknowledged (OPEN, ACTIVE, INACTIVE), the newest five, and a link to the alarms list. Shown to
 * users who may open the alarms list once an organization is selected. It reads the alarms
 * collection the list shares (one download, cached), which the layout's alarm watch keeps live
 * (resources/alarms/live/AlarmWatch.tsx): a new or acknowledged alarm shows within 15 s.
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
import { useId, useMemo } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { alarmDate, alarmTimeFormat } from '../../resources/alarms/alarmTime';
import { OPEN_ALARMS_FILTER } from '../../resources/alarms/live/openAlarms';
import type { Alarm } from '../../resources/alarms/types';
import { useAccess } from '../../src/auth/useAccess';

const ALARMS_PATH = '/alarming/alarms';
const SHOWN = 5;
const NEWEST_FIRST = { field: 'timestamp', order: 'DESC' as const };

const OpenAlarmList = () => {
    const translate = useTranslate();
    const headingId = useId();
    const [locale] = useLocaleState();
    const timeFormat = useMemo(() => alarmTimeFormat(locale), [locale]);
    const {
        data = [],
        total = 0,
        isPending,
    } = useGetList<Alarm>(
        'alarms',
        { filter: OPEN_ALARMS_FILTER, sort: NEWEST_FIRST, pagination: { page: 1, perPage: SHOWN } },
        { onError: () => undefined },
    );
    return (
        <Paper component="section" aria-labelledby={headingId} sx={{ mt: 3, p: 2 }}>
            <Typography id={headingId} variant="h6" component="h2">
                {translate('app.home.open_alarms.title')}
            </Typography>
            {!isPending && (
                <Typography color="text.secondary">
                    {total
                        ? translate('app.home.open_alarms.count', { smart_count: total })
                        : translate('app.home.open_alarms.none')}
                </Typography>
            )}
            {data.length > 0 && (
                <List dense>
                    {data.map(alarm => {
                        const date = alarmDate(alarm.timestamp);
                        return (
                            <ListItem key={alarm.id} disableGutters>
                                <ListItemText
                                    primary={alarm.title}
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
                <MuiLink component={Link} to={ALARMS_PATH}>
                    {translate('app.home.open_alarms.show_all')}
                </MuiLink>
            </Box>
        </Paper>
    );
};

export const OpenAlarms = () => {
    const { canOpen } = useAccess();
    return canOpen(ALARMS_PATH) ? <OpenAlarmList /> : null;
};
