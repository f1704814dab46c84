/**
 * A service of an organization (product specification sections 3 and 7): the record the API
 * sends and the bodies it takes (decision 0061).
 */
import { Type, type Static } from 'typebox';
import type { CollectionSchemas } from '../../src/crud/collection.ts';
import { Id, SharedName } from '../../src/validation/schemaParts.ts';
import { SERVICE_TYPES } from './types.ts';

/** GET /services, GET /services/{id}. */
export const ServiceRecord = Type.Object(
    {
        id: Id(),
        name: SharedName('Name', { 'x-searchable': true, 'x-sortable': true }),
        type: Type.Enum(SERVICE_TYPES, { title: 'Type', 'x-sortable': true }),
        organizationId: Id({ 'x-reference': 'organizations' }),
        isEnabled: Type.Boolean(),
    },
    { title: 'Service' },
);
export type Service = Static<typeof ServiceRecord>;

/**
 * POST /services. A new service starts not activated: an activationOption other than
 * NO_ACTIVATION is refused by the route (activating is its own call); an organizationId must be
 * the header's.
 */
export const NewServiceBody = Type.Object({
    name: SharedName('Name'),
    type: Type.Enum(SERVICE_TYPES, { title: 'Type' }),
    organizationId: Type.Optional(Type.Unknown()),
    activationOption: Type.Optional(Type.Unknown()),
});
export type NewServiceBody = Static<typeof NewServiceBody>;

/** PATCH /services/{id}: only the name changes; id, type and isEnabled may be sent unchanged. */
export const ServiceUpdateBody = Type.Object({
    name: Type.Optional(SharedName('Name')),
    id: Type.Optional(Type.Unknown()),
    type: Type.Optional(Type.Unknown()),
    isEnabled: Type.Optional(Type.Unknown()),
    organizationId: Type.Optional(Type.Unknown()),
});
export type ServiceUpdateBody = Static<typeof ServiceUpdateBody>;

/** The schemas the console's declaration (./index.ts, as JSON) and the sandbox read. */
export const schemas = {
    record: ServiceRecord,
    create: NewServiceBody,
    update: ServiceUpdateBody,
} satisfies CollectionSchemas;
// The same for `import schemas from './schema.ts?json-schema'` where no Vite plugin turns it
// into JSON (the registries loaded in Node for the route manifest, decision 0069).
export default schemas;
