/** The roles of a group and its users with their roles, from the users calls. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCalls } from '../../src/api/useCalls';
import type { UsersApi } from './api';
import { usersFromGrants } from './grants';
import { queryKeys } from '../../src/api/cache/queryKeys';
import { useCurrentOrganizationId } from '../../src/organization/currentOrganization';

export const useGroupUsers = (groupId: string) => {
    const calls = useCalls<UsersApi>();
    const queryClient = useQueryClient();
    const [organizationId] = useCurrentOrganizationId();
    const roles = useQuery({
        queryKey: queryKeys.groupUsers(organizationId, groupId, 'roles'),
        queryFn: () => calls.getGroupRoles(groupId),
    });
    const grants = useQuery({
        queryKey: queryKeys.groupUsers(organizationId, groupId, 'grants'),
        queryFn: () => calls.getGroupGrants(groupId),
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
        reload: () =>
            queryClient.invalidateQueries({
                queryKey: queryKeys.groupUsers(organizationId, groupId),
            }),
    };
};
