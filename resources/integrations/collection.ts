/**
 * Integrations as the API serves them (decision 0068): an organization's collection, names unique
 * in it, the provider credentials left out for viewers. The declaration (./index.ts) spreads these
 * facts; the sandbox serves the collection from them and the schemas (resources/collections.ts),
 * with the settings by type, the type kept and no removal while in use on top, and the device
 * registration as a call of its own (sandbox/api/integrations.ts). Plain data.
 */
import type { CollectionFacts } from '../../src/crud/collection.ts';
import { INTEGRATION_SECRETS } from './secrets.ts';
import type { Integration } from './types.ts';

export const integrationCollection: CollectionFacts<Integration> = {
    name: 'integrations',
    endpoint: '/integrations',
    organizationInBody: 'organizationId',
    // The API refuses a second record of the same name.
    identity: ['name'],
    secrets: INTEGRATION_SECRETS,
};
