/**
 * Alarm types and states of the product specification (sections 3, 4 and 5): one source for the
 * alarms list, the responsibles' plans and the custom alarms.
 */

import type { AlarmState, AlarmType, CustomAlarmType, PlanAlarmType } from './types';

export type { AlarmState, AlarmType, CustomAlarmType, PlanAlarmType };

/** The shared alarm-type list. */
export const SHARED_ALARM_TYPES = [
    'ERROR',
    'WARNING',
    'INFO',
] as const satisfies readonly AlarmType[];

/** Every type an alarm can have: FAILURE and the shared list. */
export const ALARM_TYPES = [
    'FAILURE',
    ...SHARED_ALARM_TYPES,
] as const satisfies readonly AlarmType[];

/** Types offered for a new custom alarm: the shared list plus FAILURE, without ERROR. */
export const CUSTOM_ALARM_TYPES: CustomAlarmType[] = ['FAILURE', ...SHARED_ALARM_TYPES].filter(
    type => type !== 'ERROR',
) as CustomAlarmType[];

/** Types a responsible's plan can hold. */
export const PLAN_ALARM_TYPES = ['FAILURE', 'WARNING'] as const satisfies readonly PlanAlarmType[];

export const ALARM_STATES = [
    'OPEN',
    'ACTIVE',
    'INACTIVE',
    'ACKNOWLEDGED',
    'RESOLVED',
] as const satisfies readonly AlarmState[];
