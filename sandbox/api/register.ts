/** Bulk registration from a CSV file the console parsed: all devices or none. */
import type { Database } from 'better-sqlite3';
import { insertDevice, takenDeviceIds, type Device, type DeviceInput } from '../db/devices.ts';
import type { Integration } from '../db/integrations.ts';
import { objectBody, optionalFreeText, requiredName } from './bodyFields.ts';
import {
    parseDetails,
    parseDeviceId,
    parseMapping,
    parseTags,
    parseUpdateInterval,
} from './deviceFields.ts';
import { ApiError, badRequest } from './errors.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

/** Registered devices start disabled; `updateExisting` and `?overwrite` are not supported. */
export function registerDevices(db: Database, integration: Integration, body: unknown): Device[] {
    const { integrationId, devices } = objectBody(body);
    if (
        integrationId !== undefined &&
        integrationId !== null &&
        Number(integrationId) !== integration.id
    ) {
        throw badRequest(
            `integrationId ${String(integrationId)} in the body does not match ${integration.id} in the URL`,
        );
    }
    if (!Array.isArray(devices) || devices.length === 0) {
        throw badRequest('devices must be a non-empty list');
    }

    const seen = new Set<string>();
    const inputs: DeviceInput[] = devices.map((raw: unknown, index) => {
        const item =
            typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
        const given = typeof item.deviceId === 'string' ? ` (${item.deviceId})` : '';
        try {
            const deviceId = parseDeviceId(item.deviceId);
            if (seen.has(deviceId)) throw badRequest(`deviceId ${deviceId} appears twice`);
            seen.add(deviceId);
            return {
                name: requiredName(item.name, 'name', API_LENGTHS.shortName),
                description: optionalFreeText(item.description, 'description'),
                deviceId,
                integrationId: integration.id,
                organizationId: integration.organizationId,
                mapping: parseMapping(db, integration.organizationId, item.mapping),
                tags: parseTags(item.tags),
                isTSD: false,
                isEnabled: false,
                updateInterval: parseUpdateInterval(item.updateInterval),
                location: optionalFreeText(item.location, 'location', API_LENGTHS.location, 'name'),
                details: parseDetails(item.details),
            };
        } catch (error) {
            if (error instanceof ApiError) {
                throw badRequest(`Device ${index + 1}${given}: ${error.message}`);
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
