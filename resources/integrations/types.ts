/**
 * Integration records of the product API (sandbox/API.md, "Integrations"; product specification
 * sections 3 and 7) and their types, shared with the sandbox (which imports only the types).
 */

export const INTEGRATION_TYPES = [
    'CHIRPSTACK_V3',
    'CHIRPSTACK_V4',
    'MQTT',
    'REST',
    'SWISSCOM',
    'DIGIMONDO',
    'WEBHOOK_DIGIMONDO',
    'ELEMENT',
] as const;

export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

/** GET /integrations, GET /integrations/{id}; the type-specific settings (infoList): ./schema.ts. */
export type { InfoList, Integration } from './schema.ts';

export const isIntegrationType = (value: unknown): value is IntegrationType =>
    typeof value === 'string' && (INTEGRATION_TYPES as readonly string[]).includes(value);

/** Translation key of a type's human label, e.g. "ChirpStack v4". */
export const typeLabelKey = (type: string) => `resources.integrations.types.${type}`;

/** The form source of an infoList field. */
export const infoSource = (field: string) => `details.infoList.${field}`;

/** Integrations that receive uplinks on an address of ours, keyed by their secret. */
export const SECRET_TYPES: IntegrationType[] = ['REST', 'WEBHOOK_DIGIMONDO'];
