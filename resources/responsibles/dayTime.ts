/**
 * A plan's service times: for each weekday a start and an end in milliseconds of the day
 * (product specification sections 3 and 9), shown and typed as times of day (HH:MM).
 *
 * A start time stands for the first millisecond of its minute, an end time for the last one, so
 * the whole day 0–86399999 shows as 00:00–23:59 and a typed time round-trips exactly. The console
 * therefore never writes start = end for a typed time: start = end marks a day without service.
 *
 * A time typed with its end before its start runs across midnight (a night shift, 22:00–06:00).
 * The API holds one span per day with start <= end, so the plan is sent with such a day split in
 * two (splitNightShifts): the day until 23:59, and the next day from 00:00 until the end, joined
 * to that day's own time when they meet. When the next day's own time starts later, the two
 * spans cannot be one: the night cannot be stored (nightShiftsThatDoNotFit).
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

/** The weekday after a day (Sunday is followed by Monday). */
export const nextWeekday = (day: Weekday): Weekday =>
    WEEKDAYS[(WEEKDAYS.indexOf(day) + 1) % WEEKDAYS.length];

/** A served day whose end is before its start: it runs past midnight into the next day. */
export const crossesMidnight = (day: DayTime | undefined): boolean =>
    !!day && !isDayOff(day) && day.end < day.start;

interface Split {
    /** The plan's time as the API holds it: every day start <= end. */
    time: PlanTime;
    /** The days whose part after midnight the next day cannot take. */
    notFitting: Weekday[];
}

const split = (time: PlanTime): Split => {
    const out = Object.fromEntries(
        WEEKDAYS.map(day => {
            const own = time[day] ?? DAY_OFF;
            return [
                day,
                crossesMidnight(own)
                    ? { start: own.start, end: DAY_END_MS }
                    : { start: own.start, end: own.end },
            ];
        }),
    ) as PlanTime;
    const notFitting: Weekday[] = [];
    for (const day of WEEKDAYS) {
        const night = time[day];
        if (!night || !crossesMidnight(night)) continue;
        const next = nextWeekday(day);
        const own = out[next];
        if (isDayOff(own)) out[next] = { start: 0, end: night.end };
        // The next day's own time begins by the end of the night (or the minute after): one span.
        else if (own.start <= night.end + 1)
            out[next] = { start: 0, end: Math.max(own.end, night.end) };
        else notFitting.push(day);
    }
    return { time: out, notFitting };
};

/** The plan's time as the API takes it: each night split at midnight (see above). */
export const splitNightShifts = (time: PlanTime): PlanTime => split(time).time;

/** The days whose night the next day cannot continue (its own time starts later). */
export const nightShiftsThatDoNotFit = (time: PlanTime): Weekday[] => split(time).notFitting;
