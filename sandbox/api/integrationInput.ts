/** Validation of integration bodies: the name, the type and the type's infoList fields. */
import { INTEGRATION_TYPES, type InfoList, type IntegrationType } from '../db/integrations.ts';
import { callableAddress, requiredName } from './bodyFields.ts';
import { badRequest } from './errors.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

type FieldKind = 'text' | 'number';

/** The required infoList fields of each type (Swisscom's credentials are checked apart). */
const FIELDS: Record<IntegrationType, Record<string, FieldKind>> = {
    CHIRPSTACK_V3: { url: 'text', applicationId: 'number', apiToken: 'text' },
    CHIRPSTACK_V4: { url: 'text', applicationId: 'number', apiToken: 'text' },
    MQTT: { username: 'text', password: 'text' },
    REST: { integrationSecret: 'text' },
    WEBHOOK_DIGIMONDO: { integrationSecret: 'text' },
    SWISSCOM: { as_id: 'text', as_key: 'text', url: 'text', connectivityPlanId: 'text' },
    DIGIMONDO: { url: 'text', applicationId: 'text', organizationId: 'text', apiToken: 'text' },
    ELEMENT: { url: 'text', apiToken: 'text', folder: 'text', driverInstance: 'text' },
};

const isBlank = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function field(infoList: Record<string, unknown>, key: string, kind: FieldKind): string | number {
    const value = infoList[key];
    if (isBlank(value)) throw badRequest(`${key} is required`);
    if (kind === 'number') {
        const number =
            typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
        if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
            throw badRequest(`${key} must be a number`);
        }
        return number;
    }
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
    if (value.length > API_LENGTHS.location) {
        throw badRequest(`${key} must be at most ${API_LENGTHS.location} characters long`);
    }
    return key === 'url' ? callableAddress(value, key) : value.trim();
}

/** Swisscom: username + password, or apiToken (not both, not neither). */
function swisscomCredentials(infoList: Record<string, unknown>): InfoList {
    const withUser = !isBlank(infoList.username) || !isBlank(infoList.password);
    const withToken = !isBlank(infoList.apiToken);
    if (withUser && withToken) {
        throw badRequest('Swisscom takes either username and password or apiToken, not both');
    }
    if (withToken) return { apiToken: field(infoList, 'apiToken', 'text') };
    if (!withUser) throw badRequest('Swisscom needs username and password, or apiToken');
    return {
        username: field(infoList, 'username', 'text'),
        password: field(infoList, 'password', 'text'),
    };
}

export function parseIntegrationType(value: unknown): IntegrationType {
    if (isBlank(value)) throw badRequest('Type is required');
    if (!INTEGRATION_TYPES.includes(value as IntegrationType)) {
        throw badRequest(
            `Unknown integration type ${JSON.stringify(value)}; expected one of ${INTEGRATION_TYPES.join(', ')}`,
        );
    }
    return value as IntegrationType;
}

/** The type's fields from `details.infoList`; other keys are dropped. */
export function parseInfoList(type: IntegrationType, details: unknown): InfoList {
    const infoList =
        typeof details === 'object' && details !== null
            ? (details as Record<string, unknown>).infoList
            : undefined;
    if (typeof infoList !== 'object' || infoList === null || Array.isArray(infoList)) {
        throw badRequest('details.infoList is required');
    }
    const given = infoList as Record<string, unknown>;
    const result: InfoList = {};
    for (const [key, kind] of Object.entries(FIELDS[type])) result[key] = field(given, key, kind);
    if (type === 'MQTT') {
        if (!isBlank(given.clientId) && given.clientId !== result.username) {
            throw badRequest('clientId must be equal to username');
        }
        result.clientId = result.username as string;
    }
    if (type === 'SWISSCOM') Object.assign(result, swisscomCredentials(given));
    return result;
}

export function parseIntegrationName(value: unknown): string {
    return requiredName(value, 'Name', API_LENGTHS.name);
}
