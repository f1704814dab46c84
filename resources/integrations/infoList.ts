/**
 * The create and update bodies of an integration (sandbox/API.md "Integrations"): the type's
 * infoList fields and nothing else.
 */
import type { RaRecord } from 'react-admin';
import { isFilled, type InfoValues } from './filledValue';
import { randomSecret } from './secret';
import { swisscomCredentialSet } from './swisscomCredentials';
import type { InfoList, IntegrationType } from './types';

/** Default Swisscom LPN API address (the specification leaves it open; see docs/product-decisions.md). */
export const SWISSCOM_DEFAULT_URL = 'https://api.lpn.swisscom.ch';

/** The infoList fields of each type, in the order the forms show them. */
export const INFO_FIELDS: Record<IntegrationType, readonly string[]> = {
    CHIRPSTACK_V3: ['url', 'applicationId', 'apiToken'],
    CHIRPSTACK_V4: ['url', 'applicationId', 'apiToken'],
    MQTT: ['username', 'password', 'clientId'],
    REST: ['integrationSecret'],
    WEBHOOK_DIGIMONDO: ['integrationSecret'],
    SWISSCOM: ['as_id', 'as_key', 'url', 'connectivityPlanId', 'username', 'password', 'apiToken'],
    DIGIMONDO: ['url', 'applicationId', 'organizationId', 'apiToken'],
    ELEMENT: ['url', 'apiToken', 'folder', 'driverInstance'],
};

/** The starting values when a type is picked in the wizard. */
export const defaultInfoList = (type: IntegrationType): InfoList => {
    switch (type) {
        case 'REST':
        case 'WEBHOOK_DIGIMONDO':
            return { integrationSecret: randomSecret() };
        case 'SWISSCOM':
            return { url: SWISSCOM_DEFAULT_URL };
        default:
            return {};
    }
};

const toNumber = (value: string | number) => {
    if (typeof value === 'number') return value;
    const parsed = Number(String(value).trim());
    return Number.isFinite(parsed) ? parsed : value;
};

/** The fields a type sends, with MQTT's clientId and Swisscom's either/or applied. */
const fieldsToSend = (type: IntegrationType, values: InfoValues): readonly string[] => {
    if (type === 'SWISSCOM') {
        const common = ['as_id', 'as_key', 'url', 'connectivityPlanId'];
        return swisscomCredentialSet(values) === 'apiToken'
            ? [...common, 'apiToken']
            : [...common, 'username', 'password'];
    }
    return INFO_FIELDS[type];
};

/** The infoList to send: the type's filled fields (a form holds texts and numbers). */
export const buildInfoList = (type: IntegrationType, values: InfoValues): InfoList => {
    const source: InfoValues = type === 'MQTT' ? { ...values, clientId: values.username } : values;
    const infoList: InfoList = {};
    for (const field of fieldsToSend(type, source)) {
        const value = source[field] as string | number | undefined;
        if (value === undefined || !isFilled(value)) continue;
        infoList[field] =
            field === 'applicationId' && type.startsWith('CHIRPSTACK') ? toNumber(value) : value;
    }
    return infoList;
};

/** Body of POST /integrations (no id) or PATCH /integrations/{id} (the type cannot change). */
export const integrationPayload = (record: Partial<RaRecord>) => {
    const type = record.type as IntegrationType;
    const details = {
        infoList: buildInfoList(type, (record.details?.infoList ?? {}) as InfoValues),
    };
    if (record.id !== undefined) return { name: record.name, details };
    return { name: record.name, type, organizationId: record.organizationId, details };
};
