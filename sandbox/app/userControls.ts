/** Test control for many users at once: the users pages' paging and search. */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../api/errors.ts';
import { ORGANIZATION_ROLES } from '../api/userGroups.ts';
import { deleteGeneratedUsers, insertGeneratedUsers } from '../db/generatedUsers.ts';
import { findOrganization } from '../db/organizations.ts';

export const MAX_GENERATED_USERS = 20_000;

export const USER_CONTROLS = [
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

        app.delete('/users/bulk', async () => ({ deleted: deleteGeneratedUsers(db) }));
    };
}
