/** The body of PATCH /devices/{id} (product specification section 7, "Update"). */
import type { Identifier } from 'react-admin';
import type { Device } from './types';

/** Ids are integers in the API; the page reads its id from the address as text. */
const apiId = (id: Identifier | undefined) =>
    typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;

/** A device as the edit form holds it: the id may be text, a cleared text null. */
type DeviceFormValues = Omit<Partial<Device>, 'id' | 'description' | 'location'> & {
    id?: Identifier;
    description?: string | null;
    location?: string | null;
};

export const toUpdatePayload = (record: DeviceFormValues) => ({
    id: apiId(record.id),
    name: record.name,
    description: record.description ?? '',
    integrationId: record.integrationId,
    organizationId: record.organizationId,
    details: {
        vendor: record.details?.vendor ?? '',
        deviceType: record.details?.deviceType ?? '',
        firmware: record.details?.firmware ?? '',
    },
    location: record.location ?? '',
    deviceId: record.deviceId,
    mapping: record.mapping ?? null,
    tags: record.tags ?? [],
    isTSD: !!record.isTSD,
    updateInterval: Number(record.updateInterval ?? 0),
});
