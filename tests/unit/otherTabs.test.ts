/**
 * Lists follow the writes of the console's other tabs (src/api/cache/otherTabs.ts): a write in one tab
 * forgets the resource's collection in the others, which load the lists on screen again at once
 * and the ones behind another tab when it comes to the front; coming to the front also loads
 * lists whose collection is more than a minute old, and nothing else.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { GetListParams, RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTION_STALE_MS } from '../../src/api/dataProvider';
import { OTHER_TAB_SETTLE_MS, watchOtherTabs } from '../../src/api/cache/otherTabs';
import { queryKeys } from '../../src/api/cache/queryKeys';
import { setConfig } from '../../src/config';
import { TEST_CONFIG } from './testConfig';
import { dataProviderOver, GATEWAYS, SITES } from './testDataProvider';

/** The server: its gateways, shared by both tabs. */
let gateways: RaRecord[];

/** One tab: its own cache and dataProvider over the one server, and what it downloaded. */
const tab = () => {
    const fetched: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const { pathname } = new URL(String(input), 'http://console.test');
        const method = init?.method ?? 'GET';
        fetched.push(`${method} ${pathname}`);
        if (method === 'DELETE') {
            const id = Number(pathname.split('/').pop());
            gateways = gateways.filter(gateway => gateway.id !== id);
            return Response.json({ id });
        }
        return Response.json(pathname === '/api/gateways' ? gateways : []);
    }) as unknown as typeof globalThis.fetch;
    const queryClient = new QueryClient();
    const dataProvider = dataProviderOver(fetch, [GATEWAYS, SITES], queryClient);
    return { queryClient, dataProvider, fetched };
};

const PARAMS: GetListParams = {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
    filter: {},
    meta: undefined,
};

/** A list on the tab's screen: react-admin's query of a list page, observed. */
const showList = async ({ queryClient, dataProvider }: ReturnType<typeof tab>) => {
    const observer = new QueryObserver(queryClient, {
        queryKey: ['gateways', 'getList', PARAMS],
        queryFn: () => dataProvider.getList('gateways', PARAMS),
    });
    const shown: string[][] = [];
    const stop = observer.subscribe(result => {
        if (result.data) shown.push(result.data.data.map(record => String(record.name)));
    });
    await vi.waitFor(() => expect(shown.length).toBeGreaterThan(0));
    return { shown, stop, last: () => shown[shown.length - 1] };
};

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
};

const stops: (() => void)[] = [];

beforeEach(() => {
    setConfig(TEST_CONFIG);
    gateways = [
        { id: 1, name: 'Gateway a' },
        { id: 2, name: 'Gateway b' },
    ];
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
    stops.splice(0).forEach(stop => stop());
    vi.restoreAllMocks();
    vi.useRealTimers();
});

/** Tab A watches the channel the other tabs write to, through a channel object of its own. */
const watched = (a: ReturnType<typeof tab>) => {
    const channel = new BroadcastChannel('console.collections');
    stops.push(watchOtherTabs(a.queryClient, channel), () => channel.close());
};

describe('a write in another tab', () => {
    it('loads a list on screen again at once, without showing it empty', async () => {
        const a = tab();
        const b = tab();
        watched(a);
        const list = await showList(a);
        stops.push(list.stop);
        expect(list.last()).toEqual(['Gateway a', 'Gateway b']);

        await b.dataProvider.delete('gateways', { id: 1, previousData: gateways[0] });
        await vi.waitFor(() => expect(list.last()).toEqual(['Gateway b']));
        expect(a.fetched).toEqual(['GET /api/gateways', 'GET /api/gateways']);
        expect(list.shown.every(names => names.length > 0)).toBe(true);
    });

    it('loads nothing in a tab behind another, and the list when it comes to the front', async () => {
        const a = tab();
        const b = tab();
        watched(a);
        const list = await showList(a);
        stops.push(list.stop);
        setVisibility('hidden');

        await b.dataProvider.delete('gateways', { id: 2, previousData: gateways[1] });
        await new Promise(resolve => setTimeout(resolve, OTHER_TAB_SETTLE_MS + 100));
        expect(a.fetched).toEqual(['GET /api/gateways']);
        // Forgotten already: nothing reads the old collection any more.
        expect(a.queryClient.getQueryData(queryKeys.collection('gateways', '1'))).toBeUndefined();
        expect(list.last()).toEqual(['Gateway a', 'Gateway b']);

        setVisibility('visible');
        await vi.waitFor(() => expect(list.last()).toEqual(['Gateway a']));
        expect(a.fetched).toEqual(['GET /api/gateways', 'GET /api/gateways']);
    });

    it('of another resource loads nothing', async () => {
        const a = tab();
        const b = tab();
        watched(a);
        const list = await showList(a);
        stops.push(list.stop);

        await b.dataProvider.delete('sites', { id: 10, previousData: { id: 10 } });
        await new Promise(resolve => setTimeout(resolve, OTHER_TAB_SETTLE_MS + 100));
        setVisibility('hidden');
        setVisibility('visible');
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(a.fetched).toEqual(['GET /api/gateways']);
    });
});

describe('coming to the front', () => {
    it('loads nothing within a minute of the download, and the list after it', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const a = tab();
        watched(a);
        const list = await showList(a);
        stops.push(list.stop);
        gateways = [...gateways, { id: 3, name: 'Gateway c' }];

        setVisibility('hidden');
        vi.setSystemTime(Date.now() + COLLECTION_STALE_MS - 1_000);
        setVisibility('visible');
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(a.fetched).toEqual(['GET /api/gateways']);

        setVisibility('hidden');
        vi.setSystemTime(Date.now() + 2_000);
        setVisibility('visible');
        await vi.waitFor(() =>
            expect(list.last()).toEqual(['Gateway a', 'Gateway b', 'Gateway c']),
        );
        expect(a.fetched).toEqual(['GET /api/gateways', 'GET /api/gateways']);
    });
});
