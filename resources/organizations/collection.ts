/**
 * Organizations as the API serves them (decision 0068): the tenants themselves, of no
 * organization (no header), names unique, managed by system admins under /system; everyone reads
 * the organizations they have a group in. The declaration (./index.ts) spreads these facts; the
 * sandbox serves the collection from them and the schemas (resources/collections.ts). Plain data.
 */
import type { CollectionFacts } from '../../src/crud/collection.ts';
import type { Organization } from './types.ts';

export const organizationCollection: CollectionFacts<Organization> = {
    name: 'organizations',
    endpoint: '/organizations',
    organizationScoped: false,
    updateMethod: 'PUT',
    // Organizations are managed under /system (product specification section 6).
    access: { list: 'systemAdmins', add: 'systemAdmins', edit: 'systemAdmins' },
    // The API refuses a second record of the same name.
    identity: ['name'],
};
