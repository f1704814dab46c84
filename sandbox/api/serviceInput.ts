/** Reading the bodies and parameters of the service calls; each problem is a 400 `{ message }`. */
import { SERVICE_TYPES, type Service, type ServiceType } from '../db/services.ts';
import { checkBodyOrganization, objectBody } from './bodyFields.ts';
import { ACTIVATION_OPTIONS, type ActivationOption } from './deviceActivation.ts';
import { badRequest } from './errors.ts';
import { parseName } from './organizationInput.ts';

const given = (value: unknown) => value !== undefined && value !== null;

export function parseServiceType(value: unknown): ServiceType {
    if (!given(value) || value === '') throw badRequest('Type is required');
    if (!SERVICE_TYPES.includes(value as ServiceType)) {
        throw badRequest(`Type must be one of ${SERVICE_TYPES.join(', ')}`);
    }
    return value as ServiceType;
}

export function parseActivationOption(value: string): ActivationOption {
    if (!ACTIVATION_OPTIONS.includes(value as ActivationOption)) {
        throw badRequest(
            `Unknown activation option ${value}; expected ${ACTIVATION_OPTIONS.join(', ')}`,
        );
    }
    return value as ActivationOption;
}

/**
 * POST /services `{ name, type, organizationId?, activationOption? }`. A new service starts not
 * activated: activationOption may only be NO_ACTIVATION (activating needs the activation call).
 */
export function parseNewService(body: unknown, organizationId: number) {
    const input = objectBody(body);
    const name = parseName(input.name, 'Name');
    const type = parseServiceType(input.type);
    checkBodyOrganization(input.organizationId, organizationId);
    if (given(input.activationOption) && input.activationOption !== 'NO_ACTIVATION') {
        throw badRequest(
            'A new service starts with NO_ACTIVATION; activate it with PUT /services/{id}/activation/{value}',
        );
    }
    return { name, type, organizationId };
}

/** PATCH /services/{id} `{ name, id?, type?, organizationId?, isEnabled? }`: only the name changes. */
export function parseServiceUpdate(body: unknown, service: Service): { name: string } {
    const input = objectBody(body);
    if (given(input.id) && Number(input.id) !== service.id) {
        throw badRequest(`Service id ${String(input.id)} in the body does not match ${service.id}`);
    }
    if (given(input.type) && input.type !== service.type) {
        throw badRequest('The service type cannot be changed');
    }
    if (given(input.isEnabled) && input.isEnabled !== service.isEnabled) {
        throw badRequest('The activation changes only with PUT /services/{id}/activation/{value}');
    }
    checkBodyOrganization(input.organizationId, service.organizationId);
    return { name: input.name === undefined ? service.name : parseName(input.name, 'Name') };
}
