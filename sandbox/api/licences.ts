import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { licencesOf } from '../db/licences.ts';
import { organizationScoped } from './organizationScope.ts';

/** Available licences of the organization by licence type id (read side). */
export function licenceRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        app.get('/billing/licences', { preHandler: organizationScoped(db) }, async request =>
            licencesOf(db, request.organizationId),
        );
    };
}
