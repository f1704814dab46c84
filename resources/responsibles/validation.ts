/**
 * Rules of the responsible forms (product specification section 5): name and email required, the
 * email in an email format, at least one alarm type per plan, a night across midnight that the
 * next day can continue.
 */
import { email, maxLength, type Validator } from 'react-admin';
import { required, requiredShortNameRule } from '../../src/validation/rules';
import { API_LENGTHS } from '../../src/validation/apiLengths';
import {
    msToTime,
    nextWeekday,
    nightShiftsThatDoNotFit,
    type PlanTime,
    type Weekday,
} from './dayTime';

export const responsibleNameRule: Validator[] = requiredShortNameRule;

export const EMAIL_MESSAGE = 'resources.responsibles.validation.email';
/** The API takes an address of at most 254 characters (the longest an email address can be). */
export const EMAIL_MAX_LENGTH = API_LENGTHS.email;
export const emailRule: Validator[] = [
    required(),
    email(EMAIL_MESSAGE),
    maxLength(EMAIL_MAX_LENGTH),
];

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
