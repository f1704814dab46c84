/**
 * Rules of the responsible forms (product specification section 5) that the body's schema cannot
 * say: at least one alarm type per plan, a night across midnight that the next day can continue.
 * Name and email (required, the email's pattern) are checked by the schema's keywords
 * (form/PersonInputs.tsx, bodyRules).
 */
import type { Validator } from 'react-admin';
import {
    msToTime,
    nextWeekday,
    nightShiftsThatDoNotFit,
    type PlanTime,
    type Weekday,
} from './dayTime';

export const ALARM_TYPES_MESSAGE = 'resources.responsibles.validation.alarm_types';
export const alarmTypesRule: Validator = (value: unknown) =>
    Array.isArray(value) && value.length > 0 ? undefined : ALARM_TYPES_MESSAGE;

export const NIGHT_DOES_NOT_FIT_MESSAGE = 'resources.responsibles.validation.night_does_not_fit';
/**
 * A day's time across midnight (end before start) continues on the next day; the API holds one
 * span a day, so the next day must be off or start by the night's end (./dayTime.ts).
 * `timeOf` gives the plan's time, `dayName` a weekday's name in the user's language.
 */
export const nightFitsNextDay =
    (
        day: Weekday,
        timeOf: () => PlanTime | undefined,
        dayName: (day: Weekday) => string,
    ): Validator =>
    () => {
        const time = timeOf();
        if (!time || !nightShiftsThatDoNotFit(time).includes(day)) return undefined;
        const next = nextWeekday(day);
        return {
            message: NIGHT_DOES_NOT_FIT_MESSAGE,
            args: {
                next: dayName(next),
                start: msToTime(time[next].start),
                end: msToTime(time[day].end),
            },
        };
    };
