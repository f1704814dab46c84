/**
 * Users of the organization and its services (/organization/users) and global users
 * (/system/users): two pages of their own over the users calls; there is no plain user
 * collection, so the organization's users page replaces the generated list.
 */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import PeopleIcon from '@mui/icons-material/People';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { withRoute } from '../../src/loading/withRoute';
import { pageRoute } from '../../src/routing/pageRoute';
import { usersApi } from './api';
import type { GroupUser } from './grants';

const USERS_PATHS = { list: '/organization/users', global: '/system/users' } as const;

export const users: ResourceDeclaration<GroupUser> = {
    name: 'users',
    endpoint: '/users',
    organizationScoped: false,
    // A viewer never sees the users page (product specification section 2).
    access: { list: 'organizationAdmins' },
    paths: { list: USERS_PATHS.list },
    fields: [
        { source: 'username', type: 'text' },
        { source: 'roles', type: 'text' },
    ],
    icon: PeopleIcon,
    recordRepresentation: 'username',
    routes: [
        {
            ...pageRoute(
                USERS_PATHS.list,
                'organizationAdmins',
                'resources.users.name',
                withRoute(() => import('./OrganizationUsersPage'), 'OrganizationUsersPage'),
            ),
            tile: {
                order: 2,
                labelKey: 'app.pages.users',
                descriptionKey: 'app.tiles.users',
                icon: AccountTreeIcon,
            },
        },
        {
            ...pageRoute(
                USERS_PATHS.global,
                'systemAdmins',
                'app.pages.global_users',
                withRoute(() => import('./GlobalUsersPage'), 'GlobalUsersPage'),
            ),
            tile: { order: 2, descriptionKey: 'app.tiles.global_users', icon: PeopleIcon },
        },
    ],
    api: usersApi,
};
