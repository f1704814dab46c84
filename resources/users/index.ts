/**
 * Users of the organization and its services (/organization/users) and global users
 * (/system/users): the users flow (custom-pages/users) supplies the pages over these calls;
 * there is no plain user collection.
 */
import PeopleIcon from '@mui/icons-material/People';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { usersApi } from './api';
import type { GroupUser } from './grants';

export const users: ResourceDeclaration<GroupUser> = {
    name: 'users',
    endpoint: '/users',
    organizationScoped: false,
    // A viewer never sees the users page (product specification section 2).
    access: { list: 'organizationAdmins' },
    paths: { list: '/organization/users' },
    fields: [
        { source: 'username', type: 'text' },
        { source: 'roles', type: 'text' },
    ],
    icon: PeopleIcon,
    recordRepresentation: 'username',
    api: usersApi,
};
