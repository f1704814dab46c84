/** A custom alarm (product specification sections 3 and 7): the record the API sends (decision 0061). */
import { Type, type Static } from 'typebox';
import type { CollectionSchemas } from '../../src/crud/collection.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import { FreeText, Id, NameText } from '../../src/validation/schemaParts.ts';
import { CustomAlarmTypeSchema } from '../alarms/schema.ts';

/** GET /alarming/custom-alarms, GET /alarming/custom-alarms/{id}. */
export const CustomAlarmRecord = Type.Object(
    {
        id: Id(),
        title: Type.String({ maxLength: API_LENGTHS.textName, 'x-searchable': true }),
        description: Type.String({ maxLength: API_LENGTHS.freeText }),
        alarmType: CustomAlarmTypeSchema,
        /** The device's record id (not its deviceId) whose readings the script checks. */
        monitorId: Id({ 'x-reference': 'devices' }),
        organizationId: Id({ 'x-reference': 'organizations' }),
        /** The script: its last expression decides whether the alarm is raised. */
        code: Type.String({ maxLength: API_LENGTHS.code }),
        /** JavaScript that defines `message`, run before the script in a test run. */
        testData: Type.String({ maxLength: API_LENGTHS.code }),
    },
    { title: 'Custom alarm' },
);
export type CustomAlarm = Static<typeof CustomAlarmRecord>;

/**
 * POST /alarming/custom-alarms; PATCH sends any of its fields (laid over the stored record).
 * The route checks what a schema cannot: the device is one of the organization's, the script
 * parses (not run), an organizationId is the header's.
 */
export const CustomAlarmBody = Type.Object({
    id: Type.Optional(Type.Unknown()),
    title: NameText('Title', API_LENGTHS.textName),
    description: FreeText('Description', API_LENGTHS.freeText, { minLength: 1 }),
    alarmType: CustomAlarmTypeSchema,
    monitorId: Id({ title: 'monitorId', 'x-reference': 'devices' }),
    organizationId: Type.Optional(Type.Unknown()),
    code: Type.String({ title: 'Script' }),
    testData: Type.Optional(Type.String({ title: 'testData', maxLength: API_LENGTHS.code })),
});
export type CustomAlarmBody = Static<typeof CustomAlarmBody>;
export const CustomAlarmChange = Type.Partial(CustomAlarmBody);
export type CustomAlarmChange = Static<typeof CustomAlarmChange>;

/** POST /alarming/custom-alarms/dryrun: the test data and the script, joined by the console. */
export const CustomAlarmDryRunBody = Type.Object({
    code: Type.String({ title: 'Script', minLength: 1, 'x-messages': { type: 'is required' } }),
});
export type CustomAlarmDryRunBody = Static<typeof CustomAlarmDryRunBody>;

/**
 * The bodies the custom alarm's own forms send (its checks come from them, decision 0069); the
 * sandbox's routes use the schemas by name.
 */
export const schemas = {
    record: CustomAlarmRecord,
    create: CustomAlarmBody,
    update: CustomAlarmChange,
} satisfies CollectionSchemas;
// As JSON for the forms' checks: `import schemas from './schema.ts?json-schema'` (decision 0069).
export default schemas;
