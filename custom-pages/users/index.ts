/**
 * Users: the organization's users and its services' (/organization/users) and the global users
 * (/system/users), over the users calls of resources/users.
 */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import PeopleIcon from '@mui/icons-material/People';
import { withRoute } from '../../src/loading/withRoute';
import type { FlowDeclaration } from '../../src/routing/flow';
import { pageRoute } from '../../src/routing/pageRoute';

export const users: FlowDeclaration = {
    name: 'users',
    routes: [
        {
            ...pageRoute(
                '/organization/users',
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
                '/system/users',
                'systemAdmins',
                'app.pages.global_users',
                withRoute(() => import('./GlobalUsersPage'), 'GlobalUsersPage'),
            ),
            tile: { order: 2, descriptionKey: 'app.tiles.global_users', icon: PeopleIcon },
        },
    ],
};
