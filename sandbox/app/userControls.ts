/**
 * Test controls for users: many at once (the users pages' paging and search), and one brand-new
 * SSO account with no group (a user to invite, as on a customer's first day).
 */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../api/errors.ts';
import { ORGANIZATION_ROLES } from '../api/userGroups.ts';
import { deleteGeneratedUsers, insertGeneratedUsers } from '../db/generatedUsers.ts';
import { findOrganization } from '../db/organizations.ts';
import { findUserByUsername, insertUser, userIdFor } from '../db/users.ts';

export const MAX_GENERATED_USERS = 20_000;

/** A new account's username: what the console's invite dialog accepts (2-64 of them). */
export const ACCOUNT_USERNAME = /^[A-Za-z0-9._@-]{2,64}$/;

export const USER_CONTROLS = [
    'POST /__sandbox/users { username }',
    'POST /__sandbox/users/bulk { count, organizationId?, role? }',
    'DELETE /__sandbox/users/bulk',
];

export function userControls(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        app.post('/users/bulk', async (request, reply) => {
            const body = request.body;
            if (typeof body !== 'object' || body === null || Array.isArray(body)) {
                throw badRequest('Request body must be a JSON object');
            }
            const { count, organizationId, role = 'VIEWER' } = body as Record<string, unknown>;
            if (
                typeof count !== 'number' ||
                !Number.isInteger(count) ||
                count < 1 ||
                count > MAX_GENERATED_USERS
            ) {
                throw badRequest(`count must be an integer from 1 to ${MAX_GENERATED_USERS}`);
            }
            const groups: string[] = [];
            if (organizationId !== undefined) {
                if (typeof organizationId !== 'number' || !findOrganization(db, organizationId)) {
                    throw notFound(`Organization ${String(organizationId)} not found`);
                }
                if (!(ORGANIZATION_ROLES as readonly unknown[]).includes(role)) {
                    throw badRequest(`role must be one of ${ORGANIZATION_ROLES.join(', ')}`);
                }
                groups.push(`/organizations/${organizationId}/${String(role)}`);
            }
            const created = insertGeneratedUsers(db, { count, groups });
            return reply.code(201).send({ created, groups });
        });

        app.post('/users', async (request, reply) => {
            const body = request.body;
            if (typeof body !== 'object' || body === null || Array.isArray(body)) {
                throw badRequest('Request body must be a JSON object');
            }
            const { username } = body as Record<string, unknown>;
            if (typeof username !== 'string' || !ACCOUNT_USERNAME.test(username)) {
                throw badRequest('username must be 2 to 64 letters, digits and . _ - @');
            }
            if (findUserByUsername(db, username)) {
                throw conflict(`User ${username} already exists`);
            }
            const user = {
                id: userIdFor(username),
                username,
                email: username.includes('@') ? username : `${username}@smartcity.example`,
                firstName: username,
                lastName: '',
                groups: [],
                roles: [],
            };
            // The password is the username, as for the demo users.
            insertUser(db, user, username);
            return reply.code(201).send(user);
        });

        app.delete('/users/bulk', async () => ({ deleted: deleteGeneratedUsers(db) }));
    };
}
