/** The users of a group: username, roles as chips, and the row's actions. */
import { Box, Chip, Typography } from '@mui/material';
import { DataTable, ListContextProvider, useList, useTranslate } from 'react-admin';
import type { GroupUser } from '../../resources/users/grants';
import { canEditUser, sameUsername } from '../../resources/users/roleRules';
import { UserActions, type UserActionsProps } from './UserActions';
import { useRoleLabel } from './useRoleLabel';

interface Props extends Omit<UserActionsProps, 'user' | 'editable'> {
    users: GroupUser[];
    isPending: boolean;
    /** The signed-in user's username: their own row cannot be edited. */
    self: string;
    mayManage: boolean;
}

const RoleChips = ({ roles }: { roles: string[] }) => {
    const roleLabel = useRoleLabel();
    return (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {roles.map(role => (
                <Chip key={role} label={roleLabel(role)} size="small" />
            ))}
        </Box>
    );
};

export const UsersTable = ({ users, isPending, self, mayManage, ...actions }: Props) => {
    const translate = useTranslate();
    const list = useList<GroupUser>({
        data: users,
        isPending,
        sort: { field: 'username', order: 'ASC' },
        perPage: 1000,
        resource: 'users',
    });
    return (
        <ListContextProvider value={list}>
            <DataTable
                resource="users"
                rowClick={false}
                bulkActionButtons={false}
                aria-label={translate('resources.users.group.table')}
                empty={
                    <Typography sx={{ py: 2 }} role="status">
                        {translate('resources.users.group.empty')}
                    </Typography>
                }
            >
                <DataTable.Col
                    source="username"
                    label="resources.users.fields.username"
                    render={(user: GroupUser) =>
                        sameUsername(user.username, self)
                            ? `${user.username} (${translate('resources.users.group.you')})`
                            : user.username
                    }
                />
                <DataTable.Col
                    source="roles"
                    label="resources.users.fields.roles"
                    disableSort
                    render={(user: GroupUser) => <RoleChips roles={user.roles} />}
                />
                <DataTable.Col
                    label="app.action.actions"
                    disableSort
                    align="right"
                    render={(user: GroupUser) => (
                        <UserActions
                            user={user}
                            editable={canEditUser(mayManage, self, user.username)}
                            {...actions}
                        />
                    )}
                />
            </DataTable>
        </ListContextProvider>
    );
};
