import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LICENCE_TYPES_OF_SERVICE_TYPE, licencesOf } from '../db/licences.ts';
import {
    countEnabledServicesOfType,
    dropServicePlans,
    findService,
    serviceUsage,
    setServiceEnabled,
    type Service,
} from '../db/services.ts';
import { ServiceRecord } from '../../resources/services/schema.ts';
import { adminScoped, requireSystemAdmin } from './adminScope.ts';
import type { CollectionHooks } from './declaredCollection.ts';
import { ACTIVATION_OPTIONS, type ActivationOption } from './deviceActivation.ts';
import { badRequest, conflict } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord } from './organizationScope.ts';

const given = (value: unknown) => value !== undefined && value !== null;

function parseActivationOption(value: string): ActivationOption {
    if (!ACTIVATION_OPTIONS.includes(value as ActivationOption)) {
        throw badRequest(
            `Unknown activation option ${value}; expected ${ACTIVATION_OPTIONS.join(', ')}`,
        );
    }
    return value as ActivationOption;
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

/**
 * The rules of services that their declaration cannot say (the collection is served by
 * declaration, sandbox/api/declaredCollection.ts): a new service starts not activated, an update
 * keeps the type and the activation, a service in use is not removed, and a removed one leaves
 * the responsibles' plans.
 */
export function serviceHooks(db: Database): CollectionHooks<Service> {
    return {
        checkCreate(body) {
            if (given(body.activationOption) && body.activationOption !== 'NO_ACTIVATION') {
                throw badRequest(
                    'A new service starts with NO_ACTIVATION; activate it with PUT /services/{id}/activation/{value}',
                );
            }
        },
        checkUpdate(service, body) {
            if (given(body.type) && body.type !== service.type) {
                throw badRequest('The service type cannot be changed');
            }
            if (given(body.isEnabled) && body.isEnabled !== service.isEnabled) {
                throw badRequest(
                    'The activation changes only with PUT /services/{id}/activation/{value}',
                );
            }
        },
        beforeRemove({ id }) {
            const { devices, groups } = serviceUsage(db, id);
            if (devices > 0 || groups > 0) {
                throw conflict(
                    `Service ${id} is used by ${devices} device(s) and ${groups} device group(s)`,
                );
            }
            dropServicePlans(db, id);
        },
    };
}

/** The activation of a service, its own call. */
export function serviceActivationRoutes(db: Database) {
    const existing = (request: FastifyRequest<{ Params: { id: string } }>) => {
        const id = parseId(request.params.id, 'Service');
        const service = findService(db, request.organizationId, id);
        if (!service) throw missingRecord(db, request, 'services', id, `Service ${id} not found`);
        return service;
    };

    return async function register(app: FastifyInstance): Promise<void> {
        // The caller and the organization are checked before the body.
        const write = { preValidation: adminScoped(db) };

        app.put<{ Params: { id: string; option: string } }>(
            '/services/:id/activation/:option',
            { ...write, schema: { response: { 200: ServiceRecord } } },
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
