import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import { DeviceRecord } from '../../resources/devices/schema.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
    deleteDevice,
    findDevice,
    findDeviceByDeviceId,
    updateDevice,
    type Device,
} from '../db/devices.ts';
import { adminScoped } from './adminScope.ts';
import { deviceListJson } from './listJsonCache.ts';
import {
    checkBodyOrganization,
    objectBody,
    optionalBoolean,
    optionalFreeText,
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
import { badRequest, conflict, forbidden } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

export type IdParams = { Params: { id: string } };

/** The device of the URL, in the request's organization (404 otherwise). */
export function deviceOf(db: Database, request: FastifyRequest<IdParams>): Device {
    const id = parseId(request.params.id, 'Device');
    const device = findDevice(db, request.organizationId, id);
    if (!device) throw missingRecord(db, request, 'devices', id, `Device ${id} not found`);
    return device;
}

/** The update payload over the stored device: fields left out keep their value. */
function applyUpdate(db: Database, request: FastifyRequest<IdParams>, device: Device): Device {
    const body = objectBody(request.body);
    const has = (key: string) => body[key] !== undefined;
    if (has('id') && body.id !== null && Number(body.id) !== device.id) {
        throw badRequest(`Device id ${String(body.id)} in the body does not match ${device.id}`);
    }
    checkBodyOrganization(body.organizationId, request.organizationId);
    const isTSD = optionalBoolean(body.isTSD, 'isTSD');
    if (isTSD !== undefined && isTSD !== device.isTSD && !request.caller.systemAdmin) {
        throw forbidden('Only system admins may change isTSD');
    }
    const updated: Device = {
        ...device,
        name: has('name') ? requiredName(body.name, 'name', API_LENGTHS.shortName) : device.name,
        description: has('description')
            ? optionalFreeText(body.description, 'description')
            : device.description,
        deviceId: has('deviceId') ? parseDeviceId(body.deviceId) : device.deviceId,
        integrationId: has('integrationId')
            ? parseIntegration(db, request.organizationId, body.integrationId).id
            : device.integrationId,
        mapping: has('mapping')
            ? parseMapping(db, request.organizationId, body.mapping)
            : device.mapping,
        tags: has('tags') ? parseTags(body.tags) : device.tags,
        isTSD: isTSD ?? device.isTSD,
        updateInterval: has('updateInterval')
            ? parseUpdateInterval(body.updateInterval)
            : device.updateInterval,
        location: has('location')
            ? optionalFreeText(body.location, 'location', API_LENGTHS.location, 'name')
            : device.location,
        details: has('details') ? parseDetails(body.details) : device.details,
    };
    if (updated.deviceId !== device.deviceId && findDeviceByDeviceId(db, updated.deviceId)) {
        throw conflict(`A device with deviceId ${updated.deviceId} already exists`);
    }
    return updated;
}

/** Devices: list, read, update, remove (onboarding, activation and messages have modules of their own). */
export function deviceRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };
        const write = { preHandler: adminScoped(db) };

        // Built by SQLite as one JSON text (and kept until the data changes): fast for 100,000.
        app.get(
            '/devices',
            { ...read, schema: { response: { 200: Type.Array(DeviceRecord) } } },
            async (request, reply) =>
                reply
                    .type('application/json; charset=utf-8')
                    .send(deviceListJson(db, request.organizationId)),
        );

        app.get<IdParams>(
            '/devices/:id',
            { ...read, schema: { response: { 200: DeviceRecord } } },
            async request => deviceOf(db, request),
        );

        app.patch<IdParams>('/devices/:id', write, async request => {
            const device = deviceOf(db, request);
            return updateDevice(db, applyUpdate(db, request, device));
        });

        app.delete<IdParams>('/devices/:id', write, async request => {
            const { id } = deviceOf(db, request);
            deleteDevice(db, request.organizationId, id);
            return { id };
        });
    };
}
