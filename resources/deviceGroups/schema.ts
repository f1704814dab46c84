/** A device group (product specification sections 3 and 7): the record the API sends (decision 0061). */
import { Type, type Static, type TProperties } from 'typebox';
import type { CollectionSchemas } from '../../src/crud/collection.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import { Id, NameText, ReferenceOrNull } from '../../src/validation/schemaParts.ts';
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

const Text = (title: string) => Type.String({ title, minLength: 1, 'x-check': ['name'] });

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

/** Integration types that carry LoRaWAN messages (spec section 9): only their groups have keys. */
export const MULTICAST_TYPES = [
    'CHIRPSTACK_V3',
    'CHIRPSTACK_V4',
    'SWISSCOM',
    'DIGIMONDO',
    'ELEMENT',
];

const groupDetails = (infoList: TProperties) =>
    Type.Object({ groupDetails: Type.Object({ infoList: Type.Object(infoList) }) });

const KEYS = {
    nwAdr: MulticastInfoSchema.properties.nwAdr,
    nwSKey: MulticastInfoSchema.properties.nwSKey,
    appSKey: MulticastInfoSchema.properties.appSKey,
};

/** The multicast part of a LoRaWAN group: its session keys. */
export const LoRaWanGroupDetails = groupDetails(KEYS);

/** Swisscom's multicast part adds a device EUI and three texts. */
export const SwisscomGroupDetails = groupDetails({
    ...KEYS,
    mcDevEUI: Hex('mcDevEUI', 16),
    connectivityPlanId: Text('connectivityPlanId'),
    routingProfileId: Text('routingProfileId'),
    tag: Text('tag'),
});

/**
 * The multicast part of a group, `{ groupDetails: { infoList } }`, for its integration's type:
 * the keys of a LoRaWAN type (Swisscom adds a device EUI and three texts), none for others (a
 * body's keys are then dropped). The sandbox checks a body with it, a form can too.
 */
export const groupDetailsSchema = (integrationType: string) => {
    if (integrationType === 'SWISSCOM') return SwisscomGroupDetails;
    return MULTICAST_TYPES.includes(integrationType) ? LoRaWanGroupDetails : null;
};

/**
 * POST /device-groups; PATCH sends any of its fields (laid over the stored group). The route
 * checks what the schema cannot: the integration and the service are the organization's (not
 * REST), the device type is supported, the multicast part fits the integration's type.
 */
export const DeviceGroupBody = Type.Object({
    id: Type.Optional(Type.Unknown()),
    name: NameText('name', API_LENGTHS.shortName),
    integrationId: Id({ title: 'integrationId', 'x-reference': 'integrations' }),
    organizationId: Type.Optional(Type.Unknown()),
    mapping: Type.Optional(ReferenceOrNull('services', { title: 'mapping' })),
    details: DeviceDetailsSchema,
    groupDetails: Type.Optional(Type.Unknown()),
});
export type DeviceGroupBody = Static<typeof DeviceGroupBody>;
export const DeviceGroupChange = Type.Partial(DeviceGroupBody);
export type DeviceGroupChange = Static<typeof DeviceGroupChange>;

/** The schemas the sandbox serves the collection with (resources/collections.ts). */
export const schemas = {
    record: DeviceGroupRecord,
    create: DeviceGroupBody,
    update: DeviceGroupChange,
} satisfies CollectionSchemas;
// The same for `import schemas from './schema.ts?json-schema'` where no Vite plugin turns it
// into JSON (the registries loaded in Node for the route manifest, decision 0069).
export default schemas;
