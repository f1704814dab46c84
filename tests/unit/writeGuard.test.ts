/**
 * One submission per intent (writeGuard.ts, used by the httpClient for every write): an identical
 * write in flight is joined, not sent again, also inside the pause before writes; it is released
 * after its answer and after its failure; other writes go their own way.
 */
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { acknowledgeError } from '../../src/api/errors/errorStore';
import { createHttpClient, NoResponseError } from '../../src/api/transport/httpClient';
import { writesInFlight } from '../../src/api/writes/writeGuard';
import { setConfig } from '../../src/config';
import { TEST_CONFIG } from './testConfig';

interface Sent {
    method: string;
    url: string;
    body: unknown;
    answer: (response: Response) => void;
    fail: (error: unknown) => void;
}

/** An httpClient whose fetch answers only when the test says so. */
const setup = (writePauseMs = 0) => {
    const sent: Sent[] = [];
    const fetch = vi.fn(
        (url: RequestInfo | URL, init?: RequestInit) =>
            new Promise<Response>((answer, fail) => {
                sent.push({
                    method: init?.method ?? 'GET',
                    url: String(url),
                    body: init?.body ? JSON.parse(String(init.body)) : undefined,
                    answer,
                    fail,
                });
            }),
    );
    const http = createHttpClient({
        getToken: async () => 'token',
        getOrganizationId: () => '1',
        getBillingToken: () => null,
        fetch,
        writePauseMs,
    });
    return { http, sent };
};

/** Lets the client's awaits (token, pause) run. */
const settle = () => new Promise(resolve => setTimeout(resolve, 0));

beforeEach(() => {
    setConfig(TEST_CONFIG);
    acknowledgeError();
});

describe('the write guard in the httpClient', () => {
    it('joins an identical write in flight: one request, both callers get its answer', async () => {
        const { http, sent } = setup();
        const first = http('/services', { method: 'POST', body: { name: 'Lights' } });
        const second = http('/services', { method: 'POST', body: { name: 'Lights' } });
        await settle();
        expect(sent).toHaveLength(1);
        expect(writesInFlight()).toEqual([{ method: 'POST', path: '/services' }]);
        sent[0].answer(Response.json({ id: 7, name: 'Lights' }, { status: 201 }));
        expect(await first).toEqual({ id: 7, name: 'Lights' });
        expect(await second).toEqual({ id: 7, name: 'Lights' });
        expect(sent).toHaveLength(1);
    });

    it('joins a second trigger inside the pause before writes (section 9)', async () => {
        vi.useFakeTimers();
        try {
            const { http, sent } = setup(500);
            const first = http('/billing/subscriptions', { method: 'POST', body: { quantity: 1 } });
            await vi.advanceTimersByTimeAsync(200);
            const second = http('/billing/subscriptions', {
                method: 'POST',
                body: { quantity: 1 },
            });
            await vi.advanceTimersByTimeAsync(400);
            expect(sent).toHaveLength(1);
            sent[0].answer(Response.json({ id: 3 }, { status: 201 }));
            await expect(first).resolves.toEqual({ id: 3 });
            await expect(second).resolves.toEqual({ id: 3 });
            await vi.advanceTimersByTimeAsync(1000);
            expect(sent).toHaveLength(1);
        } finally {
            vi.useRealTimers();
        }
    });

    it('releases the write after its answer: a later identical write is sent', async () => {
        const { http, sent } = setup();
        const first = http('/alarms', { method: 'POST', body: { title: 'Test' } });
        await settle();
        sent[0].answer(Response.json({ id: 1 }, { status: 201 }));
        await first;
        const again = http('/alarms', { method: 'POST', body: { title: 'Test' } });
        await settle();
        expect(sent).toHaveLength(2);
        sent[1].answer(Response.json({ id: 2 }, { status: 201 }));
        expect(await again).toEqual({ id: 2 });
    });

    it('releases the write after an error answer: both callers see it, a retry is sent', async () => {
        const { http, sent } = setup();
        const first = http('/services/4', { method: 'PATCH', body: { name: 'X' } });
        const second = http('/services/4', { method: 'PATCH', body: { name: 'X' } });
        await settle();
        expect(sent).toHaveLength(1);
        sent[0].answer(Response.json({ message: 'Conflict' }, { status: 409 }));
        await expect(first).rejects.toBeInstanceOf(HttpError);
        await expect(second).rejects.toMatchObject({ status: 409 });
        const retry = http('/services/4', { method: 'PATCH', body: { name: 'X' } });
        await settle();
        expect(sent).toHaveLength(2);
        sent[1].answer(Response.json({ id: 4, name: 'X' }));
        expect(await retry).toEqual({ id: 4, name: 'X' });
    });

    it('releases the write after no answer (network failure)', async () => {
        const { http, sent } = setup();
        const first = http('/services/4', { method: 'DELETE' });
        await settle();
        sent[0].fail(new TypeError('Failed to fetch'));
        await expect(first).rejects.toBeInstanceOf(NoResponseError);
        expect(writesInFlight()).toEqual([]);
        const retry = http('/services/4', { method: 'DELETE' });
        await settle();
        expect(sent).toHaveLength(2);
        sent[1].answer(new Response(null, { status: 204 }));
        await retry;
    });

    it('does not join writes with another body, method, address or query', async () => {
        const { http, sent } = setup();
        const writes = [
            http('/responsibles', { method: 'POST', body: { name: 'Anna' } }),
            http('/responsibles', { method: 'POST', body: { name: 'Ben' } }),
            http('/responsibles/1', { method: 'PUT', body: { name: 'Anna' } }),
            http('/responsibles/1', { method: 'PATCH', body: { name: 'Anna' } }),
            http('/users/anna/group/g', { method: 'POST', query: { role: 'ADMIN' } }),
            http('/users/anna/group/g', { method: 'POST', query: { role: 'VIEWER' } }),
        ];
        await settle();
        expect(sent.map(call => `${call.method} ${call.url}`)).toEqual([
            'POST /api/responsibles',
            'POST /api/responsibles',
            'PUT /api/responsibles/1',
            'PATCH /api/responsibles/1',
            'POST /api/users/anna/group/g?role=ADMIN',
            'POST /api/users/anna/group/g?role=VIEWER',
        ]);
        for (const call of sent) call.answer(new Response(null, { status: 204 }));
        await Promise.all(writes);
    });

    it('never joins reads', async () => {
        const { http, sent } = setup();
        const reads = [http('/services'), http('/services')];
        await settle();
        expect(sent).toHaveLength(2);
        for (const call of sent) call.answer(Response.json([]));
        await Promise.all(reads);
    });
});
