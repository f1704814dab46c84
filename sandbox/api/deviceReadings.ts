/** A device's readings: the diagnosis list and the time-series export. */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { latestReadings, readingsBetween } from '../db/readings.ts';
import { adminScoped } from './adminScope.ts';
import { deviceOf, type IdParams } from './devices.ts';
import { badRequest, forbidden } from './errors.ts';
import { organizationScoped } from './organizationScope.ts';

export const DIAGNOSIS_LIMIT = 100;

function parseTime(value: string | undefined, name: string): number {
    if (value === undefined || value.trim() === '') throw badRequest(`${name} is required`);
    if (!/^\d+$/.test(value.trim())) throw badRequest(`${name} must be epoch milliseconds`);
    return Number(value);
}

export function deviceReadingRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };
        // Exporting device data is an admin capability (specification section 6).
        const adminRead = { preHandler: adminScoped(db) };

        app.get<IdParams>('/devices/:id/diagnosis', read, async request => {
            const device = deviceOf(db, request);
            return latestReadings(db, device.id, DIAGNOSIS_LIMIT);
        });

        app.get<IdParams & { Querystring: { start?: string; end?: string } }>(
            '/devices/:id/export',
            adminRead,
            async request => {
                const device = deviceOf(db, request);
                const start = parseTime(request.query.start, 'start');
                const end = parseTime(request.query.end, 'end');
                if (start >= end) throw badRequest('start must be before end');
                if (!device.isTSD) {
                    throw forbidden(`Device ${device.id} keeps no time series (isTSD is off)`);
                }
                return readingsBetween(db, device.id, start, end).map(reading => ({
                    time: { epochSecond: Math.floor(reading.timestamp / 1000) },
                    value: reading.value,
                }));
            },
        );
    };
}
