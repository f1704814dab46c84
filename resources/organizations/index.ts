/** Organizations: the tenants of the platform, managed by system admins under /system. */
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { fieldsFromSchemas } from '../../src/crud/fieldsFromSchemas';
import { leaveRemovedOrganizations } from '../../src/organization/useSwitchOrganization';
import schemas from './schema.ts?json-schema';
import type { Organization } from './types';

export type { Organization };

export const organizations: ResourceDeclaration<Organization> = {
    name: 'organizations',
    endpoint: '/organizations',
    organizationScoped: false,
    updateMethod: 'PUT',
    editCapability: 'manageOrganizations',
    // Organizations are managed under /system (product specification section 6).
    access: { list: 'systemAdmins', add: 'systemAdmins', edit: 'systemAdmins' },
    paths: {
        list: '/system/organizations',
        add: '/system/organizations/add',
        edit: '/system/organizations/edit',
    },
    // The API refuses a second record of the same name.
    identity: ['name'],
    // Fields, search and sort from its schemas: id, name and billing ID, by name.
    ...fieldsFromSchemas<Organization>('organizations', schemas),
    icon: CorporateFareIcon,
    tile: {
        order: 1,
        labelKey: 'app.pages.organizations',
        descriptionKey: 'app.tiles.organizations',
        icon: CorporateFareIcon,
    },
    recordRepresentation: 'name',
    fromApi: record => ({ ...record, type: 'organization' }),
    afterRemove: leaveRemovedOrganizations,
};
