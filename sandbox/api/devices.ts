import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import { DeviceChange, DeviceRecord, type DeviceTag } from '../../resources/devices/schema.ts';
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
import { findIntegration } from '../db/integrations.ts';
import { checkBodyOrganization } from './bodyFields.ts';
import { checkMapping, checkSupportedType } from './deviceFields.ts';
import { badRequest, conflict, forbidden, notFound } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';

export type IdParams = { Params: { id: string } };

/** The device of the URL, in the request's organization (404 otherwise). */
export function deviceOf(db: Database, request: FastifyRequest<IdParams>): Device {
    const id = parseId(request.params.id, 'Device');
    const device = findDevice(db, request.organizationId, id);
    if (!device) throw missingRecord(db, request, 'devices', id, `Device ${id} not found`);
    return device;
}

/** The update payload over the stored device: fields left out keep their value. */
function applyUpdate(
    db: Database,
    request: FastifyRequest<IdParams & { Body: DeviceChange }>,
    device: Device,
): Device {
    const body = request.body;
    const { organizationId } = request;
    if (body.id !== undefined && body.id !== null && Number(body.id) !== device.id) {
        throw badRequest(`Device id ${String(body.id)} in the body does not match ${device.id}`);
    }
    checkBodyOrganization(body.organizationId, organizationId);
    const { isTSD } = body;
    if (isTSD !== undefined && isTSD !== device.isTSD && !request.caller.systemAdmin) {
        throw forbidden('Only system admins may change isTSD');
    }
    if (
        body.integrationId !== undefined &&
        !findIntegration(db, organizationId, body.integrationId)
    ) {
        throw notFound(`Integration ${body.integrationId} not found`);
    }
    const tags =
        body.tags === undefined ? device.tags : [...new Set((body.tags ?? []) as DeviceTag[])];
    const interval = body.updateInterval;
    const updated: Device = {
        ...device,
        name: body.name ?? device.name,
        description: body.description ?? device.description,
        deviceId: body.deviceId ?? device.deviceId,
        integrationId: body.integrationId ?? device.integrationId,
        mapping:
            body.mapping === undefined
                ? device.mapping
                : checkMapping(db, organizationId, body.mapping),
        tags,
        isTSD: isTSD ?? device.isTSD,
        updateInterval: interval === undefined ? device.updateInterval : Number(interval ?? 0) || 0,
        location: body.location ?? device.location,
        details: body.details === undefined ? device.details : checkSupportedType(body.details),
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
        // The caller and the organization are checked before the body.
        const write = { preValidation: adminScoped(db) };

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

        app.patch<IdParams & { Body: DeviceChange }>(
            '/devices/:id',
            { ...write, schema: { body: DeviceChange, response: { 200: DeviceRecord } } },
            async request => {
                const device = deviceOf(db, request);
                return updateDevice(db, applyUpdate(db, request, device));
            },
        );

        app.delete<IdParams>('/devices/:id', write, async request => {
            const { id } = deviceOf(db, request);
            deleteDevice(db, request.organizationId, id);
            return { id };
        });
    };
}
