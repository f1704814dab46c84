/**
 * What every part of the dataProvider shares: the transport, react-query's cache, the current
 * organization and the resources' declarations, with the few rules of a declaration that all of
 * them apply (the record as the console keeps it, whether a call carries the organization, the
 * path of one record).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../crud/declaration';
import type { HttpClient } from '../transport/httpClient';

export interface ProviderContext {
    http: HttpClient;
    queryClient: QueryClient;
    getOrganizationId: () => string | null;
    /** The declarations by resource name. */
    byName: ReadonlyMap<string, ResourceDeclaration>;
    /** A resource's declaration; throws for a name no declaration has. */
    declarationOf: (resource: string) => ResourceDeclaration;
}

export const createProviderContext = ({
    resources,
    ...shared
}: Omit<ProviderContext, 'byName' | 'declarationOf'> & {
    resources: ResourceDeclaration[];
}): ProviderContext => {
    const byName = new Map(resources.map(declaration => [declaration.name, declaration]));
    const declarationOf = (resource: string) => {
        const declaration = byName.get(resource);
        if (!declaration) throw new Error(`Unknown resource ${resource}`);
        return declaration;
    };
    return { ...shared, byName, declarationOf };
};

/** A record as the console keeps it (the declaration's fromApi, if any). */
export const fromApi = (declaration: ResourceDeclaration, record: RaRecord) =>
    declaration.fromApi ? declaration.fromApi(record) : record;

/** Whether the resource's calls carry the organization header. */
export const sendsOrganization = (declaration: ResourceDeclaration) =>
    declaration.organizationScoped !== false;

/** The path of one record. */
export const itemPath = (declaration: ResourceDeclaration, id: RaRecord['id']) =>
    `${declaration.endpoint}/${encodeURIComponent(String(id))}`;
