/** Test controls for product data: many devices at once, licence counts, queued downlinks. */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../api/errors.ts';
import { deleteGeneratedAlarms, insertGeneratedAlarms } from '../db/alarms.ts';
import { DEFAULT_BILLING_TOKEN_TTL, setBillingTokenTtl } from '../db/billingSettings.ts';
import { deleteGeneratedDevices, findDevice, insertGeneratedDevices } from '../db/devices.ts';
import { listDownlinks } from '../db/downlinks.ts';
import { findIntegration, listIntegrations } from '../db/integrations.ts';
import { licencesOf, setLicences } from '../db/licences.ts';
import { findOrganization } from '../db/organizations.ts';
import { seedHourlyReadings } from '../db/readings.ts';
import { listServices } from '../db/services.ts';
import { supportedDeviceTypes } from '../providers/deviceTypes.ts';

export const MAX_GENERATED_DEVICES = 500_000;
export const MAX_GENERATED_ALARMS = 500_000;
/** A year of hourly readings. */
export const MAX_HOURLY_READINGS = 366 * 24;

export const DATA_CONTROLS = [
    'POST /__sandbox/devices/bulk { organizationId, count, integrationId? }',
    'DELETE /__sandbox/devices/bulk?organizationId=',
    'POST /__sandbox/licences { organizationId, licences: { "<type id>": count } }',
    'GET /__sandbox/downlinks?organizationId=&deviceId=&groupId=',
    'POST /__sandbox/alarms/bulk { organizationId, count }',
    'DELETE /__sandbox/alarms/bulk?organizationId=',
    'POST /__sandbox/readings/hourly { organizationId, deviceId, hours }',
    'POST /__sandbox/billing/ttl { seconds }',
    'DELETE /__sandbox/billing/ttl',
];

function positiveInteger(value: unknown, name: string, max = Number.MAX_SAFE_INTEGER): number {
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > max) {
        throw badRequest(`${name} must be an integer from 1 to ${max}`);
    }
    return number;
}

function bodyOf(body: unknown): Record<string, unknown> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest('Request body must be a JSON object');
    }
    return body as Record<string, unknown>;
}

export function dataControls(db: Database) {
    const organization = (value: unknown) => {
        const id = positiveInteger(value, 'organizationId');
        if (!findOrganization(db, id)) throw notFound(`Organization ${id} not found`);
        return id;
    };
    const optional = (value: unknown, name: string) =>
        value === undefined || value === '' ? undefined : positiveInteger(value, name);

    return async function register(app: FastifyInstance): Promise<void> {
        app.post('/devices/bulk', async (request, reply) => {
            const body = bodyOf(request.body);
            const organizationId = organization(body.organizationId);
            const count = positiveInteger(body.count, 'count', MAX_GENERATED_DEVICES);
            const requested = optional(body.integrationId, 'integrationId');
            const integration =
                requested === undefined
                    ? listIntegrations(db, organizationId)[0]
                    : findIntegration(db, organizationId, requested);
            if (!integration) {
                throw notFound(
                    requested === undefined
                        ? `Organization ${organizationId} has no integration`
                        : `Integration ${requested} not found in organization ${organizationId}`,
                );
            }
            const started = Date.now();
            insertGeneratedDevices(db, {
                organizationId,
                integrationId: integration.id,
                count,
                types: supportedDeviceTypes(),
            });
            return reply.code(201).send({
                created: count,
                organizationId,
                integrationId: integration.id,
                ms: Date.now() - started,
            });
        });

        app.delete<{ Querystring: { organizationId?: string } }>('/devices/bulk', async request => {
            const { organizationId } = request.query;
            const id = organizationId ? organization(organizationId) : undefined;
            return { deleted: deleteGeneratedDevices(db, id) };
        });

        app.post('/alarms/bulk', async (request, reply) => {
            const body = bodyOf(request.body);
            const organizationId = organization(body.organizationId);
            const count = positiveInteger(body.count, 'count', MAX_GENERATED_ALARMS);
            const started = Date.now();
            insertGeneratedAlarms(db, {
                organizationId,
                count,
                serviceIds: listServices(db, organizationId).map(service => service.id),
            });
            return reply
                .code(201)
                .send({ created: count, organizationId, ms: Date.now() - started });
        });

        app.delete<{ Querystring: { organizationId?: string } }>('/alarms/bulk', async request => {
            const { organizationId } = request.query;
            const id = organizationId ? organization(organizationId) : undefined;
            return { deleted: deleteGeneratedAlarms(db, id) };
        });

        // Replaces a device's readings with `hours` hourly ones up to the last full hour.
        app.post('/readings/hourly', async (request, reply) => {
            const body = bodyOf(request.body);
            const organizationId = organization(body.organizationId);
            const deviceId = positiveInteger(body.deviceId, 'deviceId');
            const hours = positiveInteger(body.hours, 'hours', MAX_HOURLY_READINGS);
            const device = findDevice(db, organizationId, deviceId);
            if (!device) {
                throw notFound(`Device ${deviceId} not found in organization ${organizationId}`);
            }
            const created = seedHourlyReadings(db, device, hours);
            return reply.code(201).send({ created, deviceId });
        });

        app.post('/licences', async request => {
            const body = bodyOf(request.body);
            const organizationId = organization(body.organizationId);
            const licences = bodyOf(body.licences);
            const counts: Record<string, number> = {};
            for (const [type, count] of Object.entries(licences)) {
                if (!/^\d+$/.test(type)) throw badRequest(`Licence type ${type} must be digits`);
                if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
                    throw badRequest(`The count of ${type} must be an integer >= 0`);
                }
                counts[type] = count;
            }
            setLicences(db, organizationId, counts);
            return licencesOf(db, organizationId);
        });

        // The lifetime of billing tokens issued from now on (30 minutes by default).
        app.post('/billing/ttl', async request => {
            const seconds = positiveInteger(bodyOf(request.body).seconds, 'seconds');
            return { seconds: setBillingTokenTtl(db, seconds).tokenTtl };
        });
        app.delete('/billing/ttl', async () => ({
            seconds: setBillingTokenTtl(db, DEFAULT_BILLING_TOKEN_TTL).tokenTtl,
        }));

        app.get<{ Querystring: { organizationId?: string; deviceId?: string; groupId?: string } }>(
            '/downlinks',
            async request =>
                listDownlinks(db, {
                    organizationId: optional(request.query.organizationId, 'organizationId'),
                    deviceRef: optional(request.query.deviceId, 'deviceId'),
                    groupRef: optional(request.query.groupId, 'groupId'),
                }),
        );
    };
}
