/**
 * Removing records that are gone already (removed in another tab, or by someone else): a DELETE
 * answered 404 counts as removed and opens no error modal; the answer says which were gone
 * (src/api/writes/alreadyRemoved.ts). Every other 404 keeps the modal of section 8. A bulk removal
 * whose API removes nothing when one id is missing sends the rest again; a bulk run counts a
 * device removed already as done and names it.
 */
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alreadyRemovedOf } from '../../src/api/writes/alreadyRemoved';
import { acknowledgeError, getErrorState } from '../../src/api/errors/errorStore';
import { AlreadyRemovedError } from '../../src/api/transport/httpClient';
import { setConfig } from '../../src/config';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { ALREADY_REMOVED, runBulk } from '../../src/bulk/runBulk';
import { removeJob } from '../../resources/devices/bulk/deviceJobs';
import { TEST_CONFIG } from './testConfig';
import { apiOver } from './testDataProvider';

const GATEWAYS: ResourceDeclaration = {
    name: 'gateways',
    endpoint: '/gateways',
    paths: { list: '/dad/gateways' },
    fields: [{ source: 'name', type: 'text' }],
};

/** Listed removal: one DELETE with { ids }, nothing removed when one is missing (the alarms). */
const ALERTS: ResourceDeclaration = {
    name: 'alerts',
    endpoint: '/alerts',
    bulkDeletePath: '/alerts/bulk',
    paths: { list: '/dad/alerts' },
    fields: [{ source: 'name', type: 'text' }],
};

interface Call {
    method: string;
    path: string;
    body?: unknown;
}

/** A server holding `ids` of each resource, answering DELETE as the product API does. */
const server = (
    held: Record<string, number[]>,
    /** What a GET of the collection lists (default: what the server holds). */
    listed = (resource: string) => held[resource] ?? [],
) => {
    const calls: Call[] = [];
    const notFound = (id: number) =>
        Response.json({ message: `Record ${id} not found` }, { status: 404 });
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const { pathname } = new URL(String(input), 'http://console.test');
        const method = init?.method ?? 'GET';
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ method, path: pathname, body });
        const [, , resource, id] = pathname.split('/');
        if (method === 'GET' && id === undefined) {
            return Response.json(listed(resource).map(one => ({ id: one, name: `#${one}` })));
        }
        if (method === 'GET') {
            return held[resource]?.includes(Number(id))
                ? Response.json({ id: Number(id) })
                : notFound(Number(id));
        }
        if (id === 'bulk') {
            const missing = (body.ids as number[]).find(one => !held[resource].includes(one));
            if (missing !== undefined) return notFound(missing);
            held[resource] = held[resource].filter(one => !body.ids.includes(one));
            return Response.json({ ids: body.ids });
        }
        if (!held[resource]?.includes(Number(id))) return notFound(Number(id));
        held[resource] = held[resource].filter(one => one !== Number(id));
        return Response.json({ id: Number(id) });
    }) as unknown as typeof globalThis.fetch;
    const { http, dataProvider } = apiOver(fetch, [GATEWAYS, ALERTS]);
    return { calls, http, dataProvider, held };
};

beforeEach(() => setConfig(TEST_CONFIG));
afterEach(() => acknowledgeError());

describe('a DELETE answered 404', () => {
    it('is an AlreadyRemovedError with no modal, when the caller asks for it', async () => {
        const { http } = server({ gateways: [] });
        const removal = http('/gateways/7', { method: 'DELETE', removedIfNotFound: true });
        await expect(removal).rejects.toBeInstanceOf(AlreadyRemovedError);
        await expect(removal).rejects.toMatchObject({ status: 404 });
        expect(getErrorState().open).toBe(false);
    });

    it('opens the modal with the server’s text otherwise, as every other 404 does', async () => {
        const { http } = server({ gateways: [] });
        await expect(http('/gateways/7', { method: 'DELETE' })).rejects.toMatchObject({
            status: 404,
        });
        expect(getErrorState()).toMatchObject({ open: true, message: 'Record 7 not found' });
        acknowledgeError();
        await expect(http('/gateways/7')).rejects.toMatchObject({ status: 404 });
        expect(getErrorState()).toMatchObject({ open: true, message: 'Record 7 not found' });
    });
});

describe('the dataProvider removing a record gone already', () => {
    it('counts it as removed, says so in its answer and opens no modal', async () => {
        const { dataProvider } = server({ gateways: [1] });
        const gone = await dataProvider.delete('gateways', {
            id: 7,
            previousData: { id: 7, name: 'Old' },
        });
        expect(gone.data).toEqual({ id: 7, name: 'Old' });
        expect(alreadyRemovedOf(gone.data)).toEqual([7]);
        expect(getErrorState().open).toBe(false);

        const removed = await dataProvider.delete('gateways', { id: 1, previousData: { id: 1 } });
        expect(alreadyRemovedOf(removed.data)).toEqual([]);
    });

    it('removes the others of a selection one by one and names the ones gone', async () => {
        const { dataProvider, held } = server({ gateways: [1, 3] });
        const { data } = await dataProvider.deleteMany('gateways', { ids: [1, 2, 3] });
        expect(data).toEqual([1, 2, 3]);
        expect(alreadyRemovedOf(data)).toEqual([2]);
        expect(held.gateways).toEqual([]);
        expect(getErrorState().open).toBe(false);
    });

    it('sends a listed removal again for the ones still there', async () => {
        const { dataProvider, held, calls } = server({ alerts: [1, 3, 4] });
        const { data } = await dataProvider.deleteMany('alerts', { ids: [1, 2, 3] });
        expect(alreadyRemovedOf(data)).toEqual([2]);
        expect(held.alerts).toEqual([4]);
        expect(calls).toEqual([
            { method: 'DELETE', path: '/api/alerts/bulk', body: { ids: [1, 2, 3] } },
            { method: 'GET', path: '/api/alerts', body: undefined },
            { method: 'DELETE', path: '/api/alerts/bulk', body: { ids: [1, 3] } },
        ]);
        expect(getErrorState().open).toBe(false);
    });

    it('keeps the modal for a listed removal whose records are all still listed', async () => {
        // 6 is not there for the DELETE, yet a fresh read lists it: the server's answer stands.
        const { dataProvider, calls } = server({ alerts: [5] }, () => [5, 6]);
        await expect(dataProvider.deleteMany('alerts', { ids: [5, 6] })).rejects.toMatchObject({
            status: 404,
        });
        expect(getErrorState()).toMatchObject({ open: true, message: 'Record 6 not found' });
        expect(calls.filter(call => call.method === 'DELETE')).toHaveLength(1);
    });
});

describe('a bulk run removing devices', () => {
    it('counts a device removed already as done, and lists it', async () => {
        const { dataProvider } = server({ gateways: [1] });
        const devices = {
            delete: (_resource: string, params: Parameters<DataProvider['delete']>[1]) =>
                dataProvider.delete('gateways', params),
        } as unknown as DataProvider;
        const records = [
            { id: 1, name: 'a' },
            { id: 2, name: 'b' },
        ];
        const perform = await removeJob(devices)(records);
        const result = await runBulk({ records, perform });
        expect(result.done).toEqual(records);
        expect(result.alreadyRemoved).toEqual([records[1]]);
        expect(result.failed).toEqual([]);
        expect(await perform({ id: 3, name: 'c' })).toBe(ALREADY_REMOVED);
        expect(getErrorState().open).toBe(false);
    });
});
