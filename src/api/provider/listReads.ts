/**
 * getList and getManyReference: a page of a whole collection, filtered, sorted and paged in the
 * browser (src/api/lists/listQuery.ts). listNow and listSources answer the same page from memory
 * for src/api/lists/listsAtOnce.ts, when every collection it reads is downloaded and fresh.
 */
import type { GetListParams, GetManyReferenceParams, RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../crud/declaration';
import { prepareLikelyOrders } from '../lists/likelyOrders';
import { applyListParams, type SortValue } from '../lists/listQuery';
import type { ListNow, ListSources } from '../lists/listsAtOnce';
import { shareRepeatedStrings } from '../lists/sharedStrings';
import { COLLECTION_STALE_MS, type Collections } from './collections';
import type { ProviderContext } from './context';
import { createRelatedNames, relatedOf } from './relatedNames';

export const createListReads = (
    { byName, declarationOf }: ProviderContext,
    { collection, downloaded, freshCollection }: Collections,
) => {
    const sortValueFrom = createRelatedNames();

    /** One page of a collection, as getList answers it. */
    const pageOf = (
        declaration: ResourceDeclaration,
        records: RaRecord[],
        params: GetListParams,
        sortValue: SortValue | undefined,
    ) => {
        const computed = declaration.computedFilters && {
            filters: declaration.computedFilters,
            now: typeof params.meta?.now === 'number' ? params.meta.now : Date.now(),
        };
        const page = applyListParams(
            records,
            params,
            declaration.searchFields,
            sortValue,
            computed,
        );
        prepareLikelyOrders(records, declaration);
        shareRepeatedStrings(records);
        return page;
    };

    const listOf = async (resource: string, params: GetListParams) => {
        const declaration = declarationOf(resource);
        const field = params.sort?.field;
        const related = relatedOf(declaration, field);
        const [records, sortValue] = await Promise.all([
            collection(resource),
            field && related
                ? collection(related).then(names => sortValueFrom(field, related, names))
                : undefined,
        ]);
        return pageOf(declaration, records, params, sortValue);
    };

    /** getList's answer when every collection it reads is downloaded and fresh; else undefined. */
    const listNow: ListNow = (resource, params) => {
        const declaration = byName.get(resource);
        const records = declaration && freshCollection(resource);
        if (!declaration || !records) return undefined;
        const field = params.sort?.field;
        const related = relatedOf(declaration, field);
        const names = field && related ? freshCollection(related) : undefined;
        if (field && related && !names) return undefined;
        return pageOf(
            declaration,
            records,
            params,
            field && related && names ? sortValueFrom(field, related, names) : undefined,
        );
    };

    /** When the collections a list page reads were last downloaded, and when the first goes stale. */
    const listSources: ListSources = (resource, params) => {
        const declaration = byName.get(resource);
        if (!declaration) return undefined;
        const related = relatedOf(declaration, params.sort?.field);
        const states = [resource, ...(related ? [related] : [])].map(downloaded);
        if (states.some(state => !state)) return undefined;
        const times = states.map(state => state!.dataUpdatedAt);
        return {
            downloadedAt: Math.max(...times),
            staleAt: Math.min(...times) + COLLECTION_STALE_MS,
        };
    };

    return {
        getList: (resource: string, params: GetListParams) => listOf(resource, params),
        getManyReference: (resource: string, params: GetManyReferenceParams) =>
            listOf(resource, {
                ...params,
                filter: { ...params.filter, [params.target]: params.id },
            }),
        listNow,
        listSources,
    };
};
