/**
 * An alarm (product specification sections 3 and 7): its types and states and the record the
 * API sends (decision 0061).
 */
import { Type, type Static } from 'typebox';
import { Id, ReferenceOrNull } from '../../src/validation/schemaParts.ts';

/** Every type an alarm can have (the lists the console offers are in alarmTypes.ts). */
export const AlarmTypeSchema = Type.Enum(['FAILURE', 'ERROR', 'WARNING', 'INFO'], {
    title: 'Type',
});
export type AlarmType = Static<typeof AlarmTypeSchema>;
/** The types a custom alarm can raise: every type but ERROR. */
export const CustomAlarmTypeSchema = Type.Enum(['FAILURE', 'WARNING', 'INFO'], {
    title: 'Alarm type',
});
export type CustomAlarmType = Static<typeof CustomAlarmTypeSchema>;
/** The types a responsible's plan can hold. */
export const PlanAlarmTypeSchema = Type.Enum(['FAILURE', 'WARNING']);
export type PlanAlarmType = Static<typeof PlanAlarmTypeSchema>;

export const AlarmStateSchema = Type.Enum(
    ['OPEN', 'ACTIVE', 'INACTIVE', 'ACKNOWLEDGED', 'RESOLVED'],
    { title: 'state' },
);
export type AlarmState = Static<typeof AlarmStateSchema>;

/** GET /alarming/alarms, GET /alarming/alarms/{id}. */
export const AlarmRecord = Type.Object(
    {
        id: Id(),
        /** Epoch ms (what the sandbox sends); an ISO 8601 text is read too. */
        timestamp: Type.Union([Type.Integer(), Type.String()], {
            format: 'date-time',
            'x-sortable': true,
        }),
        type: AlarmTypeSchema,
        title: Type.String({ 'x-searchable': true }),
        description: Type.String({ 'x-searchable': true }),
        state: AlarmStateSchema,
        /** The service the alarm comes from; null for alarms of the organization itself. */
        serviceId: ReferenceOrNull('services', { 'x-sortByName': true }),
        organizationId: Id({ 'x-reference': 'organizations' }),
        /** The custom alarm that raised it, or null. */
        customAlarmId: ReferenceOrNull('customAlarms'),
    },
    { title: 'Alarm' },
);
export type Alarm = Static<typeof AlarmRecord>;
