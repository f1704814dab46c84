import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DeviceGroupBody, groupDetailsSchema } from '../../resources/deviceGroups/schema.ts';
import { CommandBody, CustomMessageBody } from '../../resources/devices/schema.ts';
import { findDeviceGroup, type DeviceGroup, type GroupInfoList } from '../db/deviceGroups.ts';
import { queueDownlink } from '../db/downlinks.ts';
import { findIntegration, type Integration } from '../db/integrations.ts';
import { adminScoped } from './adminScope.ts';
import type { CollectionHooks } from './declaredCollection.ts';
import { checkSupportedType } from './deviceFields.ts';
import { parseCommand, parseCustomMessage } from './downlinkInput.ts';
import { badRequest, notFound } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord } from './organizationScope.ts';
import { notInOrganization } from './references.ts';
import { checkBody } from './schemaValidation.ts';

type IdParams = { Params: { id: string } };

/**
 * The rules of device groups that their declaration cannot say (the collection is served by
 * declaration, sandbox/api/declaredCollection.ts, decision 0068): a group is stored whole from a
 * checked body (groupOf): its integration not REST (that it and the service are the
 * organization's is the declared references' rule), its device type supported, its multicast part the integration type's; an
 * update is laid over the stored group and checked whole again.
 */
export function deviceGroupHooks(db: Database): CollectionHooks<DeviceGroup> {
    /**
     * An integration of the organization that can address groups: any but REST (spec section 5).
     * That the body's ids name records of the organization is the declared references' rule,
     * checked before (./references.ts); the stored group's are.
     */
    const groupIntegration = (organizationId: number, id: number): Integration => {
        const integration = findIntegration(db, organizationId, id);
        if (!integration) throw notInOrganization('integrations', id);
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
        const integration = groupIntegration(organizationId, body.integrationId);
        return {
            name: body.name,
            integrationId: integration.id,
            mapping: body.mapping ?? null,
            details: checkSupportedType(body.details),
            groupDetails: { infoList: infoListOf(integration, body.groupDetails) },
        };
    };

    return {
        checkCreate: (body, request) => groupOf(body as DeviceGroupBody, request.organizationId),
        checkUpdate(group, body) {
            const given = Object.fromEntries(
                Object.entries(body).filter(([, value]) => value !== undefined),
            );
            const merged = checkBody<DeviceGroupBody>(DeviceGroupBody, {
                ...group,
                ...given,
                organizationId: body.organizationId,
            });
            return groupOf(merged, group.organizationId);
        },
    };
}

/** The downlinks of a group, calls of their own. */
export function deviceGroupDownlinkRoutes(db: Database) {
    const existing = (request: FastifyRequest<IdParams>): DeviceGroup => {
        const id = parseId(request.params.id, 'Device group');
        const group = findDeviceGroup(db, request.organizationId, id);
        if (!group) {
            throw missingRecord(db, request, 'device_groups', id, `Device group ${id} not found`);
        }
        return group;
    };

    return async function register(app: FastifyInstance): Promise<void> {
        // The caller and the organization are checked before the body.
        const write = { preValidation: adminScoped(db) };

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
