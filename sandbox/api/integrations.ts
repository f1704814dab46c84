import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import {
    IntegrationBody,
    IntegrationChange,
    IntegrationRecord,
    SETTINGS,
} from '../../resources/integrations/schema.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
    deleteIntegration,
    findIntegration,
    findIntegrationByName,
    insertIntegration,
    integrationUsage,
    listIntegrations,
    updateIntegration,
} from '../db/integrations.ts';
import { adminScoped } from './adminScope.ts';
import type { InfoList, IntegrationType } from '../db/integrations.ts';
import { checkBodyOrganization } from './bodyFields.ts';
import { badRequest, conflict } from './errors.ts';
import { checkBody } from './schemaValidation.ts';
import { schemaAt } from '../../src/validation/schemaCheck.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';
import { registerDevices } from './register.ts';
import { RegistrationBody } from '../../resources/devices/schema.ts';
import { shownTo } from './secrets.ts';
import { INTEGRATION_SECRETS } from '../../resources/integrations/secrets.ts';

const shown = shownTo(INTEGRATION_SECRETS);

type IdParams = { Params: { id: string } };

const filled = (value: unknown) => value !== undefined && value !== '';

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

/** Details whose blank settings are left out: missing, not read as a number 0. */
const withoutBlanks = (details: unknown): unknown => {
    if (!isObject(details) || !isObject(details.infoList)) return details;
    const given = Object.entries(details.infoList).filter(
        ([, value]) => !(typeof value === 'string' && value.trim() === ''),
    );
    return { ...details, infoList: Object.fromEntries(given) };
};

/**
 * The settings of a type from a body's `details`, checked by the type's schema (a text of
 * digits read as a number, a number as a text): its fields only, MQTT's client id its username,
 * Swisscom's unused credentials left out.
 */
function settingsOf(type: IntegrationType, details: unknown): InfoList {
    const schema = SETTINGS[type];
    const { infoList } = checkBody<{ details: { infoList: InfoList } }>(
        schema,
        Value.Convert(schema, { details: withoutBlanks(details) }),
    ).details;
    const keys = Object.keys(schemaAt(schema, 'details.infoList')?.properties ?? {});
    const result = Object.fromEntries(
        keys.filter(key => filled(infoList[key])).map(key => [key, infoList[key]!]),
    );
    if (type === 'MQTT') result.clientId = result.username!;
    return result;
}

/** Integrations with network providers; names are unique within an organization. */
export function integrationRoutes(db: Database) {
    const existing = (request: FastifyRequest<IdParams>) => {
        const id = parseId(request.params.id, 'Integration');
        const integration = findIntegration(db, request.organizationId, id);
        if (!integration) {
            throw missingRecord(db, request, 'integrations', id, `Integration ${id} not found`);
        }
        return integration;
    };
    const nameIsFree = (organizationId: number, name: string, exceptId?: number) => {
        const other = findIntegrationByName(db, organizationId, name);
        if (other && other.id !== exceptId) {
            throw conflict(`An integration named ${name} already exists`);
        }
    };

    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };
        // The caller and the organization are checked before the body.
        const write = { preValidation: adminScoped(db) };

        app.get(
            '/integrations',
            { ...read, schema: { response: { 200: Type.Array(IntegrationRecord) } } },
            async request => shown(request, listIntegrations(db, request.organizationId)),
        );

        app.get<IdParams>(
            '/integrations/:id',
            { ...read, schema: { response: { 200: IntegrationRecord } } },
            async request => shown(request, existing(request)),
        );

        app.post<{ Body: IntegrationBody }>(
            '/integrations',
            { ...write, schema: { body: IntegrationBody, response: { 201: IntegrationRecord } } },
            async (request, reply) => {
                const { name, type, details } = request.body;
                checkBodyOrganization(request.body.organizationId, request.organizationId);
                const infoList = settingsOf(type, details);
                nameIsFree(request.organizationId, name);
                const integration = insertIntegration(db, {
                    name,
                    type,
                    organizationId: request.organizationId,
                    details: { infoList },
                });
                return reply.code(201).send(integration);
            },
        );

        app.patch<IdParams & { Body: IntegrationChange }>(
            '/integrations/:id',
            { ...write, schema: { body: IntegrationChange, response: { 200: IntegrationRecord } } },
            async request => {
                const integration = existing(request);
                const body = request.body;
                if (body.type !== undefined && body.type !== integration.type) {
                    throw badRequest('The integration type cannot be changed');
                }
                if (
                    body.id !== undefined &&
                    body.id !== null &&
                    Number(body.id) !== integration.id
                ) {
                    throw badRequest(
                        `Integration id ${String(body.id)} in the body does not match ${integration.id}`,
                    );
                }
                checkBodyOrganization(body.organizationId, request.organizationId);
                const updated = {
                    ...integration,
                    name: body.name ?? integration.name,
                    details:
                        body.details === undefined
                            ? integration.details
                            : { infoList: settingsOf(integration.type, body.details) },
                };
                nameIsFree(request.organizationId, updated.name, integration.id);
                updateIntegration(db, updated);
                return updated;
            },
        );

        app.delete<IdParams>('/integrations/:id', write, async request => {
            const { id } = existing(request);
            const { devices, groups } = integrationUsage(db, id);
            if (devices > 0 || groups > 0) {
                throw conflict(
                    `Integration ${id} is used by ${devices} device(s) and ${groups} device group(s)`,
                );
            }
            deleteIntegration(db, id);
            return { id };
        });

        app.post<IdParams & { Body: RegistrationBody }>(
            '/integrations/:id/register',
            // A CSV of 100,000 devices is some 30 MB of JSON.
            { ...write, bodyLimit: 64 * 1024 * 1024, schema: { body: RegistrationBody } },
            async (request, reply) => {
                const integration = existing(request);
                const created = registerDevices(db, integration, request.body);
                return reply.code(201).send({ created: created.length, devices: created });
            },
        );
    };
}
