/**
 * Open alarms: those still waiting to be acknowledged (OPEN, ACTIVE, INACTIVE: the states
 * acknowledging moves on). One rule for the home page's "Open alarms", the tab's title and the
 * announcements of new alarms; and how often the console asks whether the alarms changed.
 */
import { ACKNOWLEDGE_TRANSITIONS } from '../acknowledge';
import type { Alarm, AlarmType } from '../types';

/** The list filter of open alarms (react-admin's filter, src/api/lists/listQuery.ts). */
export const OPEN_ALARMS_FILTER = { state_eq: Object.keys(ACKNOWLEDGE_TRANSITIONS) };

/** How often a console on screen asks whether the alarms changed (issue 42: within 15 s). */
export const ALARMS_ASKED_EVERY_MS = 15_000;

/** The types a user may be alerted to by a desktop notification and a sound. */
export const ALERTED_TYPES: readonly AlarmType[] = ['FAILURE', 'ERROR'];

/** The alarms among `open` that `known` did not hold, newest first as given. */
export const newAlarmsOf = <A extends Pick<Alarm, 'id'>>(known: ReadonlySet<A['id']>, open: A[]) =>
    open.filter(alarm => !known.has(alarm.id));

export const isAlerted = (alarm: Pick<Alarm, 'type'>) => ALERTED_TYPES.includes(alarm.type);
