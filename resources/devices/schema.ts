/** A device (product specification sections 3 and 7): the record the API sends (decision 0061). */
import { Type, type Static } from 'typebox';
import type { CollectionSchemas } from '../../src/crud/collection.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import {
    EpochMs,
    FreeText,
    Id,
    NameText,
    PositiveId,
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

/** Where a device is: one line. */
const Location = Type.String({
    title: 'location',
    maxLength: API_LENGTHS.location,
    'x-check': ['name'],
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
        location: Type.Optional(Location),
        details: Type.Optional(DeviceDetailsSchema),
    },
    { 'x-check': ['knownTags', 'updateInterval'] },
);
export type DeviceChange = Static<typeof DeviceChange>;

/**
 * The fields of a new device that registration and onboarding share (spec section 7), in the
 * order the API checks them; tags and the update interval are the rules `knownTags` and
 * `updateInterval` of the object.
 */
const nameFields = {
    name: NameText('name', API_LENGTHS.shortName),
    description: Type.Optional(FreeText('description', API_LENGTHS.freeText)),
};
const otherFields = {
    mapping: Type.Optional(ReferenceOrNull('services', { title: 'mapping' })),
    tags: Type.Optional(Type.Unknown({ description: 'A list of tags (DEVICE_TAG_VALUES)' })),
    updateInterval: Type.Optional(
        Type.Unknown({ description: 'Whole seconds: 0 (no expectation) or at least 60' }),
    ),
    location: Type.Optional(Location),
    details: DeviceDetailsSchema,
};

const RegisteredDevice = Type.Object(
    { deviceId: DeviceIdText, ...nameFields, ...otherFields },
    { title: 'Each device', 'x-check': ['knownTags', 'updateInterval'] },
);

/** Lists of devices: "devices must be a non-empty list" whatever is wrong with the list itself. */
const NON_EMPTY_LIST = { required: 'must be a non-empty list', type: 'must be a non-empty list' };

/**
 * POST /integrations/{id}/register: the devices of a CSV file, all or none; a device's problem
 * is answered by its row ("Device 2 (<deviceId>): name is required"). The route checks what the
 * schema cannot: the integrationId is the URL's, the services are the organization's, the
 * device types are supported, the deviceIds are free and each given once.
 */
export const RegistrationBody = Type.Object({
    integrationId: Type.Optional(Type.Unknown()),
    devices: Type.Array(RegisteredDevice, {
        title: 'devices',
        minItems: 1,
        'x-messages': NON_EMPTY_LIST,
        'x-rows': { label: 'Device', key: 'deviceId' },
    }),
});
export type RegistrationBody = Static<typeof RegistrationBody>;

const OnboardedDevice = Type.Object(
    {
        organizationId: Type.Optional(Type.Unknown()),
        integrationId: PositiveId('integrationId'),
        ...nameFields,
        deviceId: DeviceIdText,
        ...otherFields,
    },
    { title: 'Each device', 'x-check': ['knownTags', 'updateInterval'] },
);

/**
 * POST /devices/onboard: devices the provider knows, or one new device of a REST or webhook
 * integration; from two devices on a problem is answered by its row ("Device 2: ..."). The
 * route checks the organization, integration and services, the device types, free deviceIds.
 */
export const OnboardBody = Type.Object({
    deviceList: Type.Array(OnboardedDevice, {
        title: 'deviceList',
        minItems: 1,
        'x-messages': NON_EMPTY_LIST,
        'x-rows': { label: 'Device', fromTwo: true },
    }),
});
export type OnboardBody = Static<typeof OnboardBody>;

/** PUT /devices/activation/{option}: the devices to enable or disable (the option is the URL's). */
export const ActivationBody = Type.Object({
    activationOption: Type.Optional(Type.Unknown()),
    devices: Type.Array(Id(), {
        title: 'devices',
        minItems: 1,
        'x-message': 'must be a non-empty list of device ids',
    }),
});
export type ActivationBody = Static<typeof ActivationBody>;

/** A LoRaWAN port: a whole number greater than 0. */
const FPort = Type.Integer({
    title: 'fPort',
    exclusiveMinimum: 0,
    'x-messages': { type: 'must be a whole number' },
});

/** Pairs of hex digits in capitals: the rule `hexPayload` of the message says so. */
const HexPayload = Type.String({
    title: 'Payload',
    description: 'Pairs of upper-case hex digits, e.g. 0A1B',
    'x-messages': { type: 'must be valid hex' },
});

/** A JSON object (or list) sent as it is. */
const JsonPayload = Type.Union([Type.Object({}), Type.Array(Type.Unknown())], {
    title: 'Payload',
    'x-messages': { type: 'must be a JSON object' },
});

/** A custom message to a device or group of a LoRaWAN integration (spec section 5). */
export const LoRaWanMessage = Type.Object(
    { fPort: FPort, hexPayload: HexPayload },
    { 'x-check': ['hexPayload'] },
);
export type LoRaWanMessage = Static<typeof LoRaWanMessage>;

/** A custom message to a device or group of an MQTT integration. */
export const MqttMessage = Type.Object({ payload: JsonPayload });
export type MqttMessage = Static<typeof MqttMessage>;

/**
 * POST /devices/{id}/send and /device-groups/{id}/send: a custom message, whose shape is its
 * integration's (LoRaWanMessage, MqttMessage; other types: "Not supported"). The route picks the
 * schema by the stored integration's type and checks the body with it.
 */
export const CustomMessageBody = Type.Object(
    {
        fPort: Type.Optional(Type.Unknown({ description: 'LoRaWAN: the port, 1 or more' })),
        hexPayload: Type.Optional(
            Type.Unknown({ description: 'LoRaWAN: the payload in upper-case hex pairs' }),
        ),
        payload: Type.Optional(Type.Unknown({ description: 'MQTT: a JSON object' })),
    },
    { description: "The integration's type decides: LoRaWanMessage or MqttMessage" },
);
export type CustomMessageBody = Static<typeof CustomMessageBody>;

/**
 * POST /devices/{id}/command and /device-groups/{id}/command: a command of the device type's
 * command set and its parameters (the route checks them against the set: commandParams).
 */
export const CommandBody = Type.Object({
    intent: Type.String({ title: 'intent', minLength: 1 }),
    params: Type.Optional(Type.Object({}, { title: 'params' })),
});
export type CommandBody = Static<typeof CommandBody>;

/** A parameter of a command, as a device type's command set declares it. */
export interface CommandParameterSpec {
    type: 'number' | 'integer' | 'string' | 'boolean';
    description?: string;
    enum?: (string | number)[];
    minimum?: number;
    maximum?: number;
    default?: string | number | boolean;
}

/**
 * The parameters of a command as a schema: each one required (the route fills in the defaults
 * first), named "Parameter <name>" in the API's messages.
 */
export const commandParams = (properties: { [name: string]: CommandParameterSpec }) =>
    Type.Object(
        Object.fromEntries(
            Object.entries(properties).map(([name, spec]) => {
                const { type, description, enum: values, minimum, maximum } = spec;
                const given = { type, description, enum: values, minimum, maximum };
                const keywords = Object.fromEntries(
                    Object.entries(given).filter(([, value]) => value !== undefined),
                );
                return [name, Type.Unsafe({ title: `Parameter ${name}`, ...keywords })];
            }),
        ),
    );

/**
 * The bodies the device pages send (decision 0069): a device is created by onboarding (one item of
 * `deviceList`, as the REST wizard sends it) and changed by PATCH, whose fields are the same
 * parts, each optional. The sandbox's routes use the schemas by name.
 */
export const schemas = {
    record: DeviceRecord,
    create: OnboardBody,
    update: DeviceChange,
} satisfies CollectionSchemas;
// As JSON for the forms' checks: `import schemas from './schema.ts?json-schema'` (decision 0069).
export default schemas;
