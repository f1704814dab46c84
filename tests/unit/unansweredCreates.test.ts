/**
 * A create that got no answer (the client's timeout) is sent again only after a fresh read of
 * the collection showed it was not applied (src/api/writes/unansweredCreates.ts, dataProvider.create).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { acknowledgeError } from '../../src/api/errors/errorStore';
import { NoResponseError } from '../../src/api/transport/httpClient';
import { setConfig } from '../../src/config';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { TEST_CONFIG } from './testConfig';
import { dataProviderOver } from './testDataProvider';

/** Names are unique: looked up by name. */
const services: ResourceDeclaration = {
    name: 'services',
    endpoint: '/services',
    paths: { list: '/organization/services' },
    identity: ['name'],
    fields: [
        { source: 'name', type: 'text' },
        { source: 'type', type: 'text' },
    ],
};

/** No identity: looked up by every field sent, among the records not known before. */
const responsibles: ResourceDeclaration = {
    name: 'responsibles',
    endpoint: '/responsibles',
    paths: { list: '/alarming/responsibles' },
    fields: [
        { source: 'name', type: 'text' },
        { source: 'email', type: 'text' },
    ],
};

type Stored = { id: number } & Record<string, unknown>;

/**
 * An API over `stored`: a POST stores the record; with `hang`, it stores it (or not, `apply`)
 * and never answers, so the client times out.
 */
const setup = (stored: Stored[]) => {
    const sent: string[] = [];
    const behaviour = { hang: false, apply: true };
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const path = new URL(String(url), 'http://console').pathname;
        sent.push(`${method} ${path}`);
        if (method === 'GET') return Response.json(stored);
        const record = { id: stored.length + 1, ...JSON.parse(String(init?.body)) };
        if (behaviour.apply) stored.push(record);
        if (!behaviour.hang) return Response.json(record, { status: 201 });
        return new Promise<Response>((_, fail) =>
            init?.signal?.addEventListener('abort', () => fail(init.signal?.reason)),
        );
    });
    const dataProvider = dataProviderOver(fetch as unknown as typeof globalThis.fetch, [
        services,
        responsibles,
    ]);
    return { sent, behaviour, dataProvider };
};

const listParams = {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'id', order: 'ASC' as const },
    filter: {},
};

beforeEach(() => {
    setConfig({ ...TEST_CONFIG, requestTimeoutMs: 20 });
    acknowledgeError();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a create that timed out', () => {
    it('is not sent again when a fresh read finds it applied (by its unique name)', async () => {
        const { sent, behaviour, dataProvider } = setup([{ id: 1, name: 'Old', type: 'SLS' }]);
        behaviour.hang = true;
        const data = { name: 'Lights', type: 'SLS' };
        await expect(dataProvider.create('services', { data })).rejects.toMatchObject({
            reason: 'timeout',
        });
        behaviour.hang = false;
        const { data: created } = await dataProvider.create('services', { data });
        expect(created).toMatchObject({ id: 2, name: 'Lights' });
        expect(sent).toEqual(['POST /api/services', 'GET /api/services']);
    });

    it('is sent again when the fresh read does not find it', async () => {
        const { sent, behaviour, dataProvider } = setup([]);
        behaviour.hang = true;
        behaviour.apply = false;
        const data = { name: 'Lights', type: 'SLS' };
        await expect(dataProvider.create('services', { data })).rejects.toBeInstanceOf(
            NoResponseError,
        );
        Object.assign(behaviour, { hang: false, apply: true });
        const { data: created } = await dataProvider.create('services', { data });
        expect(created).toMatchObject({ id: 1, name: 'Lights' });
        expect(sent).toEqual(['POST /api/services', 'GET /api/services', 'POST /api/services']);
        // Answered: the next identical create is sent at once (the API judges it).
        await dataProvider.create('services', { data });
        expect(sent.slice(3)).toEqual(['POST /api/services']);
    });

    it('without a unique identity, takes only a record not in the list known before', async () => {
        const older = { id: 1, name: 'Anna', email: 'anna@example.com' };
        const { sent, behaviour, dataProvider } = setup([older]);
        // The list was seen before the save: record 1 is known.
        await dataProvider.getList('responsibles', listParams);
        behaviour.hang = true;
        const data = { name: 'Anna', email: 'anna@example.com' };
        await expect(dataProvider.create('responsibles', { data })).rejects.toMatchObject({
            reason: 'timeout',
        });
        behaviour.hang = false;
        const { data: created } = await dataProvider.create('responsibles', { data });
        expect(created.id).toBe(2);
        expect(sent).toEqual([
            'GET /api/responsibles',
            'POST /api/responsibles',
            'GET /api/responsibles',
        ]);
    });

    it('without a unique identity and no list known before, is sent again', async () => {
        const { sent, behaviour, dataProvider } = setup([]);
        behaviour.hang = true;
        behaviour.apply = false;
        const data = { name: 'Anna', email: 'anna@example.com' };
        await expect(dataProvider.create('responsibles', { data })).rejects.toBeInstanceOf(
            NoResponseError,
        );
        Object.assign(behaviour, { hang: false, apply: true });
        await dataProvider.create('responsibles', { data });
        expect(sent.filter(call => call.startsWith('POST'))).toHaveLength(2);
    });

    it('another body is a create of its own, sent at once', async () => {
        const { sent, behaviour, dataProvider } = setup([]);
        behaviour.hang = true;
        await expect(
            dataProvider.create('services', { data: { name: 'Lights', type: 'SLS' } }),
        ).rejects.toBeInstanceOf(NoResponseError);
        behaviour.hang = false;
        await dataProvider.create('services', { data: { name: 'Valves', type: 'SVS' } });
        expect(sent).toEqual(['POST /api/services', 'POST /api/services']);
    });
});
