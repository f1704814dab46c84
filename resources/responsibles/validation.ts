/**
 * Rules of the responsible forms (product specification section 5): name and email required, the
 * email in an email format, at least one alarm type per plan, a day's end not before its start.
 */
import { email, type Validator } from 'react-admin';
import { required, requiredShortNameRule } from '../../src/validation/rules';

export const responsibleNameRule: Validator[] = requiredShortNameRule;

export const EMAIL_MESSAGE = 'resources.responsibles.validation.email';
export const emailRule: Validator[] = [required(), email(EMAIL_MESSAGE)];

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
