/** Custom messages and defined commands to a device, queued as downlinks. */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { CommandBody, CustomMessageBody } from '../../resources/devices/schema.ts';
import { queueDownlink } from '../db/downlinks.ts';
import { findIntegration } from '../db/integrations.ts';
import { adminScoped } from './adminScope.ts';
import { deviceOf, type IdParams } from './devices.ts';
import { parseCommand, parseCustomMessage } from './downlinkInput.ts';
import { notFound } from './errors.ts';

export function deviceMessageRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        // The caller and the organization are checked before the body.
        const write = { preValidation: adminScoped(db) };

        app.post<IdParams & { Body: CustomMessageBody }>(
            '/devices/:id/send',
            { ...write, schema: { body: CustomMessageBody } },
            async (request, reply) => {
                const device = deviceOf(db, request);
                const integration = findIntegration(
                    db,
                    request.organizationId,
                    device.integrationId,
                );
                if (!integration) throw notFound(`Integration ${device.integrationId} not found`);
                const message = parseCustomMessage(integration.type, request.body);
                const target = { organizationId: request.organizationId, deviceRef: device.id };
                return reply.code(202).send(queueDownlink(db, target, 'SEND', message));
            },
        );

        app.post<IdParams & { Body: CommandBody }>(
            '/devices/:id/command',
            { ...write, schema: { body: CommandBody } },
            async (request, reply) => {
                const device = deviceOf(db, request);
                const command = parseCommand(device.details, request.body);
                const target = { organizationId: request.organizationId, deviceRef: device.id };
                return reply.code(202).send(queueDownlink(db, target, 'COMMAND', command));
            },
        );
    };
}
