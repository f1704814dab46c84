/** Onboarding: devices the provider knows (or, for REST/webhook, one new device). */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { DeviceRecord, OnboardBody } from '../../resources/devices/schema.ts';
import { insertDevice, takenDeviceIds, type DeviceInput } from '../db/devices.ts';
import { findIntegration } from '../db/integrations.ts';
import { providerDevices } from '../providers/providerDevices.ts';
import { adminScoped } from './adminScope.ts';
import { checkBodyOrganization } from './bodyFields.ts';
import { newDeviceOf } from './deviceFields.ts';
import { ApiError, conflict, notFound } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';

type OnboardedDevice = OnboardBody['deviceList'][number];

/** A device of a checked body: what its schema cannot say (organization, integration, ...). */
function onboardedDevice(db: Database, organizationId: number, item: OnboardedDevice): DeviceInput {
    checkBodyOrganization(item.organizationId, organizationId);
    const integration = findIntegration(db, organizationId, item.integrationId);
    if (!integration) throw notFound(`Integration ${item.integrationId} not found`);
    return newDeviceOf(db, integration, item);
}

export function deviceOnboardRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };
        // The caller and the organization are checked before the body.
        const write = { preValidation: adminScoped(db) };

        app.post<{ Body: OnboardBody }>(
            '/devices/onboard',
            {
                ...write,
                schema: { body: OnboardBody, response: { 201: Type.Array(DeviceRecord) } },
            },
            async (request, reply) => {
                const { deviceList } = request.body;
                const inputs = deviceList.map((item, index) => {
                    try {
                        return onboardedDevice(db, request.organizationId, item);
                    } catch (error) {
                        if (error instanceof ApiError && deviceList.length > 1) {
                            throw new ApiError(
                                error.statusCode,
                                `Device ${index + 1}: ${error.message}`,
                            );
                        }
                        throw error;
                    }
                });
                const seen = new Set<string>();
                for (const { deviceId } of inputs) {
                    if (seen.has(deviceId)) throw conflict(`deviceId ${deviceId} appears twice`);
                    seen.add(deviceId);
                }
                const [taken] = takenDeviceIds(db, [...seen]);
                if (taken) throw conflict(`A device with deviceId ${taken} already exists`);
                const created = db.transaction(() =>
                    inputs.map(input => insertDevice(db, input)),
                )();
                return reply.code(201).send(created);
            },
        );

        app.get<{ Params: { integrationId: string } }>(
            '/devices/unboarded/:integrationId',
            read,
            async request => {
                const id = parseId(request.params.integrationId, 'Integration');
                const integration = findIntegration(db, request.organizationId, id);
                if (!integration) {
                    const message = `Integration ${id} not found`;
                    throw missingRecord(db, request, 'integrations', id, message);
                }
                return providerDevices(integration);
            },
        );
    };
}
