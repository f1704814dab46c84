/** Grants as the API answers them, and the table's rows: one per user with all their roles. */
import type { Grant } from './types';

export type { Grant };

export interface GroupUser {
    id: string;
    username: string;
    /** In the order of the group's roles. */
    roles: string[];
}

export const usersFromGrants = (grants: Grant[], groupRoles: readonly string[]): GroupUser[] => {
    const byId = new Map<string, GroupUser>();
    for (const grant of grants) {
        const user = byId.get(grant.id) ?? { id: grant.id, username: grant.username, roles: [] };
        if (!user.roles.includes(grant.role)) user.roles.push(grant.role);
        byId.set(grant.id, user);
    }
    const order = (role: string) => {
        const index = groupRoles.indexOf(role);
        return index === -1 ? groupRoles.length : index;
    };
    return [...byId.values()]
        .map(user => ({ ...user, roles: [...user.roles].sort((a, b) => order(a) - order(b)) }))
        .sort((a, b) => a.username.localeCompare(b.username));
};
