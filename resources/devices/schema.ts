/** A device (product specification sections 3 and 7): the record the API sends (decision 0061). */
import { Type, type Static } from 'typebox';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import {
    EpochMs,
    FreeText,
    Id,
    NameText,
    ReferenceOrNull,
} from '../../src/validation/schemaParts.ts';

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

/** A device's id at its provider (a DevEUI, a serial number): one word of - _ . : */
export const DeviceIdText = Type.String({
    title: 'deviceId',
    minLength: 1,
    maxLength: API_LENGTHS.shortName,
    pattern: '^[\\w.:-]+$',
    'x-check': ['trimmed'],
    'x-messages': { pattern: 'may only contain letters, digits and - _ . :' },
});

/**
 * PATCH /devices/{id}: the fields to change (the others keep their value). The route checks
 * what the schema cannot: the integration and the service are the organization's, the device
 * type is supported, the deviceId is free, isTSD is a system admin's to change.
 */
export const DeviceChange = Type.Object(
    {
        id: Type.Optional(Type.Unknown()),
        name: Type.Optional(NameText('name', API_LENGTHS.shortName)),
        description: Type.Optional(FreeText('description', API_LENGTHS.freeText)),
        deviceId: Type.Optional(DeviceIdText),
        integrationId: Type.Optional(Id({ title: 'integrationId' })),
        organizationId: Type.Optional(Type.Unknown()),
        mapping: Type.Optional(ReferenceOrNull('services', { title: 'mapping' })),
        tags: Type.Optional(Type.Unknown()),
        isTSD: Type.Optional(Type.Boolean({ title: 'isTSD' })),
        updateInterval: Type.Optional(Type.Unknown()),
        location: Type.Optional(
            Type.String({
                title: 'location',
                maxLength: API_LENGTHS.location,
                'x-check': ['name'],
            }),
        ),
        details: Type.Optional(DeviceDetailsSchema),
    },
    { 'x-check': ['knownTags', 'updateInterval'] },
);
export type DeviceChange = Static<typeof DeviceChange>;
