/**
 * The rules of a custom alarm (section 5) that its body's schema cannot say: the alarm type among
 * those a custom alarm may raise, exactly one device, and a successful test run before saving (a
 * hidden check whose message is "Error"). Title and description are checked by the schema's
 * keywords (form/DefinitionInputs.tsx, bodyRules).
 */
import { choices, type Validator } from 'react-admin';
import { CUSTOM_ALARM_TYPES } from '../alarms/alarmTypes';
import { required } from '../../src/validation/rules';

export const alarmTypeRule: Validator[] = [
    required(),
    choices(CUSTOM_ALARM_TYPES, 'resources.customAlarms.validation.alarm_type'),
];

export const DEVICE_REQUIRED = 'resources.customAlarms.validation.device_required';
/** Exactly one device: the wizard's table selects one at most, so one must be there. */
export const deviceRule: Validator = (value: unknown) =>
    value === undefined || value === null || value === '' ? DEVICE_REQUIRED : undefined;

export const TEST_RUN_REQUIRED = 'resources.customAlarms.validation.test_run';
