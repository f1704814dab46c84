/** Fields shared by devices, registration, onboarding, device groups and data sharing. */
import type { Database } from 'better-sqlite3';
import type { DeviceTag } from '../db/devices.ts';
import { RULES } from '../../src/validation/rulesAcrossFields.ts';
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

/** A rule across a device's fields (src/validation/rulesAcrossFields.ts) on one value. */
function checkRule(name: string, value: { [key: string]: unknown }): void {
    const problem = RULES[name]!(value);
    if (problem) throw badRequest(String(problem.params.message));
}

/** Known tags (the knownTags rule), each once. */
export function parseTags(value: unknown): DeviceTag[] {
    checkRule('knownTags', { tags: value });
    return [...new Set((value ?? []) as DeviceTag[])];
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

/** Seconds: 0 (no expectation) or at least 60 (the updateInterval rule). */
export function parseUpdateInterval(value: unknown): number {
    checkRule('updateInterval', { updateInterval: value });
    return Number(value ?? 0) || 0;
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
