/** Custom messages and defined commands to a device, queued as downlinks. */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { queueDownlink } from '../db/downlinks.ts';
import { findIntegration } from '../db/integrations.ts';
import { adminScoped } from './adminScope.ts';
import { deviceOf, type IdParams } from './devices.ts';
import { parseCommand, parseCustomMessage } from './downlinkInput.ts';
import { notFound } from './errors.ts';

export function deviceMessageRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        const write = { preHandler: adminScoped(db) };

        app.post<IdParams>('/devices/:id/send', write, async (request, reply) => {
            const device = deviceOf(db, request);
            const integration = findIntegration(db, request.organizationId, device.integrationId);
            if (!integration) throw notFound(`Integration ${device.integrationId} not found`);
            const message = parseCustomMessage(integration.type, request.body);
            const target = { organizationId: request.organizationId, deviceRef: device.id };
            return reply.code(202).send(queueDownlink(db, target, 'SEND', message));
        });

        app.post<IdParams>('/devices/:id/command', write, async (request, reply) => {
            const device = deviceOf(db, request);
            const command = parseCommand(device.details, request.body);
            const target = { organizationId: request.organizationId, deviceRef: device.id };
            return reply.code(202).send(queueDownlink(db, target, 'COMMAND', command));
        });
    };
}
