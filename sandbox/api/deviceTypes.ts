import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import {
    commandSetOf,
    supportedDeviceTypes,
    typeLabel,
    type DeviceDetails,
} from '../providers/deviceTypes.ts';
import { badRequest, notFound } from './errors.ts';
import { organizationScoped } from './organizationScope.ts';

type TypeQuery = { Querystring: { vendor?: string; deviceType?: string; firmware?: string } };

/** The supported device types and their command sets. */
export function deviceTypeRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };

        app.get('/devices/types', read, async () => supportedDeviceTypes());

        app.get<TypeQuery>('/devices/types/commands', read, async request => {
            const { vendor, deviceType, firmware } = request.query;
            for (const [key, value] of Object.entries({ vendor, deviceType, firmware })) {
                if (!value) throw badRequest(`${key} is required`);
            }
            const details = { vendor, deviceType, firmware } as DeviceDetails;
            const commands = commandSetOf(details);
            if (!commands) throw notFound(`Device type ${typeLabel(details)} not found`);
            return commands;
        });
    };
}
