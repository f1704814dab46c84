/** Validation of device groups: the integration type and the multicast fields. */
import type { Database } from 'better-sqlite3';
import type { GroupInfoList } from '../db/deviceGroups.ts';
import { LORAWAN_TYPES, type Integration } from '../db/integrations.ts';
import { parseIntegration } from './deviceFields.ts';
import { badRequest } from './errors.ts';

/** Hex fields and their lengths (upper case). */
const HEX_FIELDS: Record<string, number> = { nwAdr: 8, nwSKey: 32, appSKey: 32 };
const SWISSCOM_HEX_FIELDS: Record<string, number> = { mcDevEUI: 16 };
const SWISSCOM_TEXT_FIELDS = ['connectivityPlanId', 'routingProfileId', 'tag'];

/** An integration of the organization that can address groups: any but REST (spec section 5). */
export function parseGroupIntegration(
    db: Database,
    organizationId: number,
    value: unknown,
): Integration {
    const integration = parseIntegration(db, organizationId, value);
    if (integration.type === 'REST') {
        throw badRequest(`Device groups are not possible with a ${integration.type} integration`);
    }
    return integration;
}

function hexField(infoList: Record<string, unknown>, key: string, length: number): string {
    const value = infoList[key];
    if (value === undefined || value === null || value === '')
        throw badRequest(`${key} is required`);
    if (typeof value !== 'string' || !new RegExp(`^[0-9A-F]{${length}}$`).test(value)) {
        throw badRequest(`${key} must be ${length} upper-case hex characters`);
    }
    return value;
}

/**
 * The multicast fields of `groupDetails.infoList` for the integration's type; others are dropped.
 * Only types that carry LoRaWAN messages (spec section 9) have multicast keys: a group of another
 * type (MQTT, webhook) stores an empty info list, and may leave `groupDetails` out.
 */
export function parseGroupInfoList(integration: Integration, groupDetails: unknown): GroupInfoList {
    const infoList =
        typeof groupDetails === 'object' && groupDetails !== null
            ? (groupDetails as Record<string, unknown>).infoList
            : undefined;
    if (!LORAWAN_TYPES.includes(integration.type)) {
        if (infoList !== undefined && infoList !== null && typeof infoList !== 'object') {
            throw badRequest('groupDetails.infoList must be an object');
        }
        return {};
    }
    if (typeof infoList !== 'object' || infoList === null || Array.isArray(infoList)) {
        throw badRequest('groupDetails.infoList is required');
    }
    const given = infoList as Record<string, unknown>;
    const swisscom = integration.type === 'SWISSCOM';
    const result: GroupInfoList = {};
    const hex = swisscom ? { ...HEX_FIELDS, ...SWISSCOM_HEX_FIELDS } : HEX_FIELDS;
    for (const [key, length] of Object.entries(hex)) result[key] = hexField(given, key, length);
    if (swisscom) {
        for (const key of SWISSCOM_TEXT_FIELDS) {
            const value = given[key];
            if (typeof value !== 'string' || value.trim() === '')
                throw badRequest(`${key} is required`);
            result[key] = value.trim();
        }
    }
    return result;
}
