/** A custom alarm (product specification sections 3 and 7): the record the API sends (decision 0061). */
import { Type, type Static } from 'typebox';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import { Id } from '../../src/validation/schemaParts.ts';
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
