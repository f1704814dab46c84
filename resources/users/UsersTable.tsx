/**
 * The users of a group: username, roles as chips, and the row's actions; a search by username
 * and react-admin's pagination (25 per page) like the other lists. A group may have thousands
 * of users: all are loaded (size=1000000) and searched and paged in the browser.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, Chip, InputAdornment, TextField, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { DataTable, ListContextProvider, Pagination, useList, useTranslate } from 'react-admin';
import type { GroupUser } from './grants';
import { canEditUser, sameUsername } from './roleRules';
import { UserActions, type UserActionsProps } from './UserActions';
import { useRoleLabel } from './useRoleLabel';

interface Props extends Omit<UserActionsProps, 'user' | 'editable'> {
    users: GroupUser[];
    isPending: boolean;
    /** The signed-in user's username: their own row cannot be edited. */
    self: string;
    mayManage: boolean;
    /** Offered by an empty group (the invite button). */
    emptyAction?: ReactNode;
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

/** The page size of every list of the console. */
export const USERS_PER_PAGE = 25;

/** Users whose username contains the search text, ignoring case. */
export const matchingUsers = (users: GroupUser[], search: string) => {
    const needle = search.trim().toLowerCase();
    return needle ? users.filter(user => user.username.toLowerCase().includes(needle)) : users;
};

export const UsersTable = ({
    users,
    isPending,
    self,
    mayManage,
    emptyAction,
    ...actions
}: Props) => {
    const translate = useTranslate();
    const [search, setSearch] = useState('');
    const shown = useMemo(() => matchingUsers(users, search), [users, search]);
    const list = useList<GroupUser>({
        data: shown,
        isPending,
        sort: { field: 'username', order: 'ASC' },
        perPage: USERS_PER_PAGE,
        resource: 'users',
    });
    const searched = search.trim() !== '';
    return (
        <ListContextProvider value={list}>
            <TextField
                type="search"
                size="small"
                hiddenLabel
                variant="filled"
                value={search}
                placeholder={translate('ra.action.search')}
                onChange={event => {
                    setSearch(event.target.value);
                    list.setPage(1);
                }}
                slotProps={{
                    htmlInput: { 'aria-label': translate('resources.users.group.search') },
                    input: {
                        endAdornment: (
                            <InputAdornment position="end">
                                <SearchIcon color="disabled" />
                            </InputAdornment>
                        ),
                    },
                }}
                sx={{ mb: 1, width: { xs: '100%', sm: 320 } }}
            />
            {/* A narrow screen scrolls the table, not the page. */}
            <Box sx={{ overflowX: 'auto' }}>
                <DataTable
                    resource="users"
                    rowClick={false}
                    bulkActionButtons={false}
                    aria-label={translate('resources.users.group.table')}
                    empty={
                        searched ? (
                            <Typography sx={{ py: 2 }} role="status">
                                {translate('resources.users.group.no_match', {
                                    search: search.trim(),
                                })}
                            </Typography>
                        ) : users.length > 0 ? (
                            // The table catches up with loaded users a render later
                            // (useList): no "no users" flash meanwhile.
                            <Box sx={{ py: 3 }} />
                        ) : (
                            <Box sx={{ py: 3, textAlign: 'center' }}>
                                <Typography role="status" variant="h6" component="p">
                                    {translate('resources.users.group.empty')}
                                </Typography>
                                <Typography color="text.secondary" sx={{ mb: 2 }}>
                                    {translate('resources.users.purpose')}
                                </Typography>
                                {emptyAction}
                            </Box>
                        )
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
            </Box>
            {list.total !== undefined && list.total > 0 && <Pagination />}
        </ListContextProvider>
    );
};
