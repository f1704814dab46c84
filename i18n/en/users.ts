/** English messages of the users area (organization users and global users). */
const users = {
    resources: {
        users: {
            name: 'User |||| Users',
            // The noun inside sentences (react-admin's remove confirmation); German keeps its capital.
            forcedCaseName: 'user',
            purpose:
                'Users of a group sign in to the console with the roles shown here; invite one by username.',
            empty: 'No users yet.',
            fields: {
                username: 'Username',
                roles: 'Roles',
            },
            roles: {
                ADMIN: 'Admin',
                VIEWER: 'Viewer',
                USER: 'User',
            },
            tree: {
                label: 'Organization and its services',
                services: 'Services of %{name}',
                organization: 'Organization',
                service: 'Service · %{type}',
            },
            group: {
                users_of: 'Users of %{name}',
                global: 'Users of the platform',
                table: 'Users and their roles',
                empty: 'No users in this group yet.',
                you: 'you',
                read_only: 'Only organization admins and system admins may change users.',
                search: 'Search by username',
                no_match: 'No username contains “%{search}”.',
            },
            invite: {
                action: 'Invite user',
                title: 'Invite a user to %{name}',
                text: 'The user joins with the role %{role}.',
                submit: 'Invite',
                already_listed: '%{username} is already listed.',
                role: 'Role',
                unknown_user: 'No user is named %{username}. Check the spelling.',
                done: '%{username} invited',
            },
            edit: {
                action: 'Edit roles',
                label: 'Edit roles of %{username}',
                title: 'Roles of %{username} in %{name}',
                title_global: 'Global roles of %{username}',
                locked: '%{role} cannot be changed here',
                none: 'Tick at least one role. To take every role away, remove the user.',
                done: 'Roles of %{username} saved',
            },
            remove: {
                action: 'Remove',
                label: 'Remove %{username}',
                title: 'Remove %{username}?',
                content: '%{username} loses every role in %{name}.',
                done: '%{username} removed',
            },
            delete: {
                title: 'Delete %{username}?',
                content:
                    'The account of %{username} is deleted from the platform, with every role it holds.',
                done: '%{username} deleted',
            },
            validation: {
                username_characters: 'Use letters, digits and . _ - @ only',
            },
        },
    },
};

export default users;

export type UsersMessages = typeof users;
