/**
 * Whole collections: each is downloaded at once (the API has no paging) and kept in
 * react-query's cache under `queryKeys.collection`, where the list reads and the look-ups find it.
 * A live collection is asked again while it is shown (`revalidateCollection`, called by
 * src/api/cache/useLiveCollection.ts): a conditional GET, whose 304 gives back the same array.
 */
import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../crud/declaration';
import { isListOf, queryKeys } from '../cache/queryKeys';
import { fromApi, sendsOrganization, type ProviderContext } from './context';

/** How long a downloaded collection serves list operations before it is fetched again. */
export const COLLECTION_STALE_MS = 60_000;

export const createCollections = ({
    http,
    queryClient,
    getOrganizationId,
    declarationOf,
}: ProviderContext) => {
    /**
     * A whole collection as the API sends it (before fromApi). `quiet`: a failure opens no error
     * modal (a live list's background question; the next one asks again).
     */
    const loadApiRecords = async (
        declaration: ResourceDeclaration,
        { quiet = false } = {},
    ): Promise<RaRecord[]> => {
        const { organizationParam } = declaration;
        const body = await http<unknown>(declaration.endpoint, {
            list: true,
            organization: sendsOrganization(declaration),
            query: organizationParam
                ? { [organizationParam]: getOrganizationId() ?? undefined }
                : undefined,
            showsOwnError: quiet,
        });
        const list = declaration.listResultKey
            ? (body as Record<string, unknown> | undefined)?.[declaration.listResultKey]
            : body;
        return Array.isArray(list) ? (list as RaRecord[]) : [];
    };

    /**
     * The records of each answer, as the console keeps them: an answer given again (a 304 is
     * the remembered answer itself, src/api/transport/conditionalGets.ts) gives the same array.
     */
    const keptOf = new WeakMap<RaRecord[], RaRecord[]>();

    const loadCollection = async (
        declaration: ResourceDeclaration,
        options?: { quiet?: boolean },
    ): Promise<RaRecord[]> => {
        const answer = await loadApiRecords(declaration, options);
        let kept = keptOf.get(answer);
        if (!kept) {
            kept = answer.map(record => fromApi(declaration, record));
            keptOf.set(answer, kept);
        }
        return kept;
    };

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

    /**
     * Asks the API whether a downloaded collection changed (a conditional GET; a 304 costs a few
     * hundred bytes and gives back the same array). When it changed, the new records replace the
     * old ones in the cache (react-query keeps the records that are equal) and the lists on
     * screen computed from it compute again from memory, keeping their rows until then. A
     * collection not downloaded, or being downloaded, is left to its download. Failures open no
     * modal; a 401 still ends the session. True when the collection changed.
     */
    const asking = new Map<string, Promise<boolean>>();
    const revalidateCollection = (resource: string): Promise<boolean> => {
        // One question at a time per collection: a second asker joins it.
        let question = asking.get(resource);
        if (!question) {
            question = askChanged(resource).finally(() => asking.delete(resource));
            asking.set(resource, question);
        }
        return question;
    };
    const askChanged = async (resource: string): Promise<boolean> => {
        const organizationId = getOrganizationId();
        const key = queryKeys.collection(resource, organizationId);
        const state = queryClient.getQueryState<RaRecord[]>(key);
        if (!state?.data || state.fetchStatus !== 'idle') return false;
        const records = await loadCollection(declarationOf(resource), { quiet: true });
        const now = queryClient.getQueryState<RaRecord[]>(key);
        // Unchanged; or meanwhile forgotten (a write), downloaded anew, or another organization.
        if (records === state.data || now?.data !== state.data) return false;
        if (getOrganizationId() !== organizationId) return false;
        // react-query keeps equal records, and the whole array when all are (a 200 of the same).
        if (queryClient.setQueryData(key, records) === state.data) return false;
        await queryClient.invalidateQueries({
            predicate: query => isListOf(query.queryKey, resource),
        });
        return true;
    };

    return {
        loadApiRecords,
        revalidateCollection,
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
