/**
 * What the devices' schemas (resources/devices/schema.ts) cannot say, shared by devices,
 * registration, onboarding, device groups and data sharing: the records a body names are the
 * organization's, the device type is in the platform's catalogue.
 */
import type { Database } from 'better-sqlite3';
import type { OnboardBody, RegistrationBody } from '../../resources/devices/schema.ts';
import type { DeviceInput, DeviceTag } from '../db/devices.ts';
import type { Integration } from '../db/integrations.ts';
import { isSupportedType, typeLabel, type DeviceDetails } from '../providers/deviceTypes.ts';
import { badRequest } from './errors.ts';
import { checkReference } from './references.ts';

/** A device type the platform supports (its catalogue: providers/deviceTypes.ts). */
export function checkSupportedType(details: DeviceDetails): DeviceDetails {
    const { vendor, deviceType, firmware } = details;
    if (!isSupportedType(details)) {
        throw badRequest(`Unknown device type ${typeLabel(details)}`);
    }
    return { vendor, deviceType, firmware };
}

/**
 * A service id of the organization, or null (a checked body's mapping): the declared references'
 * rule (./references.ts), for the devices' own routes.
 */
export function checkMapping(
    db: Database,
    organizationId: number,
    id: number | null,
): number | null {
    checkReference(db, 'services', organizationId, id);
    return id;
}

/** A new device of a checked body (registration or onboarding). */
type NewDevice = RegistrationBody['devices'][number] | OnboardBody['deviceList'][number];

/**
 * A new device of an integration from a checked body: its service of the organization, its
 * device type supported; disabled, without a time series.
 */
export function newDeviceOf(db: Database, integration: Integration, item: NewDevice): DeviceInput {
    const { organizationId } = integration;
    return {
        name: item.name,
        description: item.description ?? '',
        deviceId: item.deviceId,
        integrationId: integration.id,
        organizationId,
        mapping: checkMapping(db, organizationId, item.mapping ?? null),
        tags: [...new Set((item.tags ?? []) as DeviceTag[])],
        isTSD: false,
        isEnabled: false,
        updateInterval: Number(item.updateInterval ?? 0) || 0,
        location: item.location ?? '',
        details: checkSupportedType(item.details),
    };
}
