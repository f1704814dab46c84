/**
 * A plan's service times: for each weekday a start and an end in milliseconds of the day
 * (product specification sections 3 and 9), shown and typed as times of day (HH:MM).
 *
 * A start time stands for the first millisecond of its minute, an end time for the last one, so
 * the whole day 0–86399999 shows as 00:00–23:59 and a typed time round-trips exactly. The console
 * therefore never writes start = end for a typed time: start = end marks a day without service.
 */
import type { DayTime, PlanTime, Weekday } from './types';

export type { DayTime, PlanTime, Weekday };

export const WEEKDAYS = [
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
] as const satisfies readonly Weekday[];

export const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 24 * 60;
/** The last millisecond of the day. */
export const DAY_END_MS = MINUTES_PER_DAY * MS_PER_MINUTE - 1;

/** The default service time: the whole day. */
export const WHOLE_DAY: DayTime = { start: 0, end: DAY_END_MS };
/** A day left out of the plan. */
export const DAY_OFF: DayTime = { start: 0, end: 0 };

export const isDayOff = (day: DayTime | undefined) => !day || day.start === day.end;

const pad = (value: number) => String(value).padStart(2, '0');

/** Milliseconds of the day as HH:MM (the minute it falls in); '' for no value. */
export const msToTime = (ms: number | null | undefined): string => {
    if (typeof ms !== 'number' || !Number.isFinite(ms)) return '';
    const minutes = Math.min(Math.max(Math.floor(ms / MS_PER_MINUTE), 0), MINUTES_PER_DAY - 1);
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};

/** Minutes of the day of an HH:MM (or HH:MM:SS) time; null when it is not one. */
const minutesOf = (time: string | null | undefined): number | null => {
    const match = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(time ?? '');
    if (!match) return null;
    const hours = Number(match[1]);
    const minutes = Number(match[2]);
    return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
};

/** A start time as ms of the day: the first millisecond of its minute. */
export const startTimeToMs = (time: string | null | undefined): number | null => {
    const minutes = minutesOf(time);
    return minutes === null ? null : minutes * MS_PER_MINUTE;
};

/** An end time as ms of the day: the last millisecond of its minute (23:59 -> 86399999). */
export const endTimeToMs = (time: string | null | undefined): number | null => {
    const minutes = minutesOf(time);
    return minutes === null ? null : minutes * MS_PER_MINUTE + MS_PER_MINUTE - 1;
};
