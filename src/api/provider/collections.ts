/**
 * Whole collections: each is downloaded at once (the API has no paging) and kept in
 * react-query's cache under `queryKeys.collection`, where the list reads and the look-ups find it.
 */
import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../crud/declaration';
import { queryKeys } from '../cache/queryKeys';
import { fromApi, sendsOrganization, type ProviderContext } from './context';

/** How long a downloaded collection serves list operations before it is fetched again. */
export const COLLECTION_STALE_MS = 60_000;

export const createCollections = ({
    http,
    queryClient,
    getOrganizationId,
    declarationOf,
}: ProviderContext) => {
    /** A whole collection as the API sends it (before fromApi). */
    const loadApiRecords = async (declaration: ResourceDeclaration): Promise<RaRecord[]> => {
        const { organizationParam } = declaration;
        const body = await http<unknown>(declaration.endpoint, {
            list: true,
            organization: sendsOrganization(declaration),
            query: organizationParam
                ? { [organizationParam]: getOrganizationId() ?? undefined }
                : undefined,
        });
        const list = declaration.listResultKey
            ? (body as Record<string, unknown> | undefined)?.[declaration.listResultKey]
            : body;
        return Array.isArray(list) ? (list as RaRecord[]) : [];
    };

    const loadCollection = async (declaration: ResourceDeclaration): Promise<RaRecord[]> =>
        (await loadApiRecords(declaration)).map(record => fromApi(declaration, record));

    /** The query of a resource's collection in the current organization. */
    const collectionQuery = (resource: string) => ({
        queryKey: queryKeys.collection(resource, getOrganizationId()),
        queryFn: () => loadCollection(declarationOf(resource)),
        staleTime: COLLECTION_STALE_MS,
    });

    /** A downloaded collection's state, unless it was invalidated (or never downloaded). */
    const downloaded = (resource: string) => {
        const state = queryClient.getQueryState<RaRecord[]>(
            queryKeys.collection(resource, getOrganizationId()),
        );
        return state?.data && !state.isInvalidated ? state : undefined;
    };

    return {
        loadApiRecords,
        /** The collection from the cache while fresh, else downloaded. */
        collection: (resource: string) => queryClient.fetchQuery(collectionQuery(resource)),
        /** Starts loading a whole collection into the cache that getList reads (no error modal). */
        prefetchCollection: (resource: string) =>
            queryClient.prefetchQuery(collectionQuery(resource)),
        downloaded,
        /** A collection downloaded and still fresh, as `collection` would give it without fetching. */
        freshCollection: (resource: string) => {
            const state = downloaded(resource);
            return state && Date.now() - state.dataUpdatedAt < COLLECTION_STALE_MS
                ? state.data
                : undefined;
        },
    };
};

export type Collections = ReturnType<typeof createCollections>;
