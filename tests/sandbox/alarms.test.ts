/** Alarms: the seed, scoping and rights, test alarms, the acknowledge rule, (bulk) removal. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { apiClient, type Json } from './support/apiClient.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let api: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = await apiClient(sandbox, ['sysadmin', 'orgadmin', 'viewer', 'orgadmin2']);
});

afterAll(() => sandbox?.close());

const ADMINS_ONLY = { message: 'Only admins of this organization may do this' };
const DAY = 24 * 3_600_000;
const TEST_ALARM = {
    title: 'Test alarm',
    description: 'Checking the notifications',
    type: 'FAILURE',
    organizationId: 1,
    state: 'ACTIVE',
};

const newAlarm = async (body: Json = TEST_ALARM) => {
    const { status, body: alarm } = await api.call('orgadmin', 'POST', '/alarming/alarms', {
        body,
    });
    expect(status).toBe(201);
    return alarm as Json;
};

describe('the seeded alarms', () => {
    test('organization 1: every state and type, over the last 30 days, ordered by id', async () => {
        const { status, body } = await api.call('viewer', 'GET', '/alarming/alarms?size=1000000');
        expect(status).toBe(200);
        expect(body).toHaveLength(14);
        const states = new Set(body.map((a: Json) => a.state));
        expect([...states].sort()).toEqual([
            'ACKNOWLEDGED',
            'ACTIVE',
            'INACTIVE',
            'OPEN',
            'RESOLVED',
        ]);
        expect([...new Set(body.map((a: Json) => a.type))].sort()).toEqual([
            'ERROR',
            'FAILURE',
            'INFO',
            'WARNING',
        ]);
        expect(body.map((a: Json) => a.id)).toEqual([
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
        ]);
        const now = Date.now();
        for (const alarm of body) {
            expect(alarm.organizationId).toBe(1);
            expect(alarm.timestamp).toBeGreaterThan(now - 30 * DAY);
            expect(alarm.timestamp).toBeLessThan(now);
            expect([null, 101, 102, 103]).toContain(alarm.serviceId);
        }
        expect(body.filter((a: Json) => a.serviceId === null).length).toBeGreaterThan(2);
        expect(body.filter((a: Json) => a.state === 'INACTIVE').length).toBeGreaterThan(1);
        expect(body.filter((a: Json) => a.state === 'ACTIVE').length).toBeGreaterThan(1);
        expect(body[0]).toEqual({
            id: 1,
            timestamp: expect.any(Number),
            type: 'FAILURE',
            title: 'Lamp failure Bahnhofstraße 3',
            description: 'Streetlight Bahnhofstraße 3 reports a lamp failure',
            state: 'RESOLVED',
            serviceId: 101,
            organizationId: 1,
            customAlarmId: null,
        });
        expect(body[9]).toMatchObject({
            id: 10,
            title: 'Hot weather station',
            state: 'INACTIVE',
            serviceId: 103,
            customAlarmId: 1,
        });
        expect((await api.call('viewer', 'GET', '/alarming/alarms/14')).body).toEqual(body[13]);
    });

    test('organization 2 has a few of its own', async () => {
        const { body } = await api.call('orgadmin2', 'GET', '/alarming/alarms', {
            organization: 2,
        });
        expect(body.map((a: Json) => [a.id, a.state, a.serviceId])).toEqual([
            [15, 'RESOLVED', null],
            [16, 'ACTIVE', 201],
            [17, 'OPEN', null],
        ]);
    });
});

describe('scoping and rights', () => {
    test('reads need a member of the organization; other organizations answer 403', async () => {
        expect(await api.call('orgadmin', 'GET', '/alarming/alarms', { organization: 2 })).toEqual({
            status: 403,
            body: { message: 'No access to this organization' },
        });
        expect(
            await api.call('orgadmin', 'GET', '/alarming/alarms', { organization: null }),
        ).toEqual({ status: 400, body: { message: 'Organization id header missing' } });
        expect(await api.call('orgadmin', 'GET', '/alarming/alarms/16')).toEqual({
            status: 403,
            body: { message: 'No access to this organization' },
        });
        expect(
            (await api.call('sysadmin', 'GET', '/alarming/alarms/16', { organization: 2 })).status,
        ).toBe(200);
        expect((await api.call('sysadmin', 'GET', '/alarming/alarms/16')).status).toBe(404);
        expect(await api.call('orgadmin', 'GET', '/alarming/alarms/x')).toEqual({
            status: 400,
            body: { message: 'Alarm id must be a positive integer' },
        });
    });

    test('viewers cannot write', async () => {
        const writes: [string, string, unknown][] = [
            ['POST', '/alarming/alarms', TEST_ALARM],
            ['PATCH', '/alarming/alarms/7', { id: 7, state: 'ACKNOWLEDGED' }],
            ['DELETE', '/alarming/alarms/7', undefined],
            ['DELETE', '/alarming/alarms/bulk', { ids: [7] }],
        ];
        for (const [method, path, body] of writes) {
            expect(await api.call('viewer', method, path, { body })).toEqual({
                status: 403,
                body: ADMINS_ONLY,
            });
        }
        expect((await api.call('viewer', 'GET', '/alarming/alarms/7')).body.state).toBe('OPEN');
    });

    test("admins cannot write another organization's alarms", async () => {
        expect(
            (
                await api.call('orgadmin', 'PATCH', '/alarming/alarms/16', {
                    organization: 2,
                    body: { id: 16, state: 'ACKNOWLEDGED' },
                })
            ).status,
        ).toBe(403);
        expect(
            await api.call('orgadmin', 'PATCH', '/alarming/alarms/16', {
                body: { id: 16, state: 'ACKNOWLEDGED' },
            }),
        ).toEqual({ status: 403, body: { message: 'No access to this organization' } });
        expect((await api.call('orgadmin', 'DELETE', '/alarming/alarms/16')).status).toBe(403);
        expect(
            await api.call('orgadmin', 'POST', '/alarming/alarms', {
                body: { ...TEST_ALARM, organizationId: 2 },
            }),
        ).toEqual({
            status: 400,
            body: {
                message: 'organizationId 2 does not match the organization header (1)',
            },
        });
        expect(
            (await api.call('orgadmin2', 'GET', '/alarming/alarms/16', { organization: 2 })).body
                .state,
        ).toBe('ACTIVE');
    });
});

describe('test alarms', () => {
    test('POST stores the alarm with the time of now', async () => {
        const before = Date.now();
        const alarm = await newAlarm();
        expect(alarm).toEqual({
            id: expect.any(Number),
            timestamp: expect.any(Number),
            ...TEST_ALARM,
            serviceId: null,
            customAlarmId: null,
        });
        expect(alarm.timestamp).toBeGreaterThanOrEqual(before);
        expect(alarm.timestamp).toBeLessThanOrEqual(Date.now());
        expect((await api.call('viewer', 'GET', `/alarming/alarms/${alarm.id}`)).body).toEqual(
            alarm,
        );
        const withService = await newAlarm({
            ...TEST_ALARM,
            organizationId: undefined,
            serviceId: 102,
            type: 'INFO',
            state: 'OPEN',
        });
        expect(withService).toMatchObject({ serviceId: 102, organizationId: 1, type: 'INFO' });
    });

    test.each([
        [{ title: '' }, 'Title is required'],
        [{ title: undefined }, 'Title is required'],
        [{ type: 'CRITICAL' }, 'Type must be one of FAILURE, ERROR, WARNING, INFO'],
        [{ type: undefined }, 'Type is required'],
        [
            { state: 'CLOSED' },
            'State must be one of OPEN, ACTIVE, INACTIVE, ACKNOWLEDGED, RESOLVED',
        ],
        [{ serviceId: 201 }, 'Service 201 not found'],
        [{ serviceId: 999 }, 'Service 999 not found'],
    ])('400 for %o', async (change, message) => {
        expect(
            await api.call('orgadmin', 'POST', '/alarming/alarms', {
                body: { ...TEST_ALARM, ...change },
            }),
        ).toEqual({ status: 400, body: { message } });
    });
});

describe('the acknowledge rule', () => {
    test.each([
        ['OPEN', 'ACKNOWLEDGED'],
        ['ACTIVE', 'ACKNOWLEDGED'],
        ['INACTIVE', 'RESOLVED'],
    ])('%s → %s is allowed', async (from, to) => {
        const alarm = await newAlarm({ ...TEST_ALARM, state: from });
        const patched = await api.call('orgadmin', 'PATCH', `/alarming/alarms/${alarm.id}`, {
            body: { id: alarm.id, state: to },
        });
        expect(patched).toEqual({ status: 200, body: { ...alarm, state: to } });
        expect((await api.call('viewer', 'GET', `/alarming/alarms/${alarm.id}`)).body.state).toBe(
            to,
        );
    });

    const REFUSED: [string, string][] = [
        ['OPEN', 'RESOLVED'],
        ['OPEN', 'INACTIVE'],
        ['OPEN', 'OPEN'],
        ['ACTIVE', 'RESOLVED'],
        ['ACTIVE', 'INACTIVE'],
        ['INACTIVE', 'ACKNOWLEDGED'],
        ['INACTIVE', 'ACTIVE'],
        ['ACKNOWLEDGED', 'RESOLVED'],
        ['ACKNOWLEDGED', 'ACKNOWLEDGED'],
        ['ACKNOWLEDGED', 'OPEN'],
        ['RESOLVED', 'ACKNOWLEDGED'],
        ['RESOLVED', 'OPEN'],
    ];
    test.each(REFUSED)('%s → %s is refused', async (from, to) => {
        const alarm = await newAlarm({ ...TEST_ALARM, state: from });
        expect(
            await api.call('orgadmin', 'PATCH', `/alarming/alarms/${alarm.id}`, {
                body: { id: alarm.id, state: to },
            }),
        ).toEqual({
            status: 400,
            body: { message: `An alarm in state ${from} cannot change to ${to}` },
        });
        expect((await api.call('viewer', 'GET', `/alarming/alarms/${alarm.id}`)).body.state).toBe(
            from,
        );
    });

    test('a bad state, a mismatching id, an unknown alarm', async () => {
        expect(
            await api.call('orgadmin', 'PATCH', '/alarming/alarms/7', { body: { state: 'DONE' } }),
        ).toEqual({
            status: 400,
            body: {
                message: 'State must be one of OPEN, ACTIVE, INACTIVE, ACKNOWLEDGED, RESOLVED',
            },
        });
        expect(
            await api.call('orgadmin', 'PATCH', '/alarming/alarms/7', {
                body: { id: 8, state: 'ACKNOWLEDGED' },
            }),
        ).toEqual({ status: 400, body: { message: 'Alarm id 8 in the body does not match 7' } });
        expect(
            await api.call('orgadmin', 'PATCH', '/alarming/alarms/999', {
                body: { id: 999, state: 'ACKNOWLEDGED' },
            }),
        ).toEqual({ status: 404, body: { message: 'Alarm 999 not found' } });
    });

    test('a system admin acknowledges in any organization', async () => {
        const patched = await api.call('sysadmin', 'PATCH', '/alarming/alarms/17', {
            organization: 2,
            body: { id: 17, state: 'ACKNOWLEDGED' },
        });
        expect(patched.body).toMatchObject({ id: 17, state: 'ACKNOWLEDGED', organizationId: 2 });
    });
});

describe('removal', () => {
    test('DELETE one', async () => {
        const alarm = await newAlarm();
        expect(await api.call('orgadmin', 'DELETE', `/alarming/alarms/${alarm.id}`)).toEqual({
            status: 200,
            body: { id: alarm.id },
        });
        expect((await api.call('orgadmin', 'GET', `/alarming/alarms/${alarm.id}`)).status).toBe(
            404,
        );
        expect((await api.call('orgadmin', 'DELETE', `/alarming/alarms/${alarm.id}`)).status).toBe(
            404,
        );
    });

    test('DELETE bulk removes all of them, or none', async () => {
        const [a, b, c] = [await newAlarm(), await newAlarm(), await newAlarm()];
        const ids = (await api.call('orgadmin', 'GET', '/alarming/alarms')).body.map(
            (x: Json) => x.id,
        );

        // one of another organization (403), one unknown (404): nothing is removed
        for (const [bad, answer] of [
            [16, { status: 403, body: { message: 'No access to this organization' } }],
            [999, { status: 404, body: { message: 'Alarm 999 not found' } }],
        ] as const) {
            expect(
                await api.call('orgadmin', 'DELETE', '/alarming/alarms/bulk', {
                    body: { ids: [a.id, bad, b.id] },
                }),
            ).toEqual(answer);
        }
        expect(
            (await api.call('orgadmin', 'GET', '/alarming/alarms')).body.map((x: Json) => x.id),
        ).toEqual(ids);

        expect(
            await api.call('orgadmin', 'DELETE', '/alarming/alarms/bulk', {
                body: { ids: [a.id, b.id, c.id] },
            }),
        ).toEqual({ status: 200, body: { ids: [a.id, b.id, c.id] } });
        const left = (await api.call('orgadmin', 'GET', '/alarming/alarms')).body.map(
            (x: Json) => x.id,
        );
        expect(left).toEqual(ids.filter((id: number) => ![a.id, b.id, c.id].includes(id)));
        expect(
            (await api.call('orgadmin2', 'GET', '/alarming/alarms/16', { organization: 2 })).status,
        ).toBe(200);
    });

    test.each([{}, { ids: [] }, { ids: 'all' }, { ids: [1, 'x'] }, { ids: [0] }])(
        'DELETE bulk with %o is a 400',
        async body => {
            expect(await api.call('orgadmin', 'DELETE', '/alarming/alarms/bulk', { body })).toEqual(
                {
                    status: 400,
                    body: { message: 'ids must be a non-empty list of alarm ids' },
                },
            );
        },
    );
});

describe('the bench control POST /__sandbox/alarms/bulk', () => {
    test('100,000 alarms inserted in a few seconds, listed, removed again', async () => {
        const started = performance.now();
        const created = await api.control('POST', '/alarms/bulk', {
            organizationId: 1,
            count: 100_000,
        });
        const insertMs = performance.now() - started;
        expect(created).toEqual({
            status: 201,
            body: { created: 100_000, organizationId: 1, ms: expect.any(Number) },
        });
        expect(insertMs).toBeLessThan(10_000);

        const listed = performance.now();
        const { body } = await api.call('orgadmin', 'GET', '/alarming/alarms?size=1000000');
        const listMs = Math.round(performance.now() - listed);
        console.log(
            `[bulk] insert of 100,000 alarms: ${Math.round(insertMs)} ms; GET /alarming/alarms: ${listMs} ms`,
        );
        expect(listMs).toBeLessThan(5000);
        const generated = body.filter((a: Json) => a.title.startsWith('Generated alarm'));
        expect(generated).toHaveLength(100_000);
        expect(generated[0]).toEqual({
            id: expect.any(Number),
            timestamp: expect.any(Number),
            type: 'FAILURE',
            title: 'Generated alarm 000001',
            description: 'Generated for load tests',
            state: 'OPEN',
            serviceId: 101,
            organizationId: 1,
            customAlarmId: null,
        });
        const now = Date.now();
        expect(generated[0].timestamp).toBeGreaterThan(now - 30 * DAY - 60_000);
        expect(generated[99_999].timestamp).toBeLessThanOrEqual(now);
        expect(new Set(generated.map((a: Json) => `${a.type} ${a.state}`)).size).toBe(20);
        expect(new Set(generated.map((a: Json) => a.serviceId))).toEqual(
            new Set([101, 102, 103, null]),
        );
        // organization 2 is untouched
        expect(
            (await api.call('orgadmin2', 'GET', '/alarming/alarms', { organization: 2 })).body,
        ).toHaveLength(3);

        expect(await api.control('DELETE', '/alarms/bulk?organizationId=1')).toEqual({
            status: 200,
            body: { deleted: 100_000 },
        });
        const after = (await api.call('orgadmin', 'GET', '/alarming/alarms')).body;
        expect(after.filter((a: Json) => a.title.startsWith('Generated alarm'))).toEqual([]);
    });

    test('bad requests', async () => {
        expect(await api.control('POST', '/alarms/bulk', { organizationId: 1, count: 0 })).toEqual({
            status: 400,
            body: { message: 'count must be an integer from 1 to 500000' },
        });
        expect(
            (await api.control('POST', '/alarms/bulk', { organizationId: 99, count: 1 })).status,
        ).toBe(404);
        expect(await api.control('DELETE', '/alarms/bulk')).toEqual({
            status: 200,
            body: { deleted: 0 },
        });
    });
});
