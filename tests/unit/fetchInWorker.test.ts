/**
 * Whole collections download in a worker (src/api/transport/fetchInWorker.ts, src/api/transport/downloadWorker.ts):
 * the page gets a fetch answer as from fetch itself (status and headers first, the body after),
 * a timeout aborts the worker's request, a failure reaches the page as fetch's would, and without
 * a worker the page fetches itself.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadAnswer, DownloadAsk, WorkerAsk } from '../../src/api/transport/fetchInWorker';

/** A stand-in Worker: what the page asks is kept; the test answers as the worker would. */
class FakeWorker {
    static last: FakeWorker | undefined;
    asks: WorkerAsk[] = [];
    onmessage: ((event: MessageEvent<DownloadAnswer>) => void) | null = null;
    onerror: (() => void) | null = null;
    terminated = false;
    constructor() {
        FakeWorker.last = this;
    }
    postMessage(ask: WorkerAsk) {
        this.asks.push(ask);
    }
    terminate() {
        this.terminated = true;
    }
    answer(message: DownloadAnswer) {
        this.onmessage?.({ data: message } as MessageEvent<DownloadAnswer>);
    }
}

const freshModule = async () => {
    vi.resetModules();
    return import('../../src/api/transport/fetchInWorker');
};

const bytesOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('a collection downloaded in a worker', () => {
    beforeEach(() => {
        FakeWorker.last = undefined;
        vi.stubGlobal('Worker', FakeWorker);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('answers as fetch does: status and headers when they come, then the body', async () => {
        const { fetchInWorker } = await freshModule();
        const answered = fetchInWorker('/api/devices?size=1000000', {
            headers: { Authorization: 'Bearer token', 'X-Organization-Id': '1' },
        });
        const worker = FakeWorker.last!;
        const [ask] = worker.asks as [Extract<DownloadAsk, { url: string }>];
        expect(ask.url).toBe(new URL('/api/devices?size=1000000', window.location.href).href);
        expect(ask.method).toBe('GET');
        expect(Object.fromEntries(ask.headers)).toEqual({
            authorization: 'Bearer token',
            'x-organization-id': '1',
        });
        worker.answer({
            id: ask.id,
            status: 200,
            statusText: 'OK',
            headers: [['content-type', 'application/json']],
        });
        const response = await answered;
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/json');
        const text = response.text();
        worker.answer({ id: ask.id, body: bytesOf('[{"id":1,"name":"Gateway a"}]') });
        expect(JSON.parse(await text)).toEqual([{ id: 1, name: 'Gateway a' }]);
    });

    it('gives an error status with its body, and a status without a body as fetch does', async () => {
        const { fetchInWorker } = await freshModule();
        const refused = fetchInWorker('/api/devices');
        const worker = FakeWorker.last!;
        worker.answer({ id: 1, status: 403, statusText: 'Forbidden', headers: [] });
        worker.answer({ id: 1, body: bytesOf('{"message":"Not yours"}') });
        const response = await refused;
        expect(response.ok).toBe(false);
        expect(await response.json()).toEqual({ message: 'Not yours' });

        const empty = fetchInWorker('/api/devices');
        worker.answer({ id: 2, status: 204, statusText: 'No Content', headers: [] });
        expect(await (await empty).text()).toBe('');
    });

    it('aborts the worker request when the page aborts (its timeout), with the reason', async () => {
        const { fetchInWorker } = await freshModule();
        const controller = new AbortController();
        const answered = fetchInWorker('/api/devices', { signal: controller.signal });
        const worker = FakeWorker.last!;
        const timeout = new DOMException('Timed out after 4000 ms', 'TimeoutError');
        controller.abort(timeout);
        await expect(answered).rejects.toBe(timeout);
        expect(worker.asks[1]).toEqual({ id: 1, abort: true });
        // A late answer changes nothing.
        worker.answer({ id: 1, status: 200, statusText: 'OK', headers: [] });
    });

    it("passes a network failure on as fetch's TypeError", async () => {
        const { fetchInWorker } = await freshModule();
        const answered = fetchInWorker('/api/devices');
        FakeWorker.last!.answer({ id: 1, error: 'TypeError: Failed to fetch' });
        await expect(answered).rejects.toBeInstanceOf(TypeError);
    });

    it("starts with the console and is told the user's language first", async () => {
        const { startDownloadWorker, fetchInWorker } = await freshModule();
        expect(startDownloadWorker('de')).toBe(true);
        void fetchInWorker('/api/devices');
        const worker = FakeWorker.last!;
        expect(worker.asks[0]).toEqual({ language: 'de' });
        expect(worker.asks[1]).toMatchObject({ id: 1, method: 'GET' });
    });

    it('says so where the browser has no workers (the page then makes its Intl objects)', async () => {
        vi.stubGlobal('Worker', undefined);
        const { startDownloadWorker } = await freshModule();
        expect(startDownloadWorker('de')).toBe(false);
    });

    it('fetches in the page when the worker does not start, then and afterwards', async () => {
        const pageFetch = vi.fn(
            async (_url: string, _init?: RequestInit) => new Response('[]', { status: 200 }),
        );
        vi.stubGlobal('fetch', pageFetch);
        const { fetchInWorker } = await freshModule();
        const answered = fetchInWorker('/api/devices', { method: 'GET' });
        const worker = FakeWorker.last!;
        worker.onerror?.();
        expect(await (await answered).text()).toBe('[]');
        expect(worker.terminated).toBe(true);
        await fetchInWorker('/api/integrations');
        expect(pageFetch.mock.calls.map(([url]) => url)).toEqual([
            '/api/devices',
            '/api/integrations',
        ]);
    });
});

/** Counts the Intl objects of a kind made, each still a working one. */
const madeWith = (kind: 'Collator' | 'DateTimeFormat' | 'RelativeTimeFormat') => {
    const Kind = Intl[kind] as unknown as new (...args: unknown[]) => object;
    return vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
        return new Kind(...args);
    } as never);
};

describe('the download worker', () => {
    afterEach(() => {
        vi.unstubAllGlobals();
        vi.restoreAllMocks();
    });

    it("makes the Intl objects of the user's language, whose data the page then shares", async () => {
        vi.useFakeTimers();
        try {
            vi.resetModules();
            await import('../../src/api/transport/downloadWorker');
            const collators = madeWith('Collator');
            const dateFormats = madeWith('DateTimeFormat');
            const relativeFormats = madeWith('RelativeTimeFormat');
            await (self.onmessage as (event: MessageEvent<WorkerAsk>) => Promise<void>)({
                data: { language: 'it' },
            } as MessageEvent<WorkerAsk>);
            await vi.runAllTimersAsync();
            expect(collators.mock.calls.map(([locale]) => locale)).toEqual(['it']);
            expect(dateFormats.mock.calls.map(([locale]) => locale)).toEqual(['it']);
            expect(relativeFormats.mock.calls.map(([locale]) => locale)).toEqual(['it']);
        } finally {
            vi.useRealTimers();
        }
    });

    it('starts a download asked meanwhile before the Intl objects, made one per task', async () => {
        vi.useFakeTimers();
        try {
            vi.stubGlobal('postMessage', () => undefined);
            const order: string[] = [];
            vi.stubGlobal('fetch', async (url: string) => {
                order.push(`fetch ${url}`);
                return new Response('[]');
            });
            vi.resetModules();
            await import('../../src/api/transport/downloadWorker');
            const Collator = Intl.Collator;
            vi.spyOn(Intl, 'Collator').mockImplementation(function (...args: unknown[]) {
                order.push('collator');
                return new Collator(...(args as []));
            } as never);
            const ask = (data: WorkerAsk) =>
                (self.onmessage as (event: MessageEvent<WorkerAsk>) => Promise<void>)({
                    data,
                } as MessageEvent<WorkerAsk>);
            // Both messages wait in the worker's queue while its script loads.
            void ask({ language: 'fr' });
            void ask({ id: 1, url: 'http://console.test/api/devices', method: 'GET', headers: [] });
            expect(order).toEqual(['fetch http://console.test/api/devices']);
            await vi.runAllTimersAsync();
            expect(order).toEqual(['fetch http://console.test/api/devices', 'collator']);
        } finally {
            vi.useRealTimers();
        }
    });

    it('fetches, tells the status and headers, then moves the body over', async () => {
        const posted: { message: DownloadAnswer; transfer?: Transferable[] }[] = [];
        vi.stubGlobal('postMessage', (message: DownloadAnswer, transfer?: Transferable[]) =>
            posted.push({ message, transfer }),
        );
        const fetched = vi.fn(
            async (_url: string, _init: RequestInit) =>
                new Response('[1,2]', { status: 200, headers: { 'X-Total': '2' } }),
        );
        vi.stubGlobal('fetch', fetched);
        vi.resetModules();
        await import('../../src/api/transport/downloadWorker');
        const ask: DownloadAsk = {
            id: 7,
            url: 'http://console.test/api/devices',
            method: 'GET',
            headers: [['authorization', 'Bearer token']],
        };
        await (self.onmessage as (event: MessageEvent<DownloadAsk>) => Promise<void>)({
            data: ask,
        } as MessageEvent<DownloadAsk>);
        expect(fetched.mock.calls[0]![0]).toBe('http://console.test/api/devices');
        expect(fetched.mock.calls[0]![1].headers).toEqual([['authorization', 'Bearer token']]);
        const [head, body] = posted;
        expect(head!.message).toMatchObject({ id: 7, status: 200 });
        expect(head!.message).toHaveProperty('headers', expect.arrayContaining([['x-total', '2']]));
        const bytes = (body!.message as { body: ArrayBuffer }).body;
        expect(new TextDecoder().decode(bytes)).toBe('[1,2]');
        expect(body!.transfer).toEqual([bytes]);
    });
});
