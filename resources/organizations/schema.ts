/**
 * An organization (product specification sections 3 and 7): the record the API sends and the
 * body it takes, one schema for the types, the sandbox's validation, the OpenAPI document and
 * the form (decision 0061).
 */
import { Type, type Static } from 'typebox';
import type { CollectionSchemas } from '../../src/crud/collection.ts';
import { Id, SharedName } from '../../src/validation/schemaParts.ts';

/** GET /organizations, GET /organizations/{id}. */
export const OrganizationRecord = Type.Object(
    {
        id: Id(),
        name: SharedName('Name', { 'x-searchable': true, 'x-sortable': true }),
        billingId: Type.Union([Type.String(), Type.Null()], {
            title: 'Billing ID',
            'x-searchable': true,
            'x-sortable': true,
        }),
    },
    { title: 'Organization' },
);
export type Organization = Static<typeof OrganizationRecord>;

/** POST /organizations, PUT /organizations/{id} (an id in the body must be the URL's). */
export const OrganizationBody = Type.Object({
    id: Type.Optional(Type.Unknown()),
    name: SharedName('Name'),
    billingId: SharedName('Billing ID'),
});
export type OrganizationBody = Static<typeof OrganizationBody>;

/** The schemas the console's declaration (./index.ts, as JSON) and the sandbox read. */
export const schemas = {
    record: OrganizationRecord,
    create: OrganizationBody,
    update: OrganizationBody,
} satisfies CollectionSchemas;
// The same for `import schemas from './schema.ts?json-schema'` where no Vite plugin turns it
// into JSON (the registries loaded in Node for the route manifest, decision 0069).
export default schemas;
