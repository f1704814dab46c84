/** A service of an organization (product specification section 3) and its types. */
import type { RaRecord } from 'react-admin';

export const SERVICE_TYPES = ['SLS', 'STS', 'SVS', 'SES'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The types offered when adding a service (section 9). */
export const ADDABLE_SERVICE_TYPES: readonly ServiceType[] = ['SLS', 'SES', 'SVS'];

export interface Service extends RaRecord {
    name: string;
    type: ServiceType;
    organizationId: number;
    isEnabled: boolean;
}

export const serviceTypeLabelKey = (type: string) => `resources.services.types.${type}`;
