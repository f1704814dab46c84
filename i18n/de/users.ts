/** German messages of the users area (organization users and global users). */
import type { UsersMessages } from '../en/users';

const users: UsersMessages = {
    resources: {
        users: {
            name: 'Benutzer |||| Benutzer',
            fields: {
                username: 'Benutzername',
                roles: 'Rollen',
            },
        },
    },
};

export default users;
