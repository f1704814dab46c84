/**
 * Conditional GETs (src/api/transport/conditionalGets.ts, the httpClient) and a live collection
 * asked again (revalidateCollection, src/api/provider/collections.ts): what is sent, what the
 * caller gets on a 304 (the very object of the last 200), what is never made conditional, and
 * that an unchanged collection keeps its array while a changed one replaces it and its lists.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider, type LiveDataProvider } from '../../src/api/dataProvider';
import { acknowledgeError, getErrorState } from '../../src/api/errors/errorStore';
import { queryKeys } from '../../src/api/cache/queryKeys';
import { ANSWERS_KEPT, forgetAnswers } from '../../src/api/transport/conditionalGets';
import { createHttpClient } from '../../src/api/transport/httpClient';
import { setConfig } from '../../src/config';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { TEST_CONFIG } from './testConfig';

interface Call {
    url: string;
    method: string;
    ifNoneMatch: string | null;
}

/**
 * A fake API that tags its answers as the sandbox does (a tag per content) and answers 304 when
 * asked with the current tag. `content` is what each address holds now.
 */
const fakeApi = (content: Map<string, unknown>, { tags = true } = {}) => {
    const calls: Call[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        const path = String(url).split('?')[0];
        calls.push({
            url: path,
            method: init?.method ?? 'GET',
            ifNoneMatch: headers.get('If-None-Match'),
        });
        if (init?.method && init.method !== 'GET') return Response.json({ ok: true });
        const body = content.get(path);
        if (body === undefined) return Response.json({ message: 'Gone' }, { status: 503 });
        const text = JSON.stringify(body);
        const tag = `W/"${text.length}-${[...text].reduce((sum, c) => sum + c.charCodeAt(0), 0)}"`;
        if (tags && headers.get('If-None-Match') === tag)
            return new Response(null, { status: 304, headers: { ETag: tag } });
        return new Response(text, {
            status: 200,
            headers: { 'Content-Type': 'application/json', ...(tags ? { ETag: tag } : {}) },
        });
    });
    let organization = '1';
    const http = createHttpClient({
        getToken: async () => 'token',
        getOrganizationId: () => organization,
        getBillingToken: () => null,
        fetch,
        writePauseMs: 0,
    });
    return {
        calls,
        http,
        switchTo: (id: string) => void (organization = id),
        getOrganizationId: () => organization,
    };
};

beforeEach(() => {
    setConfig(TEST_CONFIG);
    acknowledgeError();
    forgetAnswers();
});

describe('conditional GETs', () => {
    it('asks again with the tag and answers a 304 with the same object', async () => {
        const content = new Map<string, unknown>([['/api/alarming/alarms', [{ id: 1 }]]]);
        const { calls, http } = fakeApi(content);
        const first = await http('/alarming/alarms', { list: true });
        const second = await http('/alarming/alarms', { list: true });
        expect(calls.map(call => call.ifNoneMatch)).toEqual([null, expect.stringMatching(/^W\//)]);
        expect(second).toBe(first);

        content.set('/api/alarming/alarms', [{ id: 1 }, { id: 2 }]);
        const third = await http('/alarming/alarms', { list: true });
        expect(third).toEqual([{ id: 1 }, { id: 2 }]);
        expect(third).not.toBe(first);
        // The new answer is the one remembered now.
        expect(await http('/alarming/alarms', { list: true })).toBe(third);
        expect(calls).toHaveLength(4);
        expect(getErrorState().open).toBe(false);
    });

    it('sends no If-None-Match for an answer without a tag, nor for writes', async () => {
        const content = new Map<string, unknown>([['/api/services', [{ id: 1 }]]]);
        const { calls, http } = fakeApi(content, { tags: false });
        await http('/services', { list: true });
        await http('/services', { list: true });
        await http('/services/1', { method: 'PATCH', body: { name: 'x' } });
        expect(calls.map(call => [call.method, call.ifNoneMatch])).toEqual([
            ['GET', null],
            ['GET', null],
            ['PATCH', null],
        ]);
    });

    it("keeps each organization's answer apart and forgets them all on request", async () => {
        const content = new Map<string, unknown>([['/api/devices', [{ id: 1 }]]]);
        const { calls, http, switchTo } = fakeApi(content);
        await http('/devices', { list: true });
        switchTo('2');
        await http('/devices', { list: true });
        switchTo('1');
        await http('/devices', { list: true });
        forgetAnswers();
        await http('/devices', { list: true });
        expect(calls.map(call => call.ifNoneMatch === null)).toEqual([true, true, false, true]);
    });

    it(`remembers the ${ANSWERS_KEPT} most recently used answers`, async () => {
        const content = new Map<string, unknown>();
        for (let id = 0; id <= ANSWERS_KEPT; id++) content.set(`/api/devices/${id}`, { id });
        const { calls, http } = fakeApi(content);
        for (let id = 0; id <= ANSWERS_KEPT; id++) await http(`/devices/${id}`);
        calls.length = 0;
        await http(`/devices/${ANSWERS_KEPT}`);
        await http('/devices/1');
        await http('/devices/0');
        expect(calls.map(call => call.ifNoneMatch === null)).toEqual([false, false, true]);
    });
});

const alarms: ResourceDeclaration = {
    name: 'alarms',
    endpoint: '/alarming/alarms',
    paths: { list: '/alarming/alarms' },
    fields: [{ source: 'title', type: 'text' }],
    // As the console's: a derived value set on the record itself.
    fromApi: record => Object.assign(record, { source: record.serviceId ?? 'organization' }),
};

const listParams = {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'id', order: 'ASC' as const },
    filter: {},
};

describe('a live collection asked again', () => {
    const setup = () => {
        const content = new Map<string, unknown>([
            ['/api/alarming/alarms', [{ id: 1, title: 'One', serviceId: null }]],
        ]);
        const api = fakeApi(content);
        const queryClient = new QueryClient();
        const dataProvider = createDataProvider({
            http: api.http,
            resources: [alarms],
            queryClient,
            getOrganizationId: api.getOrganizationId,
        }) as ReturnType<typeof createDataProvider> & LiveDataProvider;
        const collection = () => queryClient.getQueryData(queryKeys.collection('alarms', '1'));
        return { ...api, content, queryClient, dataProvider, collection };
    };

    it('keeps the same array on a 304 and replaces it, and its lists, on a change', async () => {
        const { calls, content, queryClient, dataProvider, collection } = setup();
        // A list on screen: react-admin's query of a page, computed from the collection.
        const listKey = ['alarms', 'getList', listParams];
        const page = () => dataProvider.getList('alarms', listParams);
        await queryClient.fetchQuery({ queryKey: listKey, queryFn: page });
        const observer = new QueryObserver(queryClient, { queryKey: listKey, queryFn: page });
        const unsubscribe = observer.subscribe(() => undefined);
        const before = collection();

        expect(await dataProvider.revalidateCollection('alarms')).toBe(false);
        expect(collection()).toBe(before);
        expect(calls.at(-1)!.ifNoneMatch).not.toBeNull();

        content.set('/api/alarming/alarms', [
            { id: 1, title: 'One', serviceId: null },
            { id: 2, title: 'Two', serviceId: 7 },
        ]);
        expect(await dataProvider.revalidateCollection('alarms')).toBe(true);
        const after = collection() as { id: number; source: unknown }[];
        expect(after.map(record => [record.id, record.source])).toEqual([
            [1, 'organization'],
            [2, 7],
        ]);
        // The record that did not change is the same object; the list page follows.
        expect(after[0]).toBe((before as unknown[])[0]);
        await vi.waitFor(() =>
            expect(
                (queryClient.getQueryData(listKey) as { total: number } | undefined)?.total,
            ).toBe(2),
        );
        unsubscribe();
    });

    it('asks nothing for a collection not downloaded, and joins a question under way', async () => {
        const { calls, queryClient, dataProvider } = setup();
        expect(await dataProvider.revalidateCollection('alarms')).toBe(false);
        expect(calls).toHaveLength(0);
        await queryClient.fetchQuery({
            queryKey: ['alarms', 'getList', listParams],
            queryFn: () => dataProvider.getList('alarms', listParams),
        });
        await Promise.all([
            dataProvider.revalidateCollection('alarms'),
            dataProvider.revalidateCollection('alarms'),
        ]);
        expect(calls).toHaveLength(2);
    });

    it('opens no error modal when the question fails, and keeps the records', async () => {
        const { content, dataProvider, queryClient, collection } = setup();
        await queryClient.fetchQuery({
            queryKey: ['alarms', 'getList', listParams],
            queryFn: () => dataProvider.getList('alarms', listParams),
        });
        const before = collection();
        content.delete('/api/alarming/alarms');
        await expect(dataProvider.revalidateCollection('alarms')).rejects.toMatchObject({
            status: 503,
        });
        expect(getErrorState().open).toBe(false);
        expect(collection()).toBe(before);
    });
});
