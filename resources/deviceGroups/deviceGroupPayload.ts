/**
 * The body of POST /device-groups and PATCH /device-groups/{id}: name, integrationId,
 * organizationId, mapping, details and groupDetails.infoList (the multicast fields of the
 * integration's type, upper case). Client-side values such as the type label stay behind.
 */
import type { DeviceDetails } from '../devices/types';
import { multicastInfoFor } from './multicast';
import type { MulticastInfo } from './types';

export interface DeviceGroupFormValues {
    /** The edit page has the id from its address, as text. */
    id?: number | string;
    name?: string;
    integrationId?: number | string | null;
    organizationId?: number | string | null;
    mapping?: number | string | null;
    details?: DeviceDetails | null;
    groupDetails?: { infoList?: Partial<MulticastInfo> };
}

const toNumber = (value: number | string | null | undefined): number | null => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
};

export const deviceGroupPayload = (
    values: DeviceGroupFormValues,
    integrationType: string | undefined,
) => {
    const payload = {
        name: (values.name ?? '').trim(),
        integrationId: toNumber(values.integrationId),
        organizationId: toNumber(values.organizationId),
        mapping: toNumber(values.mapping),
        details: {
            vendor: values.details?.vendor ?? '',
            deviceType: values.details?.deviceType ?? '',
            firmware: values.details?.firmware ?? '',
        },
        groupDetails: {
            infoList: multicastInfoFor(values.groupDetails?.infoList, integrationType),
        },
    };
    if (values.id === undefined || values.id === null) return payload;
    // Ids are integers in the API; the edit page has it from its address, as text.
    return { id: toNumber(values.id) ?? values.id, ...payload };
};

/** The API's fields of a record, for the declaration's toPayload (drops client-side values). */
export const deviceGroupApiFields = <R extends object>(record: R): Omit<R, 'typeLabel'> => {
    const fields: Partial<R> & { typeLabel?: unknown } = { ...record };
    delete fields.typeLabel;
    return fields as Omit<R, 'typeLabel'>;
};
