/**
 * Integrations and services by id, for naming a device's integration and service. Each
 * collection is loaded once (the dataProvider caches it) and turned into one Map, so a list of
 * 100,000 devices needs no per-row request and no search through arrays.
 */
import { useMemo } from 'react';
import { useGetList, type Identifier, type RaRecord } from 'react-admin';

export interface Integration extends RaRecord {
    name: string;
    type: string;
}

export interface Service extends RaRecord {
    name: string;
    type: string;
}

const WHOLE_LIST = {
    pagination: { page: 1, perPage: 1_000_000 },
    sort: { field: 'name', order: 'ASC' as const },
};

const byId = <T extends RaRecord>(records: T[] | undefined) =>
    new Map((records ?? []).map(record => [String(record.id), record]));

export const useDeviceLookups = () => {
    const integrations = useGetList<Integration>('integrations', WHOLE_LIST);
    const services = useGetList<Service>('services', WHOLE_LIST);
    return useMemo(() => {
        const integrationById = byId(integrations.data);
        const serviceById = byId(services.data);
        return {
            integrations: integrations.data ?? [],
            services: services.data ?? [],
            integration: (id: Identifier | null | undefined) =>
                id == null ? undefined : integrationById.get(String(id)),
            service: (id: Identifier | null | undefined) =>
                id == null ? undefined : serviceById.get(String(id)),
        };
    }, [integrations.data, services.data]);
};

export type DeviceLookups = ReturnType<typeof useDeviceLookups>;
