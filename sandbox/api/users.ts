import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import { GrantRecord } from '../../resources/users/schema.ts';
import type { FastifyInstance } from 'fastify';
import {
    addUserGroup,
    deleteUser,
    findUserById,
    findUserByUsername,
    listUsers,
    removeUserGroups,
    type User,
} from '../db/users.ts';
import { badRequest, conflict, forbidden, notFound } from './errors.ts';
import {
    parseRole,
    requireGroupManager,
    requireOtherUser,
    resolveGroup,
    rolesInGroup,
    type UserGroup,
} from './userGroups.ts';
import type { Grant } from '../../resources/users/types.ts';

export type { Grant };

type GroupParams = { Params: { groupId: string } };
type MemberParams = {
    Params: { username: string; groupId: string };
    Querystring: { role?: string };
};

const grantsOf = (group: UserGroup, users: User[]): Grant[] =>
    users.flatMap(user =>
        rolesInGroup(group, user).map(role => ({ id: user.id, username: user.username, role })),
    );

/**
 * Users and their roles in the global group, an organization or a service. The groupId carries
 * the scope: the calls read no organization header.
 */
export function userRoutes(db: Database) {
    const existingUser = (username: string) => {
        const user = findUserByUsername(db, username);
        if (!user) throw notFound(`User ${username} not found`);
        return user;
    };

    return async function register(app: FastifyInstance): Promise<void> {
        app.get<GroupParams>('/users/group/roles/:groupId', async request => {
            const group = resolveGroup(db, request.params.groupId);
            requireGroupManager(request.caller, group);
            return group.roles;
        });

        app.get<GroupParams>(
            '/users/group/:groupId',
            { schema: { response: { 200: Type.Array(GrantRecord) } } },
            async request => {
                const group = resolveGroup(db, request.params.groupId);
                requireGroupManager(request.caller, group);
                return grantsOf(group, listUsers(db));
            },
        );

        app.get<{ Params: { groupId: string; role: string } }>(
            '/users/group/:groupId/role/:role',
            async request => {
                const group = resolveGroup(db, request.params.groupId);
                requireGroupManager(request.caller, group);
                const role = parseRole(group, request.params.role);
                return grantsOf(group, listUsers(db)).filter(grant => grant.role === role);
            },
        );

        app.post<MemberParams>(
            '/users/username/:username/group/:groupId',
            async (request, reply) => {
                const group = resolveGroup(db, request.params.groupId);
                requireGroupManager(request.caller, group);
                const role = parseRole(group, request.query.role);
                const user = existingUser(request.params.username);
                requireOtherUser(request.caller, user);
                if (
                    rolesInGroup(group, user).includes(role) ||
                    !addUserGroup(db, user, `${group.path}/${role}`)
                ) {
                    throw conflict(
                        `User ${user.username} already has role ${role} in ${group.groupId}`,
                    );
                }
                const grant: Grant = { id: user.id, username: user.username, role };
                return reply.code(201).send(grant);
            },
        );

        app.delete<MemberParams>('/users/username/:username/group/:groupId', async request => {
            const group = resolveGroup(db, request.params.groupId);
            requireGroupManager(request.caller, group);
            const role =
                request.query.role === undefined ? undefined : parseRole(group, request.query.role);
            const user = existingUser(request.params.username);
            requireOtherUser(request.caller, user);
            if (group.implicitRole && (role === undefined || role === group.implicitRole)) {
                throw badRequest(
                    `Every user has role ${group.implicitRole} in ${group.groupId}; delete the user instead`,
                );
            }
            const roles = role === undefined ? [...group.roles] : [role];
            const removed = removeUserGroups(
                db,
                user,
                roles.map(one => `${group.path}/${one}`),
            );
            if (!removed.length) {
                throw notFound(
                    role === undefined
                        ? `User ${user.username} has no role in ${group.groupId}`
                        : `User ${user.username} has no role ${role} in ${group.groupId}`,
                );
            }
            return {
                id: user.id,
                username: user.username,
                removed: roles.filter(one => removed.includes(`${group.path}/${one}`)),
            };
        });

        app.delete<{ Params: { id: string } }>('/users/:id', async request => {
            if (!request.caller.systemAdmin) throw forbidden('Only system admins may delete users');
            const user = findUserById(db, request.params.id);
            if (!user) throw notFound(`User ${request.params.id} not found`);
            if (user.id === request.caller.sub) throw forbidden('You cannot delete yourself');
            deleteUser(db, user.id);
            return { id: user.id };
        });
    };
}
