/**
 * An alarm (product specification sections 3 and 7): its types and states and the record the
 * API sends (decision 0061).
 */
import { Type, type Static } from 'typebox';
import type { CollectionSchemas } from '../../src/crud/collection.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import { FreeText, Id, NameText, ReferenceOrNull } from '../../src/validation/schemaParts.ts';

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
    { title: 'State' },
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

/**
 * POST /alarming/alarms, a test alarm. The route checks what the schema cannot: the service is
 * the organization's, an organizationId is the header's.
 */
export const NewAlarmBody = Type.Object({
    id: Type.Optional(Type.Unknown()),
    title: NameText('Title', API_LENGTHS.textName),
    description: Type.Optional(FreeText('description', API_LENGTHS.freeText)),
    type: AlarmTypeSchema,
    organizationId: Type.Optional(Type.Unknown()),
    state: AlarmStateSchema,
    serviceId: Type.Optional(ReferenceOrNull('services', { title: 'serviceId' })),
});
export type NewAlarmBody = Static<typeof NewAlarmBody>;

/** PATCH /alarming/alarms/{id}: the new state (the acknowledge rule is the route's). */
export const AlarmStateBody = Type.Object({
    id: Type.Optional(Type.Unknown()),
    state: AlarmStateSchema,
});
export type AlarmStateBody = Static<typeof AlarmStateBody>;

/** DELETE /alarming/alarms/bulk: the alarms to remove. */
export const AlarmIdsBody = Type.Object({
    ids: Type.Array(Id(), {
        title: 'ids',
        minItems: 1,
        'x-message': 'must be a non-empty list of alarm ids',
    }),
});
export type AlarmIdsBody = Static<typeof AlarmIdsBody>;

/**
 * The bodies the console sends (the test alarm dialog's checks come from the create, decision
 * 0069); the sandbox's routes use the schemas by name.
 */
export const schemas = {
    record: AlarmRecord,
    create: NewAlarmBody,
    update: AlarmStateBody,
} satisfies CollectionSchemas;
// As JSON for the forms' checks: `import schemas from './schema.ts?json-schema'` (decision 0069).
export default schemas;
