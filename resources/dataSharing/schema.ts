/** A data sharing (product specification sections 3 and 7): the record the API sends (decision 0061). */
import { Type, type Static } from 'typebox';
import type { CollectionSchemas } from '../../src/crud/collection.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import { Id, NameText } from '../../src/validation/schemaParts.ts';
import { DeviceDetailsSchema } from '../devices/schema.ts';
import { PROTOCOLS } from './types.ts';

export const MqttConfigSchema = Type.Object({
    userName: Type.String(),
    /** The same as userName, as some records spell it (product specification section 3). */
    username: Type.Optional(Type.String()),
    /** Left out for viewers (./secrets.ts). */
    password: Type.Optional(Type.String({ 'x-secret': true })),
    topic: Type.String({ maxLength: API_LENGTHS.textName }),
});
export type MqttConfig = Static<typeof MqttConfigSchema>;

/** GET /sharing (`{ result: [...] }`), GET /sharing/{id}. */
export const DataSharingRecord = Type.Object(
    {
        id: Id(),
        name: Type.String({ maxLength: API_LENGTHS.shortName, 'x-searchable': true }),
        script: Type.String({ maxLength: API_LENGTHS.code }),
        protocol: Type.Enum(PROTOCOLS, { title: 'Protocol' }),
        /** HTTP headers, key → value; `{}` for MQTT. */
        headers: Type.Record(Type.String(), Type.String()),
        /** MQTT only; null for HTTP. */
        mqttConfig: Type.Union([MqttConfigSchema, Type.Null()]),
        address: Type.String({ maxLength: API_LENGTHS.address }),
        deviceDetails: DeviceDetailsSchema,
        /** true = deactivated. */
        error: Type.Boolean(),
    },
    { title: 'Data sharing' },
);
export type DataSharing = Static<typeof DataSharingRecord>;

/**
 * POST /sharing; PATCH /sharing/{id} sends any of its fields (laid over the stored record). The
 * route checks the target by the protocol's schema (HttpTarget, MqttTarget), the device type
 * against the catalogue and the script's syntax (parsed, not run).
 */
export const DataSharingBody = Type.Object({
    id: Type.Optional(Type.Unknown()),
    protocol: Type.Enum(PROTOCOLS, {
        title: 'Protocol',
        'x-messages': { required: 'must be provided' },
    }),
    name: NameText('Name', API_LENGTHS.shortName),
    deviceDetails: Type.Object(DeviceDetailsSchema.properties, {
        title: 'Device type',
        'x-messages': { required: 'must be provided' },
    }),
    headers: Type.Optional(Type.Unknown()),
    mqttConfig: Type.Optional(Type.Unknown()),
    address: Type.Optional(
        Type.String({ title: 'address', maxLength: API_LENGTHS.address, 'x-check': ['trimmed'] }),
    ),
    /** true = deactivated; left out, a PATCH keeps the stored flag. */
    error: Type.Optional(Type.Boolean({ title: 'error' })),
    script: Type.String({ title: 'Script' }),
});
export type DataSharingBody = Static<typeof DataSharingBody>;
export const DataSharingChange = Type.Partial(DataSharingBody);
export type DataSharingChange = Static<typeof DataSharingChange>;
/** PATCH /sharing: the same, with the record's id in the body. */
export const DataSharingUpdate = Type.Object({
    ...DataSharingChange.properties,
    id: Id({ title: 'id' }),
});
export type DataSharingUpdate = Static<typeof DataSharingUpdate>;

/**
 * An HTTP sharing's target: header names and text values (no line breaks: header injection),
 * and an address the platform calls (empty while not yet targeted).
 */
export const HttpTarget = Type.Object(
    {
        headers: Type.Optional(Type.Unknown()),
        address: Type.String({ title: 'address', 'x-check': ['publicUrl'] }),
    },
    { 'x-check': ['httpHeaders'] },
);
export type HttpTarget = Static<typeof HttpTarget>;

const MqttText = (title: string) =>
    Type.Optional(Type.String({ title, maxLength: API_LENGTHS.textName }));

/** An MQTT sharing's broker settings (userName also spelt username); all may be empty. */
export const MqttTarget = Type.Object({
    mqttConfig: Type.Object({
        userName: MqttText('mqttConfig.userName'),
        username: MqttText('mqttConfig.userName'),
        password: MqttText('mqttConfig.password'),
        topic: Type.Optional(
            Type.String({
                title: 'mqttConfig.topic',
                maxLength: API_LENGTHS.textName,
                'x-check': ['name'],
            }),
        ),
    }),
});
export type MqttTarget = Static<typeof MqttTarget>;

/** POST /sharing/dryrun: a script run on a sample uplink (the syntax is the run's to find). */
export const DataSharingDryRunBody = Type.Object({
    script: Type.String({ title: 'Script', minLength: 1, 'x-messages': { type: 'is required' } }),
});
export type DataSharingDryRunBody = Static<typeof DataSharingDryRunBody>;

/** The schemas the sandbox serves the collection with (resources/collections.ts). */
export const schemas = {
    record: DataSharingRecord,
    create: DataSharingBody,
    update: DataSharingChange,
} satisfies CollectionSchemas;
// The same for `import schemas from './schema.ts?json-schema'` where no Vite plugin turns it
// into JSON (the registries loaded in Node for the route manifest, decision 0069).
export default schemas;
