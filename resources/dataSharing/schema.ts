/** A data sharing (product specification sections 3 and 7): the record the API sends (decision 0061). */
import { Type, type Static } from 'typebox';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import { Id } from '../../src/validation/schemaParts.ts';
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
