/** English messages of the users area (organization users and global users). */
const users = {
    resources: {
        users: {
            name: 'User |||| Users',
            fields: {
                username: 'Username',
                roles: 'Roles',
            },
        },
    },
};

export default users;

export type UsersMessages = typeof users;
