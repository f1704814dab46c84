/**
 * A service of an organization as the product API sends it (sandbox/API.md, "Services"; product
 * specification sections 3 and 7) and its types, shared with the sandbox (types only).
 */

export const SERVICE_TYPES = ['SLS', 'STS', 'SVS', 'SES'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The types offered when adding a service (section 9). */
export const ADDABLE_SERVICE_TYPES: readonly ServiceType[] = ['SLS', 'SES', 'SVS'];

/** GET /services, GET /services/{id}: its schema's type (./schema.ts). */
export type { Service } from './schema.ts';

export const serviceTypeLabelKey = (type: string) => `resources.services.types.${type}`;
