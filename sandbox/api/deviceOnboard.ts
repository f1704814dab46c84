/** Onboarding: devices the provider knows (or, for REST/webhook, one new device). */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { insertDevice, takenDeviceIds, type DeviceInput } from '../db/devices.ts';
import { findIntegration } from '../db/integrations.ts';
import { providerDevices } from '../providers/providerDevices.ts';
import { adminScoped } from './adminScope.ts';
import {
    checkBodyOrganization,
    objectBody,
    optionalFreeText,
    requiredId,
    requiredName,
} from './bodyFields.ts';
import {
    parseDetails,
    parseDeviceId,
    parseIntegration,
    parseMapping,
    parseTags,
    parseUpdateInterval,
} from './deviceFields.ts';
import { ApiError, badRequest, conflict } from './errors.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

function parseOnboardItem(db: Database, organizationId: number, raw: unknown): DeviceInput {
    const item = objectBody(raw);
    checkBodyOrganization(item.organizationId, organizationId);
    const integration = parseIntegration(db, organizationId, item.integrationId);
    return {
        name: requiredName(item.name, 'name', API_LENGTHS.shortName),
        description: optionalFreeText(item.description, 'description'),
        deviceId: parseDeviceId(item.deviceId),
        integrationId: integration.id,
        organizationId,
        mapping: parseMapping(db, organizationId, item.mapping),
        tags: parseTags(item.tags),
        isTSD: false,
        isEnabled: false,
        updateInterval: parseUpdateInterval(item.updateInterval),
        location: optionalFreeText(item.location, 'location', API_LENGTHS.location, 'name'),
        details: parseDetails(item.details),
    };
}

export function deviceOnboardRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };
        const write = { preHandler: adminScoped(db) };

        app.post('/devices/onboard', write, async (request, reply) => {
            const { deviceList } = objectBody(request.body);
            if (!Array.isArray(deviceList) || deviceList.length === 0) {
                throw badRequest('deviceList must be a non-empty list');
            }
            const inputs = deviceList.map((raw: unknown, index) => {
                try {
                    return parseOnboardItem(db, request.organizationId, raw);
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
            const created = db.transaction(() => inputs.map(input => insertDevice(db, input)))();
            return reply.code(201).send(created);
        });

        app.get<{ Params: { integrationId: string } }>(
            '/devices/unboarded/:integrationId',
            read,
            async request => {
                const id = requiredId(request.params.integrationId, 'integrationId');
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
