/**
 * /alarming/alarms/alarm?id=: one alarm (issue 42, point 3): its title as the page's heading,
 * who is on duty for it now, its time, type, state (marked when overdue), source and
 * description, and Acknowledge where the alarm can be acknowledged. Viewers read it; the button
 * is disabled for them. An alarm that cannot be read goes back to the list.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { ShowBase, Title, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAccess } from '../../src/auth/useAccess';
import { Heading } from '../../src/ui/PageHeading';
import { alarmDate, alarmTimeFormat } from './alarmTime';
import { AcknowledgeButton, AcknowledgeProvider } from './list/AcknowledgeButton';
import { DutyRosterProvider, OnDutyText } from './OnDuty';
import { OverdueChip } from './OverdueChip';
import { ALARM_PATHS } from './paths';
import type { SourcedAlarm } from './source';
import { useAlarmLookups } from './useAlarmLookups';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, minWidth: 0 }}>
        <Typography component="dt" color="text.secondary" sx={{ minWidth: '9rem' }}>
            {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', minWidth: 0 }}>
            {children}
        </Typography>
    </Box>
);

const AlarmDetails = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const timeFormat = useMemo(() => alarmTimeFormat(locale), [locale]);
    const lookups = useAlarmLookups();
    const alarm = useRecordContext<SourcedAlarm>();
    if (!alarm) return null;
    const date = alarmDate(alarm.timestamp);
    const field = (source: string) => translate(`resources.alarms.fields.${source}`);
    return (
        <>
            <Box component="header" sx={{ mt: 1, minWidth: 0 }}>
                <Heading>{alarm.title}</Heading>
                <OnDutyText alarm={alarm} sx={{ mt: 1 }} />
            </Box>
            <Card sx={{ mt: 2, minWidth: 0 }}>
                <CardContent>
                    <Box component="dl" sx={{ display: 'grid', rowGap: 1, m: 0 }}>
                        <Fact label={field('timestamp')}>
                            {date ? timeFormat.format(date) : ''}
                        </Fact>
                        <Fact label={field('type')}>
                            {translate(`alarms.types.${alarm.type}`, { _: alarm.type })}
                        </Fact>
                        <Fact label={field('state')}>
                            {translate(`alarms.states.${alarm.state}`, { _: alarm.state })}
                            <OverdueChip alarm={alarm} />
                        </Fact>
                        <Fact label={field('serviceId')}>{lookups.sourceName(alarm)}</Fact>
                        <Fact label={field('description')}>{alarm.description}</Fact>
                    </Box>
                    <Box sx={{ mt: 2 }}>
                        <AcknowledgeButton />
                    </Box>
                </CardContent>
            </Card>
        </>
    );
};

export const AlarmPage = () => {
    const [searchParams] = useSearchParams();
    const navigate = useNavigate();
    const mayManage = useAccess().can('manageAlarms');
    const id = searchParams.get('id');
    const queryOptions = useMemo(() => ({ onError: () => navigate(ALARM_PATHS.list) }), [navigate]);
    if (!id) return null;
    return (
        <ShowBase resource="alarms" id={id} queryOptions={queryOptions}>
            <Title title="resources.alarms.show" />
            <AcknowledgeProvider mayManage={mayManage}>
                <DutyRosterProvider>
                    <AlarmDetails />
                </DutyRosterProvider>
            </AcknowledgeProvider>
        </ShowBase>
    );
};
