/**
 * The integrations a device group may use (every type but REST, section 5), and a lookup of any
 * integration's type by id. One cached collection, one Map.
 */
import { useMemo } from 'react';
import { useGetList, type Identifier, type RaRecord } from 'react-admin';
import { EXCLUDED_INTEGRATION_TYPES } from '../multicast';

interface Integration extends RaRecord {
    name: string;
    type: string;
}

const ALL = {
    pagination: { page: 1, perPage: 1_000_000 },
    sort: { field: 'name', order: 'ASC' as const },
};

export const useGroupIntegrations = () => {
    const { data, isPending } = useGetList<Integration>('integrations', ALL);
    return useMemo(() => {
        const all = data ?? [];
        const byId = new Map(all.map(integration => [String(integration.id), integration]));
        return {
            isPending,
            all,
            offered: all.filter(
                integration => !EXCLUDED_INTEGRATION_TYPES.includes(integration.type),
            ),
            byId,
            typeOf: (id: Identifier | null | undefined) =>
                id === null || id === undefined ? undefined : byId.get(String(id))?.type,
        };
    }, [data, isPending]);
};
