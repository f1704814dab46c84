/** Organizations: the tenants of the platform, managed by system admins under /system. */
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { fieldsFromSchemas } from '../../src/crud/fieldsFromSchemas';
import { leaveRemovedOrganizations } from '../../src/organization/useSwitchOrganization';
import { organizationCollection } from './collection';
import schemas from './schema.ts?json-schema';
import type { Organization } from './types';

export type { Organization };

export const organizations: ResourceDeclaration<Organization> = {
    // Its endpoint, access and identity, as the API serves it (of no organization).
    ...organizationCollection,
    editCapability: 'manageOrganizations',
    paths: {
        list: '/system/organizations',
        add: '/system/organizations/add',
        edit: '/system/organizations/edit',
    },
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
