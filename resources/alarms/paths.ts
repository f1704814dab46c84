/** The alarms' routes: the list (product specification section 2) and an alarm's page. */
import type { Identifier } from 'react-admin';

export const ALARM_PATHS = {
    list: '/alarming/alarms',
    alarm: '/alarming/alarms/alarm',
} as const;

export const alarmPath = (id: Identifier) =>
    `${ALARM_PATHS.alarm}?id=${encodeURIComponent(String(id))}`;
