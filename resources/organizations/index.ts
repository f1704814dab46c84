/** Organizations: the tenants of the platform, managed by system admins under /system. */
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../src/resource/declaration';
import { nameRule } from '../../src/validation/rules';

export interface Organization extends RaRecord {
    name: string;
    billingId: string;
    /** Set on the client (product specification section 3). */
    type: 'organization';
}

export const organizations: ResourceDeclaration = {
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
    fields: [
        { source: 'id', type: 'text', list: false, create: false, edit: 'readOnly' },
        { source: 'name', type: 'text', validate: nameRule },
        { source: 'billingId', type: 'text', validate: nameRule },
    ],
    sort: { field: 'name', order: 'ASC' },
    searchFields: ['name', 'billingId'],
    icon: CorporateFareIcon,
    recordRepresentation: 'name',
    fromApi: record => ({ ...record, type: 'organization' }),
};
