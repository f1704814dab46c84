/**
 * Services as the API serves them (decision 0068): an organization's collection, names unique
 * in it. The declaration (./index.ts) spreads these facts; the sandbox serves the collection
 * from them and the schemas (resources/collections.ts), with the rules of its own on top
 * (activation, licences, removal while in use: sandbox/api/services.ts). Plain data.
 */
import type { CollectionFacts } from '../../src/crud/collection.ts';
import type { Service } from './types.ts';

export const serviceCollection: CollectionFacts<Service> = {
    name: 'services',
    endpoint: '/services',
    organizationInBody: 'organizationId',
    // The API refuses a second record of the same name.
    identity: ['name'],
};
