import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import {
    DeviceGroupBody,
    DeviceGroupChange,
    DeviceGroupRecord,
    groupDetailsSchema,
} from '../../resources/deviceGroups/schema.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CommandBody, CustomMessageBody } from '../../resources/devices/schema.ts';
import {
    deleteDeviceGroup,
    findDeviceGroup,
    findDeviceGroupByName,
    insertDeviceGroup,
    listDeviceGroups,
    updateDeviceGroup,
    type DeviceGroup,
} from '../db/deviceGroups.ts';
import { queueDownlink } from '../db/downlinks.ts';
import type { GroupInfoList } from '../db/deviceGroups.ts';
import { findIntegration, type Integration } from '../db/integrations.ts';
import { adminScoped } from './adminScope.ts';
import { checkBodyOrganization } from './bodyFields.ts';
import { checkMapping, checkSupportedType } from './deviceFields.ts';
import { parseCommand, parseCustomMessage } from './downlinkInput.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';
import { checkBody } from './schemaValidation.ts';
import { shownTo } from './secrets.ts';
import { DEVICE_GROUP_SECRETS } from '../../resources/deviceGroups/secrets.ts';

const shown = shownTo(DEVICE_GROUP_SECRETS);

type IdParams = { Params: { id: string } };

/** Multicast groups of devices of one type on one integration; names unique per organization. */
export function deviceGroupRoutes(db: Database) {
    const existing = (request: FastifyRequest<IdParams>): DeviceGroup => {
        const id = parseId(request.params.id, 'Device group');
        const group = findDeviceGroup(db, request.organizationId, id);
        if (!group) {
            throw missingRecord(db, request, 'device_groups', id, `Device group ${id} not found`);
        }
        return group;
    };
    const nameIsFree = (organizationId: number, name: string, exceptId?: number) => {
        const other = findDeviceGroupByName(db, organizationId, name);
        if (other && other.id !== exceptId) {
            throw conflict(`A device group named ${name} already exists`);
        }
    };

    /** An integration of the organization that can address groups: any but REST (spec section 5). */
    const groupIntegration = (organizationId: number, id: number): Integration => {
        const integration = findIntegration(db, organizationId, id);
        if (!integration) throw notFound(`Integration ${id} not found`);
        if (integration.type === 'REST') {
            throw badRequest(
                `Device groups are not possible with a ${integration.type} integration`,
            );
        }
        return integration;
    };

    /**
     * The multicast fields for the integration's type, by its schema (groupDetailsSchema); the
     * keys it does not name are dropped (a group of a type without multicast keys has none).
     */
    const infoListOf = (integration: Integration, groupDetails: unknown): GroupInfoList => {
        const schema = groupDetailsSchema(integration.type);
        if (!schema) return {};
        const checked = checkBody<{ groupDetails: { infoList: Record<string, string> } }>(schema, {
            groupDetails: groupDetails ?? {},
        });
        const infoList = checked.groupDetails.infoList;
        const keys = Object.keys(schema.properties.groupDetails.properties.infoList.properties);
        return Object.fromEntries(keys.map(key => [key, infoList[key] ?? '']));
    };

    /** A whole group of the organization from a checked body: what its schema cannot say. */
    const groupOf = (body: DeviceGroupBody, organizationId: number) => {
        checkBodyOrganization(body.organizationId, organizationId);
        const integration = groupIntegration(organizationId, body.integrationId);
        return {
            name: body.name,
            integrationId: integration.id,
            organizationId,
            mapping: checkMapping(db, organizationId, body.mapping ?? null),
            details: checkSupportedType(body.details),
            groupDetails: { infoList: infoListOf(integration, body.groupDetails) },
        };
    };

    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };
        // The caller and the organization are checked before the body.
        const write = { preValidation: adminScoped(db) };
        const one = { 200: DeviceGroupRecord };

        app.get(
            '/device-groups',
            { ...read, schema: { response: { 200: Type.Array(DeviceGroupRecord) } } },
            async request => shown(request, listDeviceGroups(db, request.organizationId)),
        );

        app.get<IdParams>(
            '/device-groups/:id',
            { ...read, schema: { response: { 200: DeviceGroupRecord } } },
            async request => shown(request, existing(request)),
        );

        app.post<{ Body: DeviceGroupBody }>(
            '/device-groups',
            { ...write, schema: { body: DeviceGroupBody, response: { 201: DeviceGroupRecord } } },
            async (request, reply) => {
                const group = groupOf(request.body, request.organizationId);
                nameIsFree(request.organizationId, group.name);
                return reply.code(201).send(insertDeviceGroup(db, group));
            },
        );

        app.patch<IdParams & { Body: DeviceGroupChange }>(
            '/device-groups/:id',
            { ...write, schema: { body: DeviceGroupChange, response: one } },
            async request => {
                const { organizationId } = request;
                const group = existing(request);
                const body = request.body;
                if (body.id !== undefined && body.id !== null && Number(body.id) !== group.id) {
                    throw badRequest(
                        `Device group id ${String(body.id)} in the body does not match ${group.id}`,
                    );
                }
                const given = Object.fromEntries(
                    Object.entries(body).filter(([, value]) => value !== undefined),
                );
                const merged = checkBody<DeviceGroupBody>(DeviceGroupBody, {
                    ...group,
                    ...given,
                    organizationId: body.organizationId,
                });
                const updated: DeviceGroup = { ...group, ...groupOf(merged, organizationId) };
                nameIsFree(organizationId, updated.name, group.id);
                updateDeviceGroup(db, updated);
                return updated;
            },
        );

        app.delete<IdParams>('/device-groups/:id', write, async request => {
            const { id } = existing(request);
            deleteDeviceGroup(db, request.organizationId, id);
            return { id };
        });

        app.post<IdParams & { Body: CustomMessageBody }>(
            '/device-groups/:id/send',
            { ...write, schema: { body: CustomMessageBody } },
            async (request, reply) => {
                const group = existing(request);
                const integration = findIntegration(
                    db,
                    request.organizationId,
                    group.integrationId,
                );
                if (!integration) throw notFound(`Integration ${group.integrationId} not found`);
                const message = parseCustomMessage(integration.type, request.body);
                const target = { organizationId: request.organizationId, groupRef: group.id };
                return reply.code(202).send(queueDownlink(db, target, 'SEND', message));
            },
        );

        app.post<IdParams & { Body: CommandBody }>(
            '/device-groups/:id/command',
            { ...write, schema: { body: CommandBody } },
            async (request, reply) => {
                const group = existing(request);
                const command = parseCommand(group.details, request.body);
                const target = { organizationId: request.organizationId, groupRef: group.id };
                return reply.code(202).send(queueDownlink(db, target, 'COMMAND', command));
            },
        );
    };
}
