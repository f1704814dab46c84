/**
 * The alarm watch, on every page of the layout (docs/live-updates.md): for a user who may open
 * the alarms list in the selected organization it
 *
 * - keeps the alarms live: asks every 15 s while the tab is on screen whether they changed
 *   (useLiveCollection: a conditional GET), so the alarms list and the home page's open alarms
 *   follow without a reload;
 * - puts the number of open alarms into the tab's title ("(3) Alarms – IoT Console");
 * - says new alarms once in a polite live region, one sentence per change ("New alarm: …");
 * - for new FAILURE and ERROR alarms shows a desktop notification and plays a tone, each if the
 *   user turned it on in Settings (alertSettings.ts).
 *
 * Alarms are new when they are open and were not among the open alarms the watch saw last; the
 * first list after sign-in, a reload or an organization switch only sets what is known.
 */
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useLiveCollection } from '../../../src/api/cache/useLiveCollection';
import { LIST_PAGE_SIZE } from '../../../src/api/transport/headers';
import { useAccess } from '../../../src/auth/useAccess';
import { setTitleCount } from '../../../src/layout/titleCount';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import type { Alarm } from '../types';
import { useAlarmAlerts } from './alertSettings';
import { showNotice } from './desktopNotice';
import { ALARMS_ASKED_EVERY_MS, isAlerted, newAlarmsOf, OPEN_ALARMS_FILTER } from './openAlarms';
import { playTone } from './tone';

const ALARMS_PATH = '/alarming/alarms';
/** Lines of a notification before "and N more". */
const NOTICE_LINES = 3;

const EVERY_OPEN_ALARM = {
    filter: OPEN_ALARMS_FILTER,
    sort: { field: 'timestamp', order: 'DESC' as const },
    pagination: { page: 1, perPage: LIST_PAGE_SIZE },
};

const Watch = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const navigate = useNavigate();
    const alerts = useAlarmAlerts();
    useLiveCollection('alarms', ALARMS_ASKED_EVERY_MS);
    const { data, total } = useGetList<Alarm>('alarms', EVERY_OPEN_ALARM, {
        onError: () => undefined,
    });
    const known = useRef<Set<Alarm['id']> | null>(null);
    const [said, setSaid] = useState('');
    // The effect below runs for a new list only, with the texts and choices of that moment.
    const now = useRef({ translate, locale, navigate, alerts });
    now.current = { translate, locale, navigate, alerts };

    useEffect(() => setTitleCount(total ?? 0), [total]);
    useEffect(() => () => setTitleCount(0), []);

    useEffect(() => {
        if (!data) return;
        const before = known.current;
        known.current = new Set(data.map(alarm => alarm.id));
        if (!before) return;
        const fresh = newAlarmsOf(before, data);
        if (!fresh.length) return;
        const { translate, locale, navigate, alerts } = now.current;
        const type = (alarm: Alarm) => translate(`alarms.types.${alarm.type}`, { _: alarm.type });
        setSaid(
            translate('alarms.live.new_alarms', {
                smart_count: fresh.length,
                title: fresh[0].title,
                type: type(fresh[0]),
            }),
        );
        const alerted = fresh.filter(isAlerted);
        if (!alerted.length) return;
        if (alerts.notification) {
            const lines = alerted
                .slice(0, NOTICE_LINES)
                .map(alarm =>
                    translate('alarms.live.notice_line', { type: type(alarm), title: alarm.title }),
                );
            if (alerted.length > NOTICE_LINES) {
                lines.push(
                    translate('alarms.live.notice_more', {
                        smart_count: alerted.length - NOTICE_LINES,
                    }),
                );
            }
            showNotice(
                {
                    title: translate('alarms.live.notice_title', { smart_count: alerted.length }),
                    body: lines.join('\n'),
                    lang: locale,
                },
                () => navigate(ALARMS_PATH),
            );
        }
        if (alerts.sound) void playTone();
    }, [data]);

    return (
        <Box role="status" sx={visuallyHidden}>
            {said}
        </Box>
    );
};

export const AlarmWatch = () => {
    const { canOpen } = useAccess();
    const [organizationId] = useCurrentOrganizationId();
    // One watch per organization: another organization's alarms are not new.
    return organizationId && canOpen(ALARMS_PATH) ? <Watch key={organizationId} /> : null;
};
