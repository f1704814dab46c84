/** Validation of custom alarms: texts, alarm type, the watched device, the script. */
import type { Database } from 'better-sqlite3';
import {
    CUSTOM_ALARM_TYPES,
    type CustomAlarmInput,
    type CustomAlarmType,
} from '../db/customAlarms.ts';
import { findDevice } from '../db/devices.ts';
import {
    type Body,
    checkBodyOrganization,
    optionalText,
    requiredFreeText,
    requiredId,
    requiredName,
} from './bodyFields.ts';
import { parseScript } from './dataSharingInput.ts';
import { badRequest } from './errors.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

function parseCustomAlarmType(value: unknown): CustomAlarmType {
    if (!CUSTOM_ALARM_TYPES.includes(value as CustomAlarmType)) {
        throw badRequest(`Alarm type must be one of ${CUSTOM_ALARM_TYPES.join(', ')}`);
    }
    return value as CustomAlarmType;
}

/** A device (record id) of the organization. */
function parseMonitor(db: Database, value: unknown, organizationId: number): number {
    const id = requiredId(value, 'monitorId');
    if (!findDevice(db, organizationId, id)) throw badRequest(`Device ${id} not found`);
    return id;
}

/**
 * A whole record of the organization from a create body, or from an update body laid over the
 * stored record (PATCH: fields left out keep their value). The script is parsed, not run.
 */
export async function parseCustomAlarm(
    db: Database,
    body: Body,
    organizationId: number,
): Promise<CustomAlarmInput> {
    checkBodyOrganization(body.organizationId, organizationId);
    return {
        title: requiredName(body.title, 'Title', API_LENGTHS.textName),
        description: requiredFreeText(body.description, 'Description', API_LENGTHS.freeText),
        alarmType: parseCustomAlarmType(body.alarmType),
        monitorId: parseMonitor(db, body.monitorId, organizationId),
        organizationId,
        code: await parseScript(body.code),
        testData: optionalText(body.testData, 'testData', API_LENGTHS.code),
    };
}
