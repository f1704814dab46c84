/** The roles of a group and its users with their roles, from the users calls. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { UsersDataProvider } from '../../resources/users/api';
import { usersFromGrants } from '../../resources/users/grants';

const groupKey = (groupId: string) => ['users', 'group', groupId];

export const useGroupUsers = (groupId: string) => {
    const dataProvider = useDataProvider<UsersDataProvider>();
    const queryClient = useQueryClient();
    const roles = useQuery({
        queryKey: [...groupKey(groupId), 'roles'],
        queryFn: () => dataProvider.getGroupRoles(groupId),
    });
    const grants = useQuery({
        queryKey: [...groupKey(groupId), 'grants'],
        queryFn: () => dataProvider.getGroupGrants(groupId),
    });
    const groupRoles = useMemo(() => roles.data ?? [], [roles.data]);
    const users = useMemo(
        () => usersFromGrants(grants.data ?? [], groupRoles),
        [grants.data, groupRoles],
    );
    return {
        roles: groupRoles,
        users,
        isPending: roles.isPending || grants.isPending,
        /** Loads the users again after a change. */
        reload: () => queryClient.invalidateQueries({ queryKey: groupKey(groupId) }),
    };
};
