/** A device group (product specification sections 3 and 7): the record the API sends (decision 0061). */
import { Type, type Static } from 'typebox';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import { Id, ReferenceOrNull } from '../../src/validation/schemaParts.ts';
import { DeviceDetailsSchema } from '../devices/schema.ts';

/** An upper-case hex key of a fixed length. */
const Hex = (title: string, length: number) =>
    Type.String({
        title,
        minLength: length,
        maxLength: length,
        pattern: '^[0-9A-F]*$',
        'x-pattern': 'upperHex',
    });

/** The multicast fields of a LoRaWAN group (Swisscom adds its own). */
export const MulticastInfoSchema = Type.Object({
    nwAdr: Hex('nwAdr', 8),
    nwSKey: Hex('nwSKey', 32),
    appSKey: Hex('appSKey', 32),
    mcDevEUI: Type.Optional(Hex('mcDevEUI', 16)),
    connectivityPlanId: Type.Optional(Type.String({ title: 'connectivityPlanId' })),
    routingProfileId: Type.Optional(Type.String({ title: 'routingProfileId' })),
    tag: Type.Optional(Type.String({ title: 'tag' })),
});
export type MulticastInfo = Static<typeof MulticastInfoSchema>;

/** GET /device-groups, GET /device-groups/{id}. */
export const DeviceGroupRecord = Type.Object(
    {
        id: Id(),
        name: Type.String({ maxLength: API_LENGTHS.shortName, 'x-searchable': true }),
        integrationId: Id({ 'x-reference': 'integrations', 'x-sortByName': true }),
        organizationId: Id({ 'x-reference': 'organizations' }),
        /** The subscribed group: a service id. */
        mapping: ReferenceOrNull('services', { 'x-sortByName': true }),
        details: DeviceDetailsSchema,
        groupDetails: Type.Object({ infoList: Type.Partial(MulticastInfoSchema) }),
    },
    { title: 'Device group' },
);
export type DeviceGroup = Static<typeof DeviceGroupRecord>;
