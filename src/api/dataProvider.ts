/**
 * react-admin's dataProvider over the product API. Each collection is fetched whole (the API has
 * no paging) and kept in react-query's cache for a short while, so that sorting, filtering and
 * paging the list happen in the browser without another download.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, RaRecord } from 'react-admin';
import type { FlowDeclaration } from '../routing/flow';
import type { FieldDeclaration, ResourceDeclaration } from '../resource/declaration';
import { planUpdate } from './writes/concurrentChange';
import { isSecretAt } from '../resource/secrets';
import { ConflictError, keepsMine } from './writes/ConflictError';
import { apiId, declaredPayload } from './writes/declaredPayload';
import { AlreadyRemovedError, showInErrorModal, type HttpClient } from './transport/httpClient';
import { markAlreadyRemoved } from './writes/alreadyRemoved';
import { applyListParams, type SortValue } from './lists/listQuery';
import { answerListsAtOnce } from './lists/listsAtOnce';
import { prepareLikelyOrders } from './lists/likelyOrders';
import { shareRepeatedStrings } from './lists/sharedStrings';
import { queryKeys } from './cache/queryKeys';
import { forgetCollection } from './cache/otherTabs';
import { pauseOf } from './writes/writePause';
import { appliedRecord, createUnansweredCreates } from './writes/unansweredCreates';

/** How long a downloaded collection serves list operations before it is fetched again. */
export const COLLECTION_STALE_MS = 60_000;

export interface PrefetchingDataProvider {
    prefetchCollection: (resource: string) => Promise<void>;
}

interface Options {
    http: HttpClient;
    resources: ResourceDeclaration[];
    /** The flows, whose calls join the resources' (e.g. the billing calls). */
    flows?: FlowDeclaration[];
    queryClient: QueryClient;
    getOrganizationId: () => string | null;
}

/** The resource a reference field names (its column sorts by the related record's name). */
const referenceOf = (field: FieldDeclaration | undefined) =>
    field?.type === 'reference' ? field.reference : undefined;

export const createDataProvider = ({
    http,
    resources,
    flows = [],
    queryClient,
    getOrganizationId,
}: Options): DataProvider => {
    const byName = new Map(resources.map(declaration => [declaration.name, declaration]));
    const declarationOf = (resource: string) => {
        const declaration = byName.get(resource);
        if (!declaration) throw new Error(`Unknown resource ${resource}`);
        return declaration;
    };
    const fromApi = (declaration: ResourceDeclaration, record: RaRecord) =>
        declaration.fromApi ? declaration.fromApi(record) : record;
    const sendsOrganization = (declaration: ResourceDeclaration) =>
        declaration.organizationScoped !== false;
    /** A new record with the current organization's id, where the declaration asks for it. */
    const withOrganization = (declaration: ResourceDeclaration, data: Partial<RaRecord>) => {
        const key = declaration.organizationInBody;
        if (!key) return data;
        const organizationId = getOrganizationId();
        return { ...data, [key]: organizationId === null ? null : Number(organizationId) };
    };

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

    const collection = (resource: string) =>
        queryClient.fetchQuery({
            queryKey: queryKeys.collection(resource, getOrganizationId()),
            queryFn: () => loadCollection(declarationOf(resource)),
            staleTime: COLLECTION_STALE_MS,
        });

    /** Each related collection's names by id, built once per download. */
    const namesById = new WeakMap<RaRecord[], { key: string; names: Map<string, string> }>();
    let downloads = 0;
    const namesOf = (records: RaRecord[]) => {
        let found = namesById.get(records);
        if (!found) {
            const names = new Map(records.map(record => [String(record.id), String(record.name)]));
            found = { key: String((downloads += 1)), names };
            namesById.set(records, found);
        }
        return found;
    };

    /** The collection a column names its records from (declaration sortByName, a reference). */
    const relatedOf = (declaration: ResourceDeclaration, field: string | undefined) =>
        field
            ? (declaration.sortByName?.[field] ??
              referenceOf(declaration.fields.find(declared => declared.source === field)))
            : undefined;

    /** A column that shows a related record's name sorts by that name. */
    const sortValueFrom = (field: string, related: string, records: RaRecord[]): SortValue => {
        const { key, names } = namesOf(records);
        return {
            key: `${related}:${key}`,
            of: record => (record[field] == null ? undefined : names.get(String(record[field]))),
        };
    };

    /** One page of a collection, as getList answers it. */
    const pageOf = (
        declaration: ResourceDeclaration,
        records: RaRecord[],
        params: Parameters<DataProvider['getList']>[1],
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

    const listOf = async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
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

    /** A downloaded collection's state, unless it was invalidated (or never downloaded). */
    const downloaded = (resource: string) => {
        const state = queryClient.getQueryState<RaRecord[]>(
            queryKeys.collection(resource, getOrganizationId()),
        );
        return state?.data && !state.isInvalidated ? state : undefined;
    };

    /** A collection downloaded and still fresh, as `collection` would give it without fetching. */
    const freshCollection = (resource: string) => {
        const state = downloaded(resource);
        return state && Date.now() - state.dataUpdatedAt < COLLECTION_STALE_MS
            ? state.data
            : undefined;
    };

    /** getList's answer when every collection it reads is downloaded and fresh; else undefined. */
    const listNow = (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
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
    const listSources = (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
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
    answerListsAtOnce(queryClient, [...byName.keys()], { listNow, listSources });

    /** After a write: this tab and the other tabs of the console download the collection anew. */
    const forget = (resource: string) => forgetCollection(queryClient, resource);

    /**
     * Runs a write and then forgets the resource's collection, whatever the outcome: a write
     * that failed or got no answer (a timeout) may still have changed it on the server.
     */
    const afterWrite = async <T>(resource: string, write: () => Promise<T>) => {
        try {
            return await write();
        } finally {
            forget(resource);
        }
    };

    const itemPath = (declaration: ResourceDeclaration, id: RaRecord['id']) =>
        `${declaration.endpoint}/${encodeURIComponent(String(id))}`;

    /** DELETE of one record; true when it was gone already (404), which counts as removed. */
    const remove = async (resource: string, id: RaRecord['id'], meta?: unknown) => {
        const declaration = declarationOf(resource);
        try {
            await http(itemPath(declaration, id), {
                method: 'DELETE',
                organization: sendsOrganization(declaration),
                pause: pauseOf(meta),
                removedIfNotFound: true,
            });
            return false;
        } catch (error) {
            if (error instanceof AlreadyRemovedError) return true;
            throw error;
        }
    };

    /**
     * One DELETE of the records listed in the body (declaration bulkDeletePath). The API removes
     * nothing when one of them is not there (404): the collection is read anew, and the ones
     * still there are sent again, at once (the pause was taken); the others were gone already.
     * Returns those. A 404 for records that are all still there is an error like any other.
     */
    const removeListed = async (declaration: ResourceDeclaration, ids: RaRecord['id'][]) => {
        const gone: RaRecord['id'][] = [];
        let left = ids;
        for (let attempt = 0; left.length > 0; attempt += 1) {
            try {
                await http(declaration.bulkDeletePath!, {
                    method: 'DELETE',
                    body: { ids: left },
                    organization: sendsOrganization(declaration),
                    pause: attempt === 0 ? undefined : 0,
                    removedIfNotFound: true,
                });
                break;
            } catch (error) {
                if (!(error instanceof AlreadyRemovedError)) throw error;
                const present = new Set(
                    (await loadApiRecords(declaration)).map(record => String(record.id)),
                );
                const still = left.filter(id => present.has(String(id)));
                // Nothing was gone, or records keep going while this runs: the server's answer.
                if (still.length === left.length || attempt >= 2) {
                    showInErrorModal(error);
                    throw error;
                }
                gone.push(...left.filter(id => !present.has(String(id))));
                left = still;
            }
        }
        return gone;
    };

    /** One record as the server has it now (getOne, and the fresh read before an update). */
    const readOne = async (declaration: ResourceDeclaration, id: RaRecord['id']) =>
        fromApi(
            declaration,
            await http<RaRecord>(itemPath(declaration, id), {
                organization: sendsOrganization(declaration),
            }),
        );

    const unansweredCreates = createUnansweredCreates();

    const custom = Object.assign(
        {},
        ...[...resources, ...flows].map(declared => (declared.api ? declared.api(http) : {})),
    );

    return {
        ...custom,
        /** Starts loading a whole collection into the cache that getList reads (no error modal). */
        prefetchCollection: (resource: string) =>
            queryClient.prefetchQuery({
                queryKey: queryKeys.collection(resource, getOrganizationId()),
                queryFn: () => loadCollection(declarationOf(resource)),
                staleTime: COLLECTION_STALE_MS,
            }),
        getList: (resource, params) => listOf(resource, params),
        getOne: async (resource, params) => ({
            data: await readOne(declarationOf(resource), params.id),
        }),
        getMany: async (resource, params) => {
            const wanted = new Set(params.ids.map(String));
            const records = await collection(resource);
            return { data: records.filter(record => wanted.has(String(record.id))) };
        },
        getManyReference: (resource, params) =>
            listOf(resource, {
                ...params,
                filter: { ...params.filter, [params.target]: params.id },
            }),
        create: async (resource, params) => {
            const declaration = declarationOf(resource);
            const data = withOrganization(declaration, params.data);
            const body = declaredPayload(declaration, data);
            const organizationId = getOrganizationId();
            // A create that got no answer is looked up before it is sent again.
            const record = await afterWrite(resource, () =>
                unansweredCreates({
                    key: JSON.stringify([resource, organizationId, body]),
                    knownIds: () => {
                        const cached = queryClient.getQueryData<RaRecord[]>(
                            queryKeys.collection(resource, organizationId),
                        );
                        return cached && new Set(cached.map(known => String(known.id)));
                    },
                    lookUp: async before =>
                        appliedRecord(
                            await loadApiRecords(declaration),
                            body,
                            before,
                            declaration.identity as string[] | undefined,
                        ),
                    send: () =>
                        http<RaRecord>(declaration.endpoint, {
                            method: 'POST',
                            body,
                            organization: sendsOrganization(declaration),
                        }),
                }),
            );
            return { data: fromApi(declaration, { ...data, ...record } as RaRecord) };
        },
        /**
         * Sends the fields the user changed, after a fresh read of the record: a field someone
         * else changed since the form opened, and the user changed too, throws a ConflictError
         * (src/api/writes/concurrentChange.ts; meta KEEP_MINE_META overwrites theirs instead).
         */
        update: async (resource, params) => {
            const declaration = declarationOf(resource);
            const path = declaration.updatePath?.(params.id) ?? itemPath(declaration, params.id);
            const whole = declaration.updateMethod === 'PUT';
            const payloadOf = (record: Partial<RaRecord>) =>
                declaredPayload(declaration, { ...record, id: params.id }, {}) as Record<
                    string,
                    unknown
                >;
            const mine = payloadOf(params.data);
            // The id goes out as the API's type (the edit page has it from its address, as text).
            if (mine.id !== undefined && mine.id !== null) {
                mine.id = apiId(mine.id as RaRecord['id'], params.previousData);
            }
            let body = mine;
            let current: RaRecord | undefined;
            if (params.previousData) {
                const fresh = await readOne(declaration, params.id);
                const plan = planUpdate({
                    base: payloadOf(params.previousData),
                    mine,
                    theirs: payloadOf(fresh),
                    whole,
                    keepMine: keepsMine(params.meta),
                });
                if (plan.conflicts.length > 0) {
                    const conflicts = plan.conflicts.map(conflict => ({
                        ...conflict,
                        secret: isSecretAt(declaration.secrets, conflict.path),
                    }));
                    throw new ConflictError(resource, params.id, conflicts, fresh);
                }
                // Nothing of mine to send: the record stays as the server has it.
                if (plan.changed.length === 0) return { data: fresh };
                body = plan.body;
                current = fresh;
            }
            const record = await afterWrite(resource, () =>
                http<RaRecord | undefined>(path, {
                    method: declaration.updateMethod ?? 'PATCH',
                    body,
                    organization: sendsOrganization(declaration),
                    pause: pauseOf(params.meta),
                }),
            );
            return {
                data: fromApi(declaration, {
                    ...(current ?? {}),
                    ...params.data,
                    id: params.id,
                    ...(record ?? {}),
                }),
            };
        },
        updateMany: async (resource, params) => {
            const declaration = declarationOf(resource);
            for (const id of params.ids) {
                await http(declaration.updatePath?.(id) ?? itemPath(declaration, id), {
                    method: declaration.updateMethod ?? 'PATCH',
                    body: declaredPayload(declaration, { ...params.data, id }, {}),
                    organization: sendsOrganization(declaration),
                });
            }
            forget(resource);
            return { data: params.ids };
        },
        /** A record gone already counts as removed; its answer says so (src/api/writes/alreadyRemoved.ts). */
        delete: async (resource, params) => {
            const gone = await afterWrite(resource, () => remove(resource, params.id, params.meta));
            const data = { ...(params.previousData ?? { id: params.id }) } as RaRecord;
            return { data: markAlreadyRemoved(data, gone ? [params.id] : []) };
        },
        deleteMany: async (resource, params) => {
            const declaration = declarationOf(resource);
            const gone = await afterWrite(resource, async () => {
                if (declaration.bulkDeletePath) return removeListed(declaration, params.ids);
                const each: RaRecord['id'][] = [];
                for (const id of params.ids) if (await remove(resource, id)) each.push(id);
                return each;
            });
            return { data: markAlreadyRemoved([...params.ids], gone) };
        },
    } as DataProvider;
};
