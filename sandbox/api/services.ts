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
import { adminScoped, requireSystemAdmin } from './adminScope.ts';
import { badRequest, conflict } from './errors.ts';
import { parseId } from './organizationInput.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';
import { parseActivationOption, parseNewService, parseServiceUpdate } from './serviceInput.ts';

type IdParams = { Params: { id: string } };

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
        const write = { preHandler: adminScoped(db) };

        app.get('/services', read, async request => listServices(db, request.organizationId));

        app.get<IdParams>('/services/:id', read, async request => existing(request));

        app.post('/services', write, async (request, reply) => {
            const input = parseNewService(request.body, request.organizationId);
            nameIsFree(input.organizationId, input.name);
            return reply.code(201).send(insertService(db, input));
        });

        app.patch<IdParams>('/services/:id', write, async request => {
            const service = existing(request);
            const { name } = parseServiceUpdate(request.body, service);
            nameIsFree(service.organizationId, name, service.id);
            renameService(db, service.id, name);
            return { ...service, name };
        });

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
