/**
 * An alarm as the product API sends it (sandbox/API.md, "Alarms"; product specification sections
 * 3 and 7) and the alarm types and states, shared with the sandbox (types only).
 * The records' types come from the schemas (./schema.ts); this contract file names them for the
 * console and the sandbox (types only).
 */

export type { Alarm, AlarmState, AlarmType, CustomAlarmType, PlanAlarmType } from './schema.ts';
