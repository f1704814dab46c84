/**
 * The rules of a custom alarm (section 5): title, description, alarm type and exactly one
 * device are required; saving needs a successful test run (a hidden check whose message is
 * "Error").
 */
import { choices, type Validator } from 'react-admin';
import { CUSTOM_ALARM_TYPES } from '../alarms/alarmTypes';
import { required, requiredNameRule, requiredTextRule } from '../../src/validation/rules';

export const titleRule: Validator[] = requiredNameRule;
export const descriptionRule: Validator[] = requiredTextRule;
export const alarmTypeRule: Validator[] = [
    required(),
    choices(CUSTOM_ALARM_TYPES, 'resources.customAlarms.validation.alarm_type'),
];

export const DEVICE_REQUIRED = 'resources.customAlarms.validation.device_required';
/** Exactly one device: the wizard's table selects one at most, so one must be there. */
export const deviceRule: Validator = (value: unknown) =>
    value === undefined || value === null || value === '' ? DEVICE_REQUIRED : undefined;

export const TEST_RUN_REQUIRED = 'resources.customAlarms.validation.test_run';
