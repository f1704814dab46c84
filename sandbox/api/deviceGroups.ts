import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import { DeviceGroupRecord } from '../../resources/deviceGroups/schema.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { findIntegration } from '../db/integrations.ts';
import { adminScoped } from './adminScope.ts';
import { checkBodyOrganization, objectBody, requiredName } from './bodyFields.ts';
import { parseDetails, parseMapping } from './deviceFields.ts';
import { parseGroupInfoList, parseGroupIntegration } from './deviceGroupInput.ts';
import { parseCommand, parseCustomMessage } from './downlinkInput.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';
import { shownTo } from './secrets.ts';
import { DEVICE_GROUP_SECRETS } from '../../resources/deviceGroups/secrets.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

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

    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };
        const write = { preHandler: adminScoped(db) };

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

        app.post('/device-groups', write, async (request, reply) => {
            const { organizationId } = request;
            const body = objectBody(request.body);
            checkBodyOrganization(body.organizationId, organizationId);
            const name = requiredName(body.name, 'name', API_LENGTHS.shortName);
            const integration = parseGroupIntegration(db, organizationId, body.integrationId);
            const group = {
                name,
                integrationId: integration.id,
                organizationId,
                mapping: parseMapping(db, organizationId, body.mapping),
                details: parseDetails(body.details),
                groupDetails: { infoList: parseGroupInfoList(integration, body.groupDetails) },
            };
            nameIsFree(organizationId, name);
            return reply.code(201).send(insertDeviceGroup(db, group));
        });

        app.patch<IdParams>('/device-groups/:id', write, async request => {
            const { organizationId } = request;
            const group = existing(request);
            const body = objectBody(request.body);
            if (body.id !== undefined && body.id !== null && Number(body.id) !== group.id) {
                throw badRequest(
                    `Device group id ${String(body.id)} in the body does not match ${group.id}`,
                );
            }
            checkBodyOrganization(body.organizationId, organizationId);
            const has = (key: string) => body[key] !== undefined;
            const integration = parseGroupIntegration(
                db,
                organizationId,
                has('integrationId') ? body.integrationId : group.integrationId,
            );
            const updated: DeviceGroup = {
                ...group,
                name: has('name')
                    ? requiredName(body.name, 'name', API_LENGTHS.shortName)
                    : group.name,
                integrationId: integration.id,
                mapping: has('mapping')
                    ? parseMapping(db, organizationId, body.mapping)
                    : group.mapping,
                details: has('details') ? parseDetails(body.details) : group.details,
                groupDetails: {
                    infoList: parseGroupInfoList(
                        integration,
                        has('groupDetails') ? body.groupDetails : group.groupDetails,
                    ),
                },
            };
            nameIsFree(organizationId, updated.name, group.id);
            updateDeviceGroup(db, updated);
            return updated;
        });

        app.delete<IdParams>('/device-groups/:id', write, async request => {
            const { id } = existing(request);
            deleteDeviceGroup(db, request.organizationId, id);
            return { id };
        });

        app.post<IdParams>('/device-groups/:id/send', write, async (request, reply) => {
            const group = existing(request);
            const integration = findIntegration(db, request.organizationId, group.integrationId);
            if (!integration) throw notFound(`Integration ${group.integrationId} not found`);
            const message = parseCustomMessage(integration.type, request.body);
            const target = { organizationId: request.organizationId, groupRef: group.id };
            return reply.code(202).send(queueDownlink(db, target, 'SEND', message));
        });

        app.post<IdParams>('/device-groups/:id/command', write, async (request, reply) => {
            const group = existing(request);
            const command = parseCommand(group.details, request.body);
            const target = { organizationId: request.organizationId, groupRef: group.id };
            return reply.code(202).send(queueDownlink(db, target, 'COMMAND', command));
        });
    };
}
