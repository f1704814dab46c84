/**
 * Rules of the responsible forms (product specification section 5): name and email required, the
 * email in an email format, at least one alarm type per plan, a day's end not before its start.
 */
import { email, maxLength, type Validator } from 'react-admin';
import { required, requiredShortNameRule } from '../../src/validation/rules';
import { API_LENGTHS } from '../../src/validation/apiLengths';

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

export const END_BEFORE_START_MESSAGE = 'resources.responsibles.validation.end_before_start';
/** The end (ms of the day) must not be before the start given by startOf. */
export const endNotBeforeStart =
    (startOf: (values: Record<string, unknown>) => unknown): Validator =>
    (value: unknown, values: Record<string, unknown>) => {
        const start = startOf(values);
        return typeof value === 'number' && typeof start === 'number' && value < start
            ? END_BEFORE_START_MESSAGE
            : undefined;
    };
