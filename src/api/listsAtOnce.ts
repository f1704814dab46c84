/**
 * A sort, a filter or another page of a collection already downloaded renders once, with its
 * rows. react-admin asks for each list page through react-query, whose answer comes after at
 * least one more task even when the dataProvider has everything in memory: the page first
 * renders again with the old rows (and its busy state), then with the new ones. When
 * react-admin's query for a list page is created, the page is computed at once from the fresh
 * collection and put into it; react-query still asks the dataProvider as usual, which gives the
 * same rows, so nothing on screen changes then.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

/** getList's answer from memory, or undefined when a collection must be fetched first. */
export type ListNow = (
    resource: string,
    params: GetListParams,
) => { data: RaRecord[]; total: number } | undefined;

/** react-admin's key of a list page: [resource, 'getList', { pagination, sort, filter, meta }]. */
const listParamsOf = (queryKey: readonly unknown[]) =>
    queryKey.length === 3 && typeof queryKey[0] === 'string' && queryKey[1] === 'getList'
        ? (queryKey[2] as GetListParams)
        : undefined;

export const answerListsAtOnce = (queryClient: QueryClient, listNow: ListNow) =>
    queryClient.getQueryCache().subscribe(event => {
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
