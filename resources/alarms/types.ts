/**
 * An alarm as the product API sends it (sandbox/API.md, "Alarms"; product specification sections
 * 3 and 7) and the alarm types and states, shared with the sandbox (types only).
 */

/** Every type an alarm can have (the lists offered are in alarmTypes.ts). */
export type AlarmType = 'FAILURE' | 'ERROR' | 'WARNING' | 'INFO';

/** The types a custom alarm can raise: every type but ERROR. */
export type CustomAlarmType = Exclude<AlarmType, 'ERROR'>;

/** The types a responsible's plan can hold. */
export type PlanAlarmType = Extract<AlarmType, 'FAILURE' | 'WARNING'>;

export type AlarmState = 'OPEN' | 'ACTIVE' | 'INACTIVE' | 'ACKNOWLEDGED' | 'RESOLVED';

/** GET /alarming/alarms, GET /alarming/alarms/{id}. */
export interface Alarm {
    id: number;
    /** Epoch ms (what the sandbox sends); an ISO 8601 text is read too. */
    timestamp: number | string;
    type: AlarmType;
    title: string;
    description: string;
    state: AlarmState;
    /** The service the alarm comes from; null for alarms of the organization itself. */
    serviceId: number | null;
    organizationId: number;
    /** The custom alarm that raised it, or null. */
    customAlarmId: number | null;
}
