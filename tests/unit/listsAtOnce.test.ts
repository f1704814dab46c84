/**
 * A sort, filter or page of a collection already downloaded is in react-admin's cache the moment
 * react-admin asks for it (src/api/lists/listsAtOnce.ts): the list renders once, with its new rows.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { GetListParams, RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTION_STALE_MS } from '../../src/api/dataProvider';
import { setConfig } from '../../src/config';
import { TEST_CONFIG } from './testConfig';
import { dataProviderOver, GATEWAYS, SITES } from './testDataProvider';

const BODIES: Record<string, RaRecord[]> = {
    '/api/gateways': [
        { id: 1, name: 'Gateway b', siteId: 20 },
        { id: 2, name: 'Gateway a', siteId: 10 },
        { id: 3, name: 'Gateway c', siteId: 30 },
    ],
    '/api/sites': [
        { id: 10, name: 'Zurich' },
        { id: 20, name: 'Aarau' },
        { id: 30, name: 'Bern' },
    ],
};

const setUp = () => {
    const fetched: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://console.test').pathname;
        fetched.push(path);
        return new Response(JSON.stringify(BODIES[path] ?? []), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
        });
    }) as unknown as typeof globalThis.fetch;
    const queryClient = new QueryClient();
    const dataProvider = dataProviderOver(fetch, [GATEWAYS, SITES], queryClient);
    /** What a list page shows the moment react-admin asks for it, as react-admin asks. */
    const askNow = (resource: string, params: GetListParams) =>
        new QueryObserver(queryClient, {
            queryKey: [resource, 'getList', params],
            queryFn: () => dataProvider.getList(resource, params),
        }).getCurrentResult();
    return { dataProvider, queryClient, fetched, askNow };
};

const params = (field: string, order: 'ASC' | 'DESC', filter = {}): GetListParams => ({
    pagination: { page: 1, perPage: 25 },
    sort: { field, order },
    filter,
    meta: undefined,
});

const names = (data: RaRecord[] | undefined) => data?.map(record => record.name);

beforeEach(() => setConfig(TEST_CONFIG));

afterEach(() => {
    vi.useRealTimers();
});

describe('a list page of a downloaded collection, at once', () => {
    it('waits for the download the first time', () => {
        const { askNow, fetched } = setUp();
        const result = askNow('gateways', params('name', 'ASC'));
        expect(result.status).toBe('pending');
        expect(result.data).toBeUndefined();
        expect(fetched).toEqual([]);
    });

    it('answers another sort, filter or page at once, without fetching again', async () => {
        const { askNow, dataProvider, fetched } = setUp();
        await dataProvider.getList('gateways', params('id', 'ASC'));
        expect(fetched).toEqual(['/api/gateways']);

        const sorted = askNow('gateways', params('name', 'DESC'));
        expect(sorted.status).toBe('success');
        expect(names(sorted.data?.data)).toEqual(['Gateway c', 'Gateway b', 'Gateway a']);
        expect(sorted.data?.total).toBe(3);

        const filtered = askNow('gateways', params('name', 'ASC', { q: 'a' }));
        expect(names(filtered.data?.data)).toEqual(['Gateway a', 'Gateway b', 'Gateway c']);
        const searched = askNow('gateways', params('name', 'ASC', { q: 'way c' }));
        expect(names(searched.data?.data)).toEqual(['Gateway c']);
        expect(searched.data?.total).toBe(1);
        expect(fetched).toEqual(['/api/gateways']);
    });

    it('gives the same rows as the dataProvider', async () => {
        const { askNow, dataProvider } = setUp();
        await dataProvider.getList('gateways', params('id', 'ASC'));
        const asked = params('name', 'DESC', { q: 'gate' });
        expect(askNow('gateways', asked).data).toEqual({
            ...(await dataProvider.getList('gateways', asked)),
            pageInfo: undefined,
            meta: undefined,
        });
    });

    it("sorts by a related record's name only once that collection is downloaded too", async () => {
        const { askNow, dataProvider } = setUp();
        await dataProvider.getList('gateways', params('id', 'ASC'));
        expect(askNow('gateways', params('siteId', 'ASC')).status).toBe('pending');

        await dataProvider.getList('sites', params('id', 'ASC'));
        const bySite = askNow('gateways', params('siteId', 'DESC'));
        // Zurich, Bern, Aarau.
        expect(names(bySite.data?.data)).toEqual(['Gateway a', 'Gateway c', 'Gateway b']);
    });

    it('waits again once the collection is stale or forgotten after a write', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const { askNow, dataProvider } = setUp();
        await dataProvider.getList('gateways', params('id', 'ASC'));
        vi.setSystemTime(Date.now() + COLLECTION_STALE_MS + 1);
        expect(askNow('gateways', params('name', 'ASC')).status).toBe('pending');

        vi.useRealTimers();
        await dataProvider.getList('gateways', params('id', 'ASC'));
        expect(askNow('gateways', params('name', 'DESC')).status).toBe('success');
        await dataProvider.delete('gateways', { id: 1, previousData: BODIES['/api/gateways']![0] });
        expect(askNow('gateways', params('name', 'ASC', { q: 'x' })).status).toBe('pending');
    });

    /** A list mounted as react-admin mounts it, with a queryFn that counts the dataProvider's calls. */
    const mount = (
        queryClient: QueryClient,
        dataProvider: ReturnType<typeof setUp>['dataProvider'],
        asked: GetListParams,
    ) => {
        const queryFn = vi.fn(() => dataProvider.getList('gateways', asked));
        const observer = new QueryObserver(queryClient, {
            queryKey: ['gateways', 'getList', asked],
            queryFn,
        });
        const unsubscribe = observer.subscribe(() => undefined);
        return { observer, queryFn, unsubscribe };
    };

    it('keeps a page computed at once fresh: the mounted list does not ask again', async () => {
        const { dataProvider, queryClient } = setUp();
        await dataProvider.getList('gateways', params('id', 'ASC'));
        const { observer, queryFn, unsubscribe } = mount(
            queryClient,
            dataProvider,
            params('name', 'DESC'),
        );
        await new Promise(resolve => setTimeout(resolve, 0));
        expect(queryFn).not.toHaveBeenCalled();
        expect(observer.getCurrentResult().isFetching).toBe(false);
        expect(names(observer.getCurrentResult().data?.data)).toEqual([
            'Gateway c',
            'Gateway b',
            'Gateway a',
        ]);
        unsubscribe();
    });

    it('asks again once a collection the page was computed from is stale or forgotten', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const { dataProvider, queryClient } = setUp();
        await dataProvider.getList('gateways', params('id', 'ASC'));
        await dataProvider.getList('sites', params('id', 'ASC'));
        const bySite = params('siteId', 'ASC');
        mount(queryClient, dataProvider, bySite).unsubscribe();

        // The related collection (sites) goes stale: the page sorted by site name is asked again.
        vi.setSystemTime(Date.now() + COLLECTION_STALE_MS + 1);
        const again = mount(queryClient, dataProvider, bySite);
        expect(again.queryFn).toHaveBeenCalledTimes(1);
        await vi.waitFor(() => expect(again.observer.getCurrentResult().isFetching).toBe(false));
        again.unsubscribe();

        // Downloaded anew, the page is fresh again until a write forgets the collection.
        const fresh = mount(queryClient, dataProvider, bySite);
        expect(fresh.queryFn).not.toHaveBeenCalled();
        fresh.unsubscribe();
        await dataProvider.delete('gateways', { id: 1, previousData: BODIES['/api/gateways']![0] });
        const afterWrite = mount(queryClient, dataProvider, bySite);
        expect(afterWrite.queryFn).toHaveBeenCalledTimes(1);
        afterWrite.unsubscribe();
    });
});
