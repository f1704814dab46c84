/**
 * Overdue alarms (issue 42, point 4): with "overdue after N minutes" set in Settings, an alarm in
 * state OPEN or ACTIVE whose time lies N minutes or more in the past has not been acknowledged
 * in time. Off (no N) by default. The one rule for the alarm list, the alarm page and home.
 */
import { alarmDate } from './alarmTime';
import type { AlarmState } from './alarmTypes';
import type { Alarm } from './types';

/** The states that wait to be acknowledged and can therefore be late (INACTIVE has ended). */
export const OVERDUE_STATES: readonly AlarmState[] = ['OPEN', 'ACTIVE'];

/** The values the setting takes: whole minutes, from a minute to a week. */
export const OVERDUE_MINUTES_MIN = 1;
export const OVERDUE_MINUTES_MAX = 7 * 24 * 60;
/** What the setting starts at when it is switched on. */
export const OVERDUE_MINUTES_DEFAULT = 30;

/** A whole number of minutes in the allowed range, else null (the setting is off). */
export const overdueMinutes = (value: unknown): number | null =>
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= OVERDUE_MINUTES_MIN &&
    value <= OVERDUE_MINUTES_MAX
        ? value
        : null;

/** When the alarm becomes overdue (epoch ms), or null if it cannot (off, a state, no time). */
export const overdueFrom = (
    alarm: Pick<Alarm, 'state' | 'timestamp'>,
    afterMinutes: number | null | undefined,
): number | null => {
    const minutes = overdueMinutes(afterMinutes);
    if (minutes === null || !OVERDUE_STATES.includes(alarm.state)) return null;
    const date = alarmDate(alarm.timestamp);
    return date ? date.getTime() + minutes * 60_000 : null;
};

/** Whether the alarm is overdue at `now` (epoch ms). */
export const isOverdue = (
    alarm: Pick<Alarm, 'state' | 'timestamp'>,
    now: number,
    afterMinutes: number | null | undefined,
): boolean => {
    const from = overdueFrom(alarm, afterMinutes);
    return from !== null && now >= from;
};
