/** Organizations: the tenants of the platform, managed by system admins under /system. */
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { leaveRemovedOrganizations } from '../../src/organization/useSwitchOrganization';
import { nameRule } from '../../src/validation/rules';
import { organizationCollection } from './collection';

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
    fields: [
        { source: 'id', type: 'text', list: false, create: false, edit: 'readOnly' },
        { source: 'name', type: 'text', validate: nameRule },
        { source: 'billingId', type: 'text', validate: nameRule },
    ],
    sort: { field: 'name', order: 'ASC' },
    searchFields: ['name', 'billingId'],
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
