/**
 * A sort, a filter or another page of a collection already downloaded renders once, with its
 * rows. react-admin asks for each list page through react-query, whose answer comes after at
 * least one more task even when the dataProvider has everything in memory: the page first
 * renders again with the old rows (and its busy state), then with the new ones. When
 * react-admin's query for a list page is created, the page is computed at once from the fresh
 * collection and put into it.
 *
 * A list page is then as fresh as the collections it was computed from: react-query asks the
 * dataProvider again only when one of them was downloaded anew, went stale or was invalidated
 * (a write, the refresh button). Before, each page was stale at once, and asking again gave the
 * same rows after a second render of the whole list (its busy state on, then off).
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

/** getList's answer from memory, or undefined when a collection must be fetched first. */
export type ListNow = (
    resource: string,
    params: GetListParams,
) => { data: RaRecord[]; total: number } | undefined;

/**
 * When the collections a list page reads were last downloaded and when the first of them goes
 * stale (ms since the epoch); undefined when one is not downloaded or was invalidated.
 */
export type ListSources = (
    resource: string,
    params: GetListParams,
) => { downloadedAt: number; staleAt: number } | undefined;

/** react-admin's key of a list page: [resource, 'getList', { pagination, sort, filter, meta }]. */
const listParamsOf = (queryKey: readonly unknown[]) =>
    queryKey.length === 3 && typeof queryKey[0] === 'string' && queryKey[1] === 'getList'
        ? (queryKey[2] as GetListParams)
        : undefined;

/** How long a list page stays fresh: until a collection it was computed from is replaced or stale. */
const freshForMs = (listSources: ListSources) => (query: Query) => {
    const params = listParamsOf(query.queryKey);
    const sources = params && listSources(query.queryKey[0] as string, params);
    const { dataUpdatedAt } = query.state;
    if (!sources || dataUpdatedAt < sources.downloadedAt) return 0;
    return Math.max(0, sources.staleAt - dataUpdatedAt);
};

export const answerListsAtOnce = (
    queryClient: QueryClient,
    resources: string[],
    { listNow, listSources }: { listNow: ListNow; listSources: ListSources },
) => {
    const staleTime = freshForMs(listSources);
    for (const resource of resources) {
        queryClient.setQueryDefaults([resource, 'getList'], { staleTime });
    }
    return queryClient.getQueryCache().subscribe(event => {
        if (event.type !== 'added') return;
        const { query } = event;
        const params = listParamsOf(query.queryKey);
        if (!params || query.state.data !== undefined) return;
        let page: ReturnType<ListNow>;
        try {
            page = listNow(query.queryKey[0] as string, params);
        } catch {
            // The dataProvider's own call reports what went wrong.
            return;
        }
        if (!page) return;
        // The shape react-admin's useGetList gives the dataProvider's answer.
        const result: GetListResult = { ...page, pageInfo: undefined, meta: undefined };
        query.setData(result);
    });
};
