/**
 * The entries a responsibility plan can cover: the current organization (by its name), then each
 * of its services (GET /services), by name.
 */
import { useMemo } from 'react';
import type { Identifier } from 'react-admin';
import { useLookup } from '../../src/api/lists/useLookup';
import { useCurrentOrganizationId } from '../../src/organization/currentOrganization';
import { useOrganizations } from '../../src/organization/useOrganizations';
import type { Service } from '../services/types';

export interface PlanEntry {
    id: Identifier;
    name: string;
    kind: 'organization' | 'service';
}

export const usePlanEntries = () => {
    const [organizationId] = useCurrentOrganizationId();
    const organizations = useOrganizations();
    const services = useLookup<Service>('services');
    return useMemo(() => {
        const organization = organizations.get(organizationId);
        const entries: PlanEntry[] = [];
        if (organizationId) {
            entries.push({
                id: Number(organizationId),
                name: organization?.name ?? String(organizationId),
                kind: 'organization',
            });
        }
        for (const service of services.records) {
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
    }, [organizationId, organizations, services]);
};
