/**
 * The entries a responsibility plan can cover: the current organization (by its name), then each
 * of its services (GET /services), by name.
 */
import { useMemo } from 'react';
import { useGetList, type Identifier } from 'react-admin';
import { LIST_PAGE_SIZE } from '../../src/api/headers';
import { useCurrentOrganizationId } from '../../src/organization/currentOrganization';
import { useOrganizations } from '../../src/organization/useOrganizations';

export interface PlanEntry {
    id: Identifier;
    name: string;
    kind: 'organization' | 'service';
}

interface ServiceRecord {
    id: Identifier;
    name: string;
}

const WHOLE_LIST = {
    pagination: { page: 1, perPage: LIST_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' as const },
};

export const usePlanEntries = () => {
    const [organizationId] = useCurrentOrganizationId();
    const organizations = useOrganizations();
    const services = useGetList<ServiceRecord>('services', WHOLE_LIST);
    return useMemo(() => {
        const organization = organizations.data?.find(
            candidate => String(candidate.id) === String(organizationId),
        );
        const entries: PlanEntry[] = [];
        if (organizationId) {
            entries.push({
                id: Number(organizationId),
                name: organization?.name ?? String(organizationId),
                kind: 'organization',
            });
        }
        for (const service of services.data ?? []) {
            entries.push({ id: service.id, name: service.name, kind: 'service' });
        }
        return {
            organizationId: organizationId ? Number(organizationId) : null,
            entries,
            entryIds: entries.map(entry => entry.id),
            /** The services (and the organization's name) are still loading. */
            isPending: services.isPending || organizations.isPending,
            /** The services could not be loaded: plans cannot be edited safely. */
            isError: services.isError,
        };
    }, [organizationId, organizations.data, organizations.isPending, services]);
};
