/** A device (product specification sections 3 and 7): the record the API sends (decision 0061). */
import { Type, type Static } from 'typebox';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import { EpochMs, Id, ReferenceOrNull } from '../../src/validation/schemaParts.ts';

/** Supported device type: vendor, device type and firmware (product specification section 3). */
export const DeviceDetailsSchema = Type.Object({
    vendor: Type.String({ minLength: 1 }),
    deviceType: Type.String({ minLength: 1 }),
    firmware: Type.String({ minLength: 1 }),
});
export type DeviceDetails = Static<typeof DeviceDetailsSchema>;

export const DEVICE_TAG_VALUES = [
    'external',
    'lighting',
    'valve',
    'light-segment',
    'environment',
    'traffic',
] as const;
export const DeviceTagSchema = Type.Enum(DEVICE_TAG_VALUES);
export type DeviceTag = Static<typeof DeviceTagSchema>;

/** GET /devices, GET /devices/{id}. */
export const DeviceRecord = Type.Object(
    {
        id: Id(),
        name: Type.String({ maxLength: API_LENGTHS.shortName, 'x-searchable': true }),
        description: Type.String({ maxLength: API_LENGTHS.freeText }),
        deviceId: Type.String({ maxLength: API_LENGTHS.shortName, 'x-searchable': true }),
        integrationId: Id({ 'x-reference': 'integrations', 'x-sortByName': true }),
        organizationId: Id({ 'x-reference': 'organizations' }),
        /** The service the device belongs to, or null. */
        mapping: ReferenceOrNull('services', { 'x-sortByName': true }),
        tags: Type.Array(DeviceTagSchema),
        isTSD: Type.Boolean(),
        isEnabled: Type.Boolean(),
        /** Epoch ms of the last uplink, or null. */
        lastSeen: Type.Union([EpochMs(), Type.Null()], { format: 'date-time' }),
        /** Seconds; 0 or at least 60. */
        updateInterval: Type.Integer({ minimum: 0 }),
        location: Type.String({ maxLength: API_LENGTHS.location }),
        details: DeviceDetailsSchema,
    },
    { title: 'Device' },
);
export type Device = Static<typeof DeviceRecord>;

/** A device the provider knows that is not onboarded yet (GET /devices/unboarded/{id}). */
export const UnboardedDeviceRecord = Type.Object({
    deviceId: Type.String(),
    name: Type.String(),
    details: Type.Optional(DeviceDetailsSchema),
});
export type UnboardedDevice = Static<typeof UnboardedDeviceRecord>;
