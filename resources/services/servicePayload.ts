/**
 * The bodies of POST /services and PATCH /services/{id}. A new service is created with
 * NO_ACTIVATION (section 4), so it starts not activated; only the name changes on an update.
 */
import type { RaRecord } from 'react-admin';

export interface NewServiceValues {
    name: string;
    type: string;
    organizationId: number;
}

export const newServicePayload = ({ name, type, organizationId }: NewServiceValues) => ({
    name,
    type,
    organizationId,
    activationOption: 'NO_ACTIVATION' as const,
});

/** Ids are integers in the API; the edit page reads its id from the address, as text. */
const apiId = (id: RaRecord['id'] | undefined) =>
    typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;

export const serviceUpdatePayload = (record: Partial<RaRecord>) => ({
    id: apiId(record.id),
    name: record.name,
});

/** A record without an id is a new service. */
export const servicePayload = (record: Partial<RaRecord>) =>
    record.id === undefined
        ? newServicePayload(record as NewServiceValues)
        : serviceUpdatePayload(record);
