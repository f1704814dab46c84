/**
 * Users of the organization and its services (/organization/users) and global users
 * (/system/users): custom pages over the users calls; there is no plain user collection.
 */
import PeopleIcon from '@mui/icons-material/People';
import { createElement } from 'react';
import type { ResourceDeclaration } from '../../src/resource/declaration';
import { lazyPage } from '../../src/resource/lazyPage';
import { usersApi } from './api';

const OrganizationUsersPage = lazyPage(
    () => import('../../custom-pages/users/OrganizationUsersPage'),
    'OrganizationUsersPage',
);
const GlobalUsersPage = lazyPage(
    () => import('../../custom-pages/users/GlobalUsersPage'),
    'GlobalUsersPage',
);

export const users: ResourceDeclaration = {
    name: 'users',
    endpoint: '/users',
    organizationScoped: false,
    paths: { list: '/organization/users' },
    fields: [
        { source: 'username', type: 'text' },
        { source: 'roles', type: 'text' },
    ],
    icon: PeopleIcon,
    recordRepresentation: 'username',
    list: OrganizationUsersPage,
    routes: [
        {
            path: '/system/users',
            labelKey: 'app.pages.global_users',
            element: createElement(GlobalUsersPage),
        },
    ],
    api: usersApi,
};
