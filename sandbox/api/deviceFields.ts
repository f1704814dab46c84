/** Fields shared by devices, registration, onboarding, device groups and data sharing. */
import type { Database } from 'better-sqlite3';
import { DEVICE_TAGS, type DeviceTag } from '../db/devices.ts';
import { findIntegration, type Integration } from '../db/integrations.ts';
import { findService } from '../db/services.ts';
import { isSupportedType, typeLabel, type DeviceDetails } from '../providers/deviceTypes.ts';
import { optionalId, requiredId } from './bodyFields.ts';
import { badRequest, notFound } from './errors.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

/** `{ vendor, deviceType, firmware }` of a supported device type. */
export function parseDetails(value: unknown, label = 'details'): DeviceDetails {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw badRequest(`${label} (vendor, deviceType, firmware) is required`);
    }
    const { vendor, deviceType, firmware } = value as Record<string, unknown>;
    for (const [key, field] of Object.entries({ vendor, deviceType, firmware })) {
        if (typeof field !== 'string' || field.trim() === '') {
            throw badRequest(`${label}.${key} is required`);
        }
    }
    return checkSupportedType({ vendor, deviceType, firmware } as DeviceDetails);
}

/** A device type the platform supports (its catalogue: providers/deviceTypes.ts). */
export function checkSupportedType(details: DeviceDetails): DeviceDetails {
    const { vendor, deviceType, firmware } = details;
    if (!isSupportedType(details)) {
        throw badRequest(`Unknown device type ${typeLabel(details)}`);
    }
    return { vendor, deviceType, firmware };
}

export function parseTags(value: unknown): DeviceTag[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw badRequest('tags must be a list');
    const tags: DeviceTag[] = [];
    for (const tag of value) {
        if (!DEVICE_TAGS.includes(tag as DeviceTag)) {
            throw badRequest(
                `Unknown tag ${JSON.stringify(tag)}; expected ${DEVICE_TAGS.join(', ')}`,
            );
        }
        if (!tags.includes(tag as DeviceTag)) tags.push(tag as DeviceTag);
    }
    return tags;
}

/** A service of the organization, or null. */
export function parseMapping(db: Database, organizationId: number, value: unknown): number | null {
    return checkMapping(db, organizationId, optionalId(value, 'mapping'));
}

/** A service id of the organization, or null (a checked body's mapping). */
export function checkMapping(
    db: Database,
    organizationId: number,
    id: number | null,
): number | null {
    if (id !== null && !findService(db, organizationId, id)) {
        throw badRequest(`Service ${id} not found in this organization`);
    }
    return id;
}

/** Seconds: 0 (no expectation) or at least 60. */
export function parseUpdateInterval(value: unknown): number {
    if (value === undefined || value === null || value === '') return 0;
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
        throw badRequest('Only numbers are allowed as input: updateInterval must be whole seconds');
    }
    if (number !== 0 && number < 60) throw badRequest('Minimum 60 seconds');
    return number;
}

/** An integration of the organization (404 otherwise). */
export function parseIntegration(
    db: Database,
    organizationId: number,
    value: unknown,
): Integration {
    const id = requiredId(value, 'integrationId');
    const integration = findIntegration(db, organizationId, id);
    if (!integration) throw notFound(`Integration ${id} not found`);
    return integration;
}

export function parseDeviceId(value: unknown): string {
    if (
        value === undefined ||
        value === null ||
        (typeof value === 'string' && value.trim() === '')
    ) {
        throw badRequest('deviceId is required');
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
        throw badRequest('deviceId must be a string');
    }
    const deviceId = String(value).trim();
    if (deviceId.length > API_LENGTHS.shortName) {
        throw badRequest(`deviceId must be at most ${API_LENGTHS.shortName} characters long`);
    }
    if (!/^[\w.:-]+$/.test(deviceId)) {
        throw badRequest('deviceId may only contain letters, digits and - _ . :');
    }
    return deviceId;
}
