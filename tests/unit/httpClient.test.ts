import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { getErrorState, acknowledgeError } from '../../src/api/errors/errorStore';
import { knowRecordNames } from '../../src/api/errors/recordNames';
import {
    createHttpClient,
    endsSession,
    HANDLED_ERROR_MESSAGE,
} from '../../src/api/transport/httpClient';
import { FIELD_ERRORS_META } from '../../src/api/errors/takenName';
import { COMMAND_PAUSE_MS } from '../../src/api/writes/writePause';
import { submissionError } from '../../src/validation/submissionError';
import { DEFAULT_REQUEST_TIMEOUT_MS, parseConfig, setConfig } from '../../src/config';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { organizations } from '../../resources/organizations';
import { TEST_CONFIG } from './testConfig';

// As the console's start does: the API's messages name records by their declarations' titles.
knowRecordNames([organizations]);

const scoped: ResourceDeclaration = {
    name: 'services',
    endpoint: '/services',
    paths: { list: '/organization/services' },
    fields: [{ source: 'name', type: 'text' }],
    api: http => ({
        activateService: (id: never, value: never) =>
            http(`/services/${id}/activation/${value}`, { method: 'PUT', billing: true }),
    }),
};

interface Call {
    url: string;
    method: string;
    headers: Headers;
    body?: unknown;
}

const setup = (
    answer: (call: Call) => Response = () => Response.json([]),
    /** 0 keeps the other tests quick; null leaves the client's default pause. */
    writePauseMs: number | null = 0,
) => {
    const calls: Call[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        const call = {
            url: String(url),
            method: init?.method ?? 'GET',
            headers: new Headers(init?.headers),
            body: init?.body ? JSON.parse(String(init.body)) : undefined,
        };
        calls.push(call);
        return answer(call);
    });
    const http = createHttpClient({
        getToken: async () => 'token-123',
        getOrganizationId: () => '42',
        getBillingToken: () => 'billing-9',
        fetch,
        writePauseMs: writePauseMs ?? undefined,
    });
    const dataProvider = createDataProvider({
        http,
        resources: [organizations, scoped],
        queryClient: new QueryClient(),
        getOrganizationId: () => '42',
    });
    return { calls, dataProvider, http };
};

beforeEach(() => {
    setConfig(TEST_CONFIG);
    acknowledgeError();
});

const listParams = {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'id', order: 'ASC' as const },
    filter: {},
};

describe('httpClient headers per resource', () => {
    it('sends the bearer token and the organization header for organization-scoped resources', async () => {
        const { calls, dataProvider } = setup();
        await dataProvider.getList('services', listParams);
        expect(calls[0].url).toBe('/api/services?size=1000000');
        expect(calls[0].headers.get('Authorization')).toBe('Bearer token-123');
        expect(calls[0].headers.get('X-Organization-Id')).toBe('42');
        expect(calls[0].headers.get('X-Billing-Token')).toBeNull();
    });

    it('sends no organization header for organizations', async () => {
        const { calls, dataProvider } = setup(() =>
            Response.json({ id: 3, name: 'A', billingId: 'B' }),
        );
        await dataProvider.getOne('organizations', { id: 3 });
        expect(calls[0].url).toBe('/api/organizations/3');
        expect(calls[0].headers.get('Authorization')).toBe('Bearer token-123');
        expect(calls[0].headers.has('X-Organization-Id')).toBe(false);
    });

    it('asks lists for the whole collection once, and sorts and pages them in the browser', async () => {
        const { calls, dataProvider } = setup(() =>
            Response.json([
                { id: 1, name: 'Zeta', billingId: 'Z' },
                { id: 2, name: 'Alpha', billingId: 'A' },
            ]),
        );
        const byName = await dataProvider.getList('organizations', {
            ...listParams,
            sort: { field: 'name', order: 'ASC' },
        });
        expect(byName.data.map(record => record.name)).toEqual(['Alpha', 'Zeta']);
        expect(byName.data[0].type).toBe('organization');
        const secondPage = await dataProvider.getList('organizations', {
            ...listParams,
            pagination: { page: 2, perPage: 1 },
        });
        expect(secondPage.data.map(record => record.name)).toEqual(['Alpha']);
        expect(secondPage.total).toBe(2);
        expect(calls).toHaveLength(1);
        expect(calls[0].url).toBe('/api/organizations?size=1000000');
    });

    it('updates organizations with PUT and the declared fields only, after a fresh read, then fetches the list anew', async () => {
        const { calls, dataProvider } = setup(call =>
            call.method === 'PUT'
                ? Response.json({ id: 3, name: 'New', billingId: 'B-1' })
                : call.url === '/api/organizations/3'
                  ? Response.json({ id: 3, name: 'Old', billingId: 'B-1' })
                  : Response.json([]),
        );
        await dataProvider.getList('organizations', listParams);
        await dataProvider.update('organizations', {
            id: 3,
            data: { id: 3, name: 'New', billingId: 'B-1', type: 'organization' },
            previousData: { id: 3, name: 'Old', billingId: 'B-1' },
        });
        expect(calls[1]).toMatchObject({ url: '/api/organizations/3', method: 'GET' });
        expect(calls[2]).toMatchObject({
            url: '/api/organizations/3',
            method: 'PUT',
            body: { id: 3, name: 'New', billingId: 'B-1' },
        });
        await dataProvider.getList('organizations', listParams);
        expect(calls).toHaveLength(4);
    });

    it('sends the billing token header on billing writes', async () => {
        const { calls, dataProvider } = setup(() => new Response(null, { status: 204 }));
        await dataProvider.activateService(7, 'BY_LICENCE');
        expect(calls[0]).toMatchObject({
            url: '/api/services/7/activation/BY_LICENCE',
            method: 'PUT',
        });
        expect(calls[0].headers.get('X-Billing-Token')).toBe('billing-9');
        expect(calls[0].headers.get('X-Organization-Id')).toBe('42');
    });
});

describe('the pauses before actions (section 9)', () => {
    it('sends a write 500 ms after it is asked for, a read at once, and a command after 1000 ms', async () => {
        vi.useFakeTimers();
        try {
            const { calls, http } = setup(() => Response.json({}), null);
            void http('/services/1', { method: 'DELETE' });
            void http('/services');
            await vi.advanceTimersByTimeAsync(0);
            expect(calls.map(call => call.method)).toEqual(['GET']);
            await vi.advanceTimersByTimeAsync(499);
            expect(calls).toHaveLength(1);
            await vi.advanceTimersByTimeAsync(1);
            expect(calls.map(call => call.method)).toEqual(['GET', 'DELETE']);

            void http('/devices/1/send', { method: 'POST', body: {}, pause: COMMAND_PAUSE_MS });
            await vi.advanceTimersByTimeAsync(999);
            expect(calls).toHaveLength(2);
            await vi.advanceTimersByTimeAsync(1);
            expect(calls.at(-1)?.url).toBe('/api/devices/1/send');

            void http('/sharing/dryrun', { method: 'POST', body: {}, pause: 0 });
            await vi.advanceTimersByTimeAsync(0);
            expect(calls.at(-1)?.url).toBe('/api/sharing/dryrun');
        } finally {
            vi.useRealTimers();
        }
    });
});

describe('failed responses', () => {
    it('opens the modal with the server message for 400 to 501', async () => {
        const { dataProvider } = setup(() =>
            Response.json({ message: 'Name taken' }, { status: 409 }),
        );
        await expect(
            dataProvider.create('organizations', { data: { name: 'A', billingId: 'B' } }),
        ).rejects.toMatchObject({
            status: 409,
            message: HANDLED_ERROR_MESSAGE,
        });
        expect(getErrorState()).toMatchObject({
            open: true,
            title: 'app.error.title',
            message: 'Name taken',
        });
    });

    it('opens the modal with the try-again text for 502 to 599', async () => {
        const { dataProvider } = setup(() =>
            Response.json({ message: 'upstream' }, { status: 503 }),
        );
        await expect(dataProvider.getList('services', listParams)).rejects.toMatchObject({
            status: 503,
        });
        expect(getErrorState()).toMatchObject({
            open: true,
            textKey: 'app.error.server_unavailable',
        });
        expect(getErrorState().message).toBeUndefined();
    });

    it('opens no modal for a call whose page shows the failure itself (the trial runs)', async () => {
        const answers = [
            Response.json({ message: 'The script failed: boom (line 3)' }, { status: 400 }),
            new Response('Bad gateway', { status: 502 }),
        ];
        const { http } = setup(() => answers.shift()!);
        const run = () =>
            http('/alarming/custom-alarms/dryrun', {
                method: 'POST',
                body: { code: 'boom' },
                pause: 0,
                showsOwnError: true,
            });
        await expect(run()).rejects.toMatchObject({
            status: 400,
            message: HANDLED_ERROR_MESSAGE,
            body: { message: 'The script failed: boom (line 3)' },
        });
        expect(getErrorState().open).toBe(false);
        await expect(run()).rejects.toMatchObject({ status: 502 });
        expect(getErrorState().open).toBe(false);
    });

    it('a read for an organization left while it was under way opens no modal; a write still does', async () => {
        let current: string | null = '11';
        const gone = () => Response.json({ message: 'Organization 11 not found' }, { status: 404 });
        const http = createHttpClient({
            getToken: async () => 'token-123',
            getOrganizationId: () => current,
            getBillingToken: () => null,
            // The organization is removed while the call is on its way.
            fetch: vi.fn(async () => {
                current = null;
                return gone();
            }),
            writePauseMs: 0,
        });
        await expect(http('/alarming/alarms')).rejects.toMatchObject({ status: 404 });
        expect(getErrorState().open).toBe(false);

        current = '11';
        await expect(http('/services', { method: 'POST', body: {} })).rejects.toMatchObject({
            status: 404,
        });
        expect(getErrorState()).toMatchObject({ open: true, status: 404 });
        acknowledgeError();
        // Still the organization's: the read's failure is told.
        const stays = createHttpClient({
            getToken: async () => 'token-123',
            getOrganizationId: () => '11',
            getBillingToken: () => null,
            fetch: vi.fn(async () => gone()),
        });
        await expect(stays('/alarming/alarms')).rejects.toMatchObject({ status: 404 });
        expect(getErrorState()).toMatchObject({ open: true, status: 404 });
    });

    it('a taken name goes to the name field of a form that asks, else to the modal', async () => {
        const taken = () =>
            Response.json(
                { message: 'An organization named Stadtwerke Musterstadt already exists' },
                { status: 409 },
            );
        const { dataProvider } = setup(taken);
        const data = { name: 'Stadtwerke Musterstadt', billingId: 'X-1' };
        await expect(
            dataProvider.create('organizations', { data, meta: FIELD_ERRORS_META }),
        ).rejects.toMatchObject({
            status: 409,
            body: { errors: { name: submissionError('app.validation.name_taken') } },
        });
        expect(getErrorState().open).toBe(false);
        await expect(
            dataProvider.update('organizations', {
                id: 1,
                data,
                previousData: undefined as never,
                meta: FIELD_ERRORS_META,
            }),
        ).rejects.toMatchObject({ body: { errors: { name: expect.any(String) } } });
        expect(getErrorState().open).toBe(false);
        // Without the form's asking, the modal tells, as section 8 says.
        await expect(dataProvider.create('organizations', { data })).rejects.toMatchObject({
            status: 409,
        });
        expect(getErrorState()).toMatchObject({ open: true, status: 409 });
        acknowledgeError();
        // Any other refusal opens the modal even where the form asks.
        const other = setup(() => Response.json({ message: 'No access' }, { status: 403 }));
        await expect(
            other.dataProvider.create('organizations', { data, meta: FIELD_ERRORS_META }),
        ).rejects.toMatchObject({ status: 403 });
        expect(getErrorState().open).toBe(true);
    });

    it('opens no modal for a 401, which signs the user out', async () => {
        const { dataProvider } = setup(() =>
            Response.json({ message: 'Unauthorized' }, { status: 401 }),
        );
        await expect(dataProvider.getList('services', listParams)).rejects.toMatchObject({
            status: 401,
        });
        expect(getErrorState().open).toBe(false);
    });

    it("tells a billing provider's 401 from the API's own (its Bearer challenge)", async () => {
        const answers = [
            Response.json({ message: 'Billing session expired' }, { status: 401 }),
            Response.json(
                { message: 'Unauthorized' },
                {
                    status: 401,
                    headers: { 'WWW-Authenticate': 'Bearer realm="api", error="invalid_token"' },
                },
            ),
        ];
        const { http } = setup(() => answers.shift()!);
        const save = () =>
            http('/billing/account', {
                method: 'PATCH',
                body: { city: 'Graz' },
                billing: true,
                thirdParty: true,
            });
        // The provider's: its message in the modal; the session goes on.
        const provider = await save().catch((error: unknown) => error);
        expect(endsSession(provider)).toBe(false);
        expect(getErrorState()).toMatchObject({ open: true, message: 'Billing session expired' });
        acknowledgeError();
        // The API's own: no modal; the session ends.
        const own = await save().catch((error: unknown) => error);
        expect(endsSession(own)).toBe(true);
        expect(getErrorState().open).toBe(false);
    });

    it('only logs a failure that is no response', async () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const { dataProvider } = setup(() => {
            throw new TypeError('Failed to fetch');
        });
        const failure = dataProvider.getList('services', listParams);
        // The handled message: no notification shows it either (section 8: only logged).
        await expect(failure).rejects.toMatchObject({
            name: 'NoResponseError',
            reason: 'network',
            message: HANDLED_ERROR_MESSAGE,
        });
        await expect(failure).rejects.toHaveProperty('cause.message', 'Failed to fetch');
        expect(getErrorState().open).toBe(false);
        expect(error).toHaveBeenCalled();
        error.mockRestore();
    });

    it('logs the address without its query, which may carry an API key', async () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const { http } = setup(call =>
            call.url.includes('lookup') ? Response.json({}, { status: 302 }) : Response.json([]),
        );
        await expect(http('/element/lookup', { query: { auth: 'SECRET-KEY' } })).rejects.toThrow();
        const { http: dropped } = setup(() => {
            throw new TypeError('Failed to fetch');
        });
        await expect(
            dropped('/element/lookup', { query: { auth: 'SECRET-KEY' } }),
        ).rejects.toThrow();
        const logged = error.mock.calls.map(call => String(call[0]));
        expect(logged).toEqual([
            'Request GET /api/element/lookup answered 302',
            'Request GET /api/element/lookup got no answer (network)',
        ]);
        error.mockRestore();
    });
});

describe('the request timeout', () => {
    /** A fetch that answers only when told to, and fails as fetch does when its signal aborts. */
    const hangingFetch = () => {
        const signals: AbortSignal[] = [];
        const fetch = vi.fn(
            (_url: RequestInfo | URL, init?: RequestInit) =>
                new Promise<Response>((_resolve, reject) => {
                    const signal = init!.signal!;
                    signals.push(signal);
                    signal.addEventListener('abort', () => reject(signal.reason));
                }),
        );
        const http = createHttpClient({
            getToken: async () => 'token-123',
            getOrganizationId: () => '42',
            getBillingToken: () => null,
            fetch,
            writePauseMs: 0,
        });
        return { fetch, http, signals };
    };

    const withTimeout = (requestTimeoutMs?: number) =>
        setConfig({ ...TEST_CONFIG, requestTimeoutMs });

    it('gives up after the configured time, as a call with no answer: logged, no modal', async () => {
        vi.useFakeTimers();
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        try {
            withTimeout(2000);
            const { http, signals } = hangingFetch();
            const call = http('/services', { method: 'POST', body: { name: 'A' } });
            const outcome = call.catch((failure: unknown) => failure);
            await vi.advanceTimersByTimeAsync(1999);
            expect(signals[0].aborted).toBe(false);
            await vi.advanceTimersByTimeAsync(1);
            expect(signals[0].aborted).toBe(true);
            expect(await outcome).toMatchObject({
                name: 'NoResponseError',
                reason: 'timeout',
                message: HANDLED_ERROR_MESSAGE,
            });
            expect(((await outcome) as Error).cause).toMatchObject({ name: 'TimeoutError' });
            expect(getErrorState().open).toBe(false);
            expect(String(error.mock.calls[0][0])).toBe(
                'Request POST /api/services got no answer (timeout)',
            );
        } finally {
            error.mockRestore();
            vi.useRealTimers();
        }
    });

    it('waits 30 s when the configuration names no timeout', async () => {
        vi.useFakeTimers();
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        try {
            withTimeout(undefined);
            const { http, signals } = hangingFetch();
            const outcome = http('/services').catch((failure: unknown) => failure);
            await vi.advanceTimersByTimeAsync(29_999);
            expect(signals[0].aborted).toBe(false);
            await vi.advanceTimersByTimeAsync(1);
            expect(await outcome).toMatchObject({ reason: 'timeout' });
        } finally {
            error.mockRestore();
            vi.useRealTimers();
        }
    });

    it('stops the clock once the API answers: a slow answer is still read in full', async () => {
        vi.useFakeTimers();
        try {
            withTimeout(1000);
            let signal: AbortSignal | undefined;
            let finish: (text: string) => void = () => undefined;
            const slowBody = new ReadableStream<Uint8Array>({
                start: controller => {
                    finish = text => {
                        controller.enqueue(new TextEncoder().encode(text));
                        controller.close();
                    };
                },
            });
            const http = createHttpClient({
                getToken: async () => 'token-123',
                getOrganizationId: () => '42',
                getBillingToken: () => null,
                fetch: async (_url, init) => {
                    signal = init!.signal!;
                    return new Response(slowBody, { status: 201 });
                },
                writePauseMs: 0,
            });
            const call = http('/services', { method: 'POST', body: { name: 'A' } });
            await vi.advanceTimersByTimeAsync(5000);
            expect(vi.getTimerCount()).toBe(0);
            finish('{"id":7}');
            await expect(call).resolves.toEqual({ id: 7 });
            expect(signal?.aborted).toBe(false);
        } finally {
            vi.useRealTimers();
        }
    });

    it('fetches the collection anew after a write that got no answer', async () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        try {
            let created = false;
            const { calls, dataProvider } = setup(call => {
                if (call.method === 'POST') {
                    // The server stores the record, but its answer never arrives.
                    created = true;
                    throw new TypeError('Failed to fetch');
                }
                return Response.json(created ? [{ id: 1, name: 'A' }] : []);
            });
            expect((await dataProvider.getList('services', listParams)).total).toBe(0);
            await expect(
                dataProvider.create('services', { data: { name: 'A' } }),
            ).rejects.toMatchObject({ reason: 'network' });
            expect((await dataProvider.getList('services', listParams)).total).toBe(1);
            expect(calls.map(call => call.method)).toEqual(['GET', 'POST', 'GET']);
        } finally {
            error.mockRestore();
        }
    });

    it('takes the timeout from config.json and refuses a bad one', () => {
        const base = { ...TEST_CONFIG };
        expect(parseConfig({ ...base, requestTimeoutMs: 2000 }).requestTimeoutMs).toBe(2000);
        expect(parseConfig(base).requestTimeoutMs).toBeUndefined();
        expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(30_000);
        for (const bad of [0, -5, 1.5, '2000']) {
            expect(() => parseConfig({ ...base, requestTimeoutMs: bad })).toThrow(
                'requestTimeoutMs',
            );
        }
    });
});
