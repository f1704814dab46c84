/**
 * Alarm types and states of the product specification (sections 3, 4 and 5): one source for the
 * alarms list, the responsibles' plans and the custom alarms.
 */

/** The shared alarm-type list. */
export const SHARED_ALARM_TYPES = ['ERROR', 'WARNING', 'INFO'] as const;

/** Every type an alarm can have: FAILURE and the shared list. */
export const ALARM_TYPES = ['FAILURE', ...SHARED_ALARM_TYPES] as const;
export type AlarmType = (typeof ALARM_TYPES)[number];

/** Types offered for a new custom alarm: the shared list plus FAILURE, without ERROR. */
export const CUSTOM_ALARM_TYPES: AlarmType[] = ['FAILURE', ...SHARED_ALARM_TYPES].filter(
    type => type !== 'ERROR',
) as AlarmType[];

/** Types a responsible's plan can hold. */
export const PLAN_ALARM_TYPES = ['FAILURE', 'WARNING'] as const satisfies readonly AlarmType[];
export type PlanAlarmType = (typeof PLAN_ALARM_TYPES)[number];

export const ALARM_STATES = ['OPEN', 'ACTIVE', 'INACTIVE', 'ACKNOWLEDGED', 'RESOLVED'] as const;
export type AlarmState = (typeof ALARM_STATES)[number];
