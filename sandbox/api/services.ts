import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LICENCE_TYPES_OF_SERVICE_TYPE, licencesOf } from '../db/licences.ts';
import {
    countEnabledServicesOfType,
    deleteService,
    findService,
    findServiceByName,
    insertService,
    listServices,
    renameService,
    serviceUsage,
    setServiceEnabled,
    type Service,
} from '../db/services.ts';
import { Type } from 'typebox';
import {
    NewServiceBody,
    ServiceRecord,
    ServiceUpdateBody,
} from '../../resources/services/schema.ts';
import { adminScoped, requireSystemAdmin } from './adminScope.ts';
import { checkBodyOrganization } from './bodyFields.ts';
import { ACTIVATION_OPTIONS, type ActivationOption } from './deviceActivation.ts';
import { badRequest, conflict } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';

type IdParams = { Params: { id: string } };

const given = (value: unknown) => value !== undefined && value !== null;

function parseActivationOption(value: string): ActivationOption {
    if (!ACTIVATION_OPTIONS.includes(value as ActivationOption)) {
        throw badRequest(
            `Unknown activation option ${value}; expected ${ACTIVATION_OPTIONS.join(', ')}`,
        );
    }
    return value as ActivationOption;
}

/** What the schema of an update cannot say: the id, type and activation stay as stored. */
function checkUnchanged(body: ServiceUpdateBody, service: Service): void {
    if (given(body.id) && Number(body.id) !== service.id) {
        throw badRequest(`Service id ${String(body.id)} in the body does not match ${service.id}`);
    }
    if (given(body.type) && body.type !== service.type) {
        throw badRequest('The service type cannot be changed');
    }
    if (given(body.isEnabled) && body.isEnabled !== service.isEnabled) {
        throw badRequest('The activation changes only with PUT /services/{id}/activation/{value}');
    }
    checkBodyOrganization(body.organizationId, service.organizationId);
}

/**
 * By licence: the available licences of the service's type must exceed the organization's
 * active services of that type. Types without licence types have 0.
 */
function checkServiceLicences(db: Database, service: Service): void {
    const available = licencesOf(db, service.organizationId);
    const licences = (LICENCE_TYPES_OF_SERVICE_TYPE[service.type] ?? []).reduce(
        (sum, type) => sum + (available[type] ?? 0),
        0,
    );
    if (licences <= countEnabledServicesOfType(db, service.organizationId, service.type)) {
        throw badRequest('Not enough licences');
    }
}

/** Services of an organization: names unique in it, activation through its own call. */
export function serviceRoutes(db: Database) {
    const existing = (request: FastifyRequest<IdParams>) => {
        const id = parseId(request.params.id, 'Service');
        const service = findService(db, request.organizationId, id);
        if (!service) throw missingRecord(db, request, 'services', id, `Service ${id} not found`);
        return service;
    };
    const nameIsFree = (organizationId: number, name: string, exceptId?: number) => {
        const other = findServiceByName(db, organizationId, name);
        if (other && other.id !== exceptId) {
            throw conflict(`A service named ${name} already exists`);
        }
    };

    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: organizationScoped(db) };
        // The caller and the organization are checked before the body.
        const write = { preValidation: adminScoped(db) };

        const one = { 200: ServiceRecord };
        app.get(
            '/services',
            { ...read, schema: { response: { 200: Type.Array(ServiceRecord) } } },
            async request => listServices(db, request.organizationId),
        );

        app.get<IdParams>('/services/:id', { ...read, schema: { response: one } }, async request =>
            existing(request),
        );

        app.post<{ Body: NewServiceBody }>(
            '/services',
            { ...write, schema: { body: NewServiceBody, response: { 201: ServiceRecord } } },
            async (request, reply) => {
                const { name, type, activationOption } = request.body;
                const { organizationId } = request;
                checkBodyOrganization(request.body.organizationId, organizationId);
                if (given(activationOption) && activationOption !== 'NO_ACTIVATION') {
                    throw badRequest(
                        'A new service starts with NO_ACTIVATION; activate it with PUT /services/{id}/activation/{value}',
                    );
                }
                nameIsFree(organizationId, name);
                return reply.code(201).send(insertService(db, { name, type, organizationId }));
            },
        );

        app.patch<IdParams & { Body: ServiceUpdateBody }>(
            '/services/:id',
            { ...write, schema: { body: ServiceUpdateBody, response: one } },
            async request => {
                const service = existing(request);
                checkUnchanged(request.body, service);
                const name = request.body.name ?? service.name;
                nameIsFree(service.organizationId, name, service.id);
                renameService(db, service.id, name);
                return { ...service, name };
            },
        );

        app.delete<IdParams>('/services/:id', write, async request => {
            const { id } = existing(request);
            const { devices, groups } = serviceUsage(db, id);
            if (devices > 0 || groups > 0) {
                throw conflict(
                    `Service ${id} is used by ${devices} device(s) and ${groups} device group(s)`,
                );
            }
            deleteService(db, id);
            return { id };
        });

        app.put<{ Params: { id: string; option: string } }>(
            '/services/:id/activation/:option',
            write,
            async request => {
                const option = parseActivationOption(request.params.option);
                if (option === 'AS_ADMIN')
                    requireSystemAdmin(request, 'activate services as admin');
                const service = existing(request);
                const enable = option !== 'NO_ACTIVATION';
                if (service.isEnabled === enable) {
                    throw badRequest(
                        `Service ${service.id} is ${enable ? 'already activated' : 'not activated'}`,
                    );
                }
                db.transaction(() => {
                    if (option === 'BY_LICENCE') checkServiceLicences(db, service);
                    setServiceEnabled(db, service.id, enable);
                })();
                return { ...service, isEnabled: enable };
            },
        );
    };
}
