import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { SETTINGS } from '../../resources/integrations/schema.ts';
import { RegistrationBody } from '../../resources/devices/schema.ts';
import { schemaAt } from '../../src/validation/schemaCheck.ts';
import {
    findIntegration,
    integrationUsage,
    type InfoList,
    type Integration,
    type IntegrationType,
} from '../db/integrations.ts';
import { adminScoped } from './adminScope.ts';
import type { CollectionHooks } from './declaredCollection.ts';
import { badRequest, conflict } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord } from './organizationScope.ts';
import { registerDevices } from './register.ts';
import { checkBody } from './schemaValidation.ts';

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

/**
 * The rules of integrations that their declaration cannot say (the collection is served by
 * declaration, sandbox/api/declaredCollection.ts, decision 0068): the settings are the type's
 * (settingsOf), the type stays as created, and an integration in use is not removed.
 */
export function integrationHooks(db: Database): CollectionHooks<Integration> {
    return {
        checkCreate: body => ({
            ...body,
            details: { infoList: settingsOf(body.type as IntegrationType, body.details) },
        }),
        checkUpdate(integration, body) {
            if (body.type !== undefined && body.type !== integration.type) {
                throw badRequest('The integration type cannot be changed');
            }
            if (body.details === undefined) return body;
            return { ...body, details: { infoList: settingsOf(integration.type, body.details) } };
        },
        beforeRemove({ id }) {
            const { devices, groups } = integrationUsage(db, id);
            if (devices > 0 || groups > 0) {
                throw conflict(
                    `Integration ${id} is used by ${devices} device(s) and ${groups} device group(s)`,
                );
            }
        },
    };
}

/** The registration of devices on an integration, a call of its own. */
export function integrationRegisterRoutes(db: Database) {
    const existing = (request: FastifyRequest<IdParams>) => {
        const id = parseId(request.params.id, 'Integration');
        const integration = findIntegration(db, request.organizationId, id);
        if (!integration) {
            throw missingRecord(db, request, 'integrations', id, `Integration ${id} not found`);
        }
        return integration;
    };

    return async function register(app: FastifyInstance): Promise<void> {
        app.post<IdParams & { Body: RegistrationBody }>(
            '/integrations/:id/register',
            // A CSV of 100,000 devices is some 30 MB of JSON.
            {
                // The caller and the organization are checked before the body.
                preValidation: adminScoped(db),
                bodyLimit: 64 * 1024 * 1024,
                schema: { body: RegistrationBody },
            },
            async (request, reply) => {
                const integration = existing(request);
                const created = registerDevices(db, integration, request.body);
                return reply.code(201).send({ created: created.length, devices: created });
            },
        );
    };
}
