/** Bulk registration from a CSV file the console parsed: all devices or none. */
import type { Database } from 'better-sqlite3';
import type { RegistrationBody } from '../../resources/devices/schema.ts';
import { insertDevice, takenDeviceIds, type Device, type DeviceInput } from '../db/devices.ts';
import type { Integration } from '../db/integrations.ts';
import { newDeviceOf } from './deviceFields.ts';
import { ApiError, badRequest } from './errors.ts';

/**
 * The devices of a checked body (RegistrationBody): what its schema cannot say is checked here,
 * each device's problem answered by its row. Registered devices start disabled;
 * `updateExisting` and `?overwrite` are not supported.
 */
export function registerDevices(
    db: Database,
    integration: Integration,
    body: RegistrationBody,
): Device[] {
    const { integrationId, devices } = body;
    if (
        integrationId !== undefined &&
        integrationId !== null &&
        Number(integrationId) !== integration.id
    ) {
        throw badRequest(
            `integrationId ${String(integrationId)} in the body does not match ${integration.id} in the URL`,
        );
    }

    const seen = new Set<string>();
    const inputs: DeviceInput[] = devices.map((item, index) => {
        try {
            if (seen.has(item.deviceId))
                throw badRequest(`deviceId ${item.deviceId} appears twice`);
            seen.add(item.deviceId);
            return newDeviceOf(db, integration, item);
        } catch (error) {
            if (error instanceof ApiError) {
                throw badRequest(`Device ${index + 1} (${item.deviceId}): ${error.message}`);
            }
            throw error;
        }
    });

    const taken = takenDeviceIds(db, [...seen]);
    const firstTaken = inputs.findIndex(input => taken.has(input.deviceId));
    if (firstTaken >= 0) {
        const { deviceId } = inputs[firstTaken] as DeviceInput;
        throw badRequest(
            `Device ${firstTaken + 1} (${deviceId}): deviceId ${deviceId} already exists`,
        );
    }
    return db.transaction(() => inputs.map(input => insertDevice(db, input)))();
}
