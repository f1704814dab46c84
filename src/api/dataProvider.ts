/**
 * react-admin's dataProvider over the product API. Each collection is fetched whole (the API has
 * no paging) and kept in react-query's cache for a short while, so that sorting, filtering and
 * paging the list happen in the browser without another download.
 *
 * Composed of named parts (src/api/provider/): the collections in the cache, the list reads,
 * the single-record reads, the creates, updates and removals with their guarantees, and the
 * declared custom calls of the resources and flows.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { FlowDeclaration } from '../routing/flow';
import type { ResourceDeclaration } from '../crud/declaration';
import { answerListsAtOnce } from './lists/listsAtOnce';
import { createCollections } from './provider/collections';
import { createProviderContext } from './provider/context';
import { createCreates } from './provider/creates';
import { customCalls } from './provider/customCalls';
import { createListReads } from './provider/listReads';
import { createRecordReads } from './provider/recordReads';
import { createRemovals } from './provider/removals';
import { createUpdates } from './provider/updates';
import type { HttpClient } from './transport/httpClient';

export { COLLECTION_STALE_MS } from './provider/collections';

export interface PrefetchingDataProvider {
    prefetchCollection: (resource: string) => Promise<void>;
}

/** A dataProvider whose collections can be asked again while shown (src/api/cache/useLiveCollection.ts). */
export interface LiveDataProvider {
    /** Asks the API whether the collection changed; true when it did (and the lists follow). */
    revalidateCollection: (resource: string) => Promise<boolean>;
}

interface Options {
    http: HttpClient;
    resources: ResourceDeclaration[];
    /** The flows, whose calls join the resources' (e.g. the billing calls). */
    flows?: FlowDeclaration[];
    queryClient: QueryClient;
    getOrganizationId: () => string | null;
}

export const createDataProvider = ({
    http,
    resources,
    flows = [],
    queryClient,
    getOrganizationId,
}: Options): DataProvider => {
    const context = createProviderContext({ http, resources, queryClient, getOrganizationId });
    const collections = createCollections(context);
    const { listNow, listSources, ...listReads } = createListReads(context, collections);
    answerListsAtOnce(queryClient, [...context.byName.keys()], { listNow, listSources });

    return {
        ...customCalls(http, [...resources, ...flows]),
        prefetchCollection: collections.prefetchCollection,
        revalidateCollection: collections.revalidateCollection,
        ...listReads,
        ...createRecordReads(context, collections),
        ...createCreates(context, collections),
        ...createUpdates(context),
        ...createRemovals(context, collections),
    } as DataProvider;
};
