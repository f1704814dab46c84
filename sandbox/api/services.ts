import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { findService, listServices } from '../db/services.ts';
import { notFound } from './errors.ts';
import { parseId } from './organizationInput.ts';
import { organizationScoped } from './organizationScope.ts';

/** Services, read side (devices map to them); managing them comes with the organization pages. */
export function serviceRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };

        app.get('/services', read, async request => listServices(db, request.organizationId));

        app.get<{ Params: { id: string } }>('/services/:id', read, async request => {
            const id = parseId(request.params.id, 'Service');
            const service = findService(db, request.organizationId, id);
            if (!service) throw notFound(`Service ${id} not found`);
            return service;
        });
    };
}
