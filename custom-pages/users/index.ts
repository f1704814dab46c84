/**
 * Users: the organization's users and its services' (/organization/users) and the global users
 * (/system/users), over the users calls of resources/users.
 */
import { lazyPage } from '../../src/resource/lazyPage';
import type { FlowDeclaration } from '../../src/routing/flow';
import { pageRoute } from '../../src/routing/pageRoute';

export const users: FlowDeclaration = {
    name: 'users',
    routes: [
        pageRoute(
            '/organization/users',
            'organizationAdmins',
            'resources.users.name',
            lazyPage(() => import('./OrganizationUsersPage'), 'OrganizationUsersPage'),
        ),
        pageRoute(
            '/system/users',
            'systemAdmins',
            'app.pages.global_users',
            lazyPage(() => import('./GlobalUsersPage'), 'GlobalUsersPage'),
        ),
    ],
};
