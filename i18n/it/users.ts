/** Italian messages of the users area (organization users and global users). */
import type { UsersMessages } from '../en/users';

const users: UsersMessages = {
    resources: {
        users: {
            name: 'Utente |||| Utenti',
            fields: {
                username: 'Nome utente',
                roles: 'Ruoli',
            },
        },
    },
};

export default users;
