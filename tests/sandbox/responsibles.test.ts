/** Responsibles: no organization header, scoping by membership, plan validation. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { apiClient, type Json } from './support/apiClient.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let api: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = await apiClient(sandbox, ['sysadmin', 'orgadmin', 'viewer', 'orgadmin2', 'guest']);
});

afterAll(() => sandbox?.close());

const NO_HEADER = { organization: null };
const ADMINS_ONLY = { message: 'Only admins of this organization may do this' };
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const every = (start: number, end: number) =>
    Object.fromEntries(WEEKDAYS.map(day => [day, { start, end }]));
const WHOLE_DAY = every(0, 86_399_999);
const HOUR = 3_600_000;

const RESPONSIBLE = {
    name: 'Lena Vogt',
    email: 'lena.vogt@musterstadt.example',
    organizationId: 1,
    plans: [
        { id: 1, alarmTypes: ['FAILURE'], time: WHOLE_DAY },
        { id: 102, alarmTypes: ['FAILURE', 'WARNING'], time: every(6 * HOUR, 22 * HOUR) },
    ],
};

const ids = (list: Json[]) => list.map(r => r.id);

describe('the seed and the lists', () => {
    test('organization 1 has Anna Keller and Marco Rossi', async () => {
        const { status, body } = await api.call(
            'viewer',
            'GET',
            '/alarming/responsibles?organizationId=1',
            NO_HEADER,
        );
        expect(status).toBe(200);
        expect(body).toEqual([
            {
                id: 1,
                name: 'Anna Keller',
                email: 'anna.keller@musterstadt.example',
                organizationId: 1,
                plans: [{ id: 1, alarmTypes: ['FAILURE'], time: WHOLE_DAY }],
            },
            {
                id: 2,
                name: 'Marco Rossi',
                email: 'marco.rossi@musterstadt.example',
                organizationId: 1,
                plans: [
                    {
                        id: 101,
                        alarmTypes: ['FAILURE', 'WARNING'],
                        time: {
                            ...every(7 * HOUR, 19 * HOUR),
                            saturday: { start: 0, end: 0 },
                            sunday: { start: 0, end: 0 },
                        },
                    },
                ],
            },
        ]);
        expect(
            (await api.call('viewer', 'GET', '/alarming/responsibles/2', NO_HEADER)).body,
        ).toEqual(body[1]);
    });

    test('without ?organizationId: every organization the caller is a member of', async () => {
        const list = (user: 'sysadmin' | 'orgadmin' | 'orgadmin2' | 'guest') =>
            api.call(user, 'GET', '/alarming/responsibles', NO_HEADER);
        expect(ids((await list('orgadmin')).body)).toEqual([1, 2]);
        expect((await list('orgadmin2')).body).toEqual([
            {
                id: 3,
                name: 'Giulia Bianchi',
                email: 'giulia.bianchi@lagoverde.example',
                organizationId: 2,
                plans: [{ id: 2, alarmTypes: ['FAILURE'], time: WHOLE_DAY }],
            },
        ]);
        expect(ids((await list('sysadmin')).body)).toEqual([1, 2, 3]);
        expect(await list('guest')).toEqual({ status: 200, body: [] });
    });

    test('?organizationId narrows, and needs a member', async () => {
        expect(
            ids(
                (
                    await api.call(
                        'sysadmin',
                        'GET',
                        '/alarming/responsibles?organizationId=2',
                        NO_HEADER,
                    )
                ).body,
            ),
        ).toEqual([3]);
        expect(
            await api.call('orgadmin', 'GET', '/alarming/responsibles?organizationId=2', NO_HEADER),
        ).toEqual({ status: 403, body: { message: 'No access to this organization' } });
        expect(
            await api.call('orgadmin', 'GET', '/alarming/responsibles?organizationId=x', NO_HEADER),
        ).toEqual({ status: 400, body: { message: 'organizationId must be a positive integer' } });
        expect(
            await api.call(
                'sysadmin',
                'GET',
                '/alarming/responsibles?organizationId=99',
                NO_HEADER,
            ),
        ).toEqual({ status: 404, body: { message: 'Organization 99 not found' } });
    });

    test("another organization's responsible is forbidden, an unknown one not found", async () => {
        expect(await api.call('orgadmin', 'GET', '/alarming/responsibles/3', NO_HEADER)).toEqual({
            status: 403,
            body: { message: 'No access to this organization' },
        });
        expect(await api.call('orgadmin', 'GET', '/alarming/responsibles/99', NO_HEADER)).toEqual({
            status: 404,
            body: { message: 'Responsible 99 not found' },
        });
        expect(
            (await api.call('sysadmin', 'GET', '/alarming/responsibles/3', NO_HEADER)).status,
        ).toBe(200);
    });
});

describe('writes', () => {
    test('create, update (PUT the whole record), remove', async () => {
        const created = await api.call('orgadmin', 'POST', '/alarming/responsibles', {
            ...NO_HEADER,
            body: RESPONSIBLE,
        });
        expect(created).toEqual({ status: 201, body: { id: expect.any(Number), ...RESPONSIBLE } });
        const { id } = created.body;

        const record = {
            ...created.body,
            name: 'Lena Vogt-Berger',
            plans: [{ id: 103, alarmTypes: ['WARNING'], time: every(8 * HOUR, 17 * HOUR) }],
        };
        expect(
            await api.call('orgadmin', 'PUT', `/alarming/responsibles/${id}`, {
                ...NO_HEADER,
                body: record,
            }),
        ).toEqual({ status: 200, body: record });
        expect(
            (await api.call('viewer', 'GET', `/alarming/responsibles/${id}`, NO_HEADER)).body,
        ).toEqual(record);

        expect(
            await api.call('orgadmin', 'DELETE', `/alarming/responsibles/${id}`, NO_HEADER),
        ).toEqual({ status: 200, body: { id } });
        expect(
            (await api.call('orgadmin', 'GET', `/alarming/responsibles/${id}`, NO_HEADER)).status,
        ).toBe(404);
    });

    test('no plans at all is a responsible without service times', async () => {
        const created = await api.call('orgadmin', 'POST', '/alarming/responsibles', {
            ...NO_HEADER,
            body: { ...RESPONSIBLE, plans: [] },
        });
        expect(created.body.plans).toEqual([]);
    });

    test('viewers and members of other organizations cannot write', async () => {
        expect(
            await api.call('viewer', 'POST', '/alarming/responsibles', {
                ...NO_HEADER,
                body: RESPONSIBLE,
            }),
        ).toEqual({ status: 403, body: ADMINS_ONLY });
        const anna = (await api.call('viewer', 'GET', '/alarming/responsibles/1', NO_HEADER)).body;
        expect(
            await api.call('viewer', 'PUT', '/alarming/responsibles/1', {
                ...NO_HEADER,
                body: { ...anna, name: 'Anna' },
            }),
        ).toEqual({ status: 403, body: ADMINS_ONLY });
        expect(await api.call('viewer', 'DELETE', '/alarming/responsibles/1', NO_HEADER)).toEqual({
            status: 403,
            body: ADMINS_ONLY,
        });

        // orgadmin is no member of organization 2
        expect(
            await api.call('orgadmin', 'POST', '/alarming/responsibles', {
                ...NO_HEADER,
                body: { ...RESPONSIBLE, organizationId: 2, plans: [] },
            }),
        ).toEqual({ status: 403, body: { message: 'No access to this organization' } });
        expect(
            (
                await api.call('orgadmin', 'PUT', '/alarming/responsibles/3', {
                    ...NO_HEADER,
                    body: { ...RESPONSIBLE, organizationId: 2, plans: [] },
                })
            ).status,
        ).toBe(403);
        expect(
            (await api.call('orgadmin', 'DELETE', '/alarming/responsibles/3', NO_HEADER)).status,
        ).toBe(403);
        expect(
            (await api.call('sysadmin', 'GET', '/alarming/responsibles/1', NO_HEADER)).body,
        ).toEqual(anna);
        expect(
            (await api.call('sysadmin', 'GET', '/alarming/responsibles/3', NO_HEADER)).body.name,
        ).toBe('Giulia Bianchi');
    });

    test('a system admin writes in any organization', async () => {
        const created = await api.call('sysadmin', 'POST', '/alarming/responsibles', {
            ...NO_HEADER,
            body: {
                name: 'Paolo Verdi',
                email: 'paolo.verdi@lagoverde.example',
                organizationId: 2,
                plans: [{ id: 201, alarmTypes: ['FAILURE'], time: WHOLE_DAY }],
            },
        });
        expect(created.status).toBe(201);
        expect(
            (
                await api.call(
                    'sysadmin',
                    'DELETE',
                    `/alarming/responsibles/${created.body.id}`,
                    NO_HEADER,
                )
            ).status,
        ).toBe(200);
    });

    test('PUT cannot move a responsible or change its id', async () => {
        const anna = (await api.call('orgadmin', 'GET', '/alarming/responsibles/1', NO_HEADER))
            .body;
        expect(
            await api.call('orgadmin', 'PUT', '/alarming/responsibles/1', {
                ...NO_HEADER,
                body: { ...anna, organizationId: 2 },
            }),
        ).toEqual({
            status: 400,
            body: {
                message: "organizationId 2 does not match the responsible's organization (1)",
            },
        });
        expect(
            await api.call('orgadmin', 'PUT', '/alarming/responsibles/1', {
                ...NO_HEADER,
                body: { ...anna, id: 2 },
            }),
        ).toEqual({
            status: 400,
            body: { message: 'Responsible id 2 in the body does not match 1' },
        });
    });
});

describe('validation', () => {
    const noSaturday = Object.fromEntries(
        Object.entries(WHOLE_DAY).filter(([day]) => day !== 'saturday'),
    );
    const plan = (change: Json) => ({
        ...RESPONSIBLE,
        plans: [{ ...RESPONSIBLE.plans[0], ...change }],
    });

    test.each([
        [{ ...RESPONSIBLE, name: '  ' }, 'Name is required'],
        [{ ...RESPONSIBLE, email: undefined }, 'Email is required'],
        [{ ...RESPONSIBLE, email: 'lena.vogt' }, 'Email is not a valid email address'],
        [{ ...RESPONSIBLE, email: 'lena vogt@x.example' }, 'Email is not a valid email address'],
        [{ ...RESPONSIBLE, organizationId: undefined }, 'organizationId is required'],
        [plan({ id: 201 }), 'Plan 201 is neither the organization nor one of its services'],
        [plan({ id: 2 }), 'Plan 2 is neither the organization nor one of its services'],
        [plan({ alarmTypes: ['FAILURE', 'INFO'] }), 'Alarm types must be FAILURE or WARNING'],
        [plan({ alarmTypes: 'FAILURE' }), 'Alarm types must be FAILURE or WARNING'],
        [{ ...RESPONSIBLE, plans: 'all' }, 'plans must be a list'],
        [{ ...RESPONSIBLE, plans: ['all'] }, 'Each plan must be an object'],
        [plan({ time: noSaturday }), 'Plan 1 has no time for saturday'],
        [plan({ time: undefined }), 'Plan 1 has no time for monday'],
        [
            plan({ time: { ...WHOLE_DAY, friday: { start: 5, end: 4 } } }),
            'Start and end must be ms of the day with start <= end',
        ],
        [
            plan({ time: { ...WHOLE_DAY, friday: { start: 0, end: 86_400_000 } } }),
            'Start and end must be ms of the day with start <= end',
        ],
        [
            plan({ time: { ...WHOLE_DAY, friday: { start: -1, end: 10 } } }),
            'Start and end must be ms of the day with start <= end',
        ],
        [
            plan({ time: { ...WHOLE_DAY, friday: { start: '0', end: 10 } } }),
            'Start and end must be ms of the day with start <= end',
        ],
        [
            { ...RESPONSIBLE, plans: [RESPONSIBLE.plans[0], RESPONSIBLE.plans[0]] },
            'Plan 1 appears twice',
        ],
    ])('400 for %o', async (body, message) => {
        expect(
            await api.call('orgadmin', 'POST', '/alarming/responsibles', { ...NO_HEADER, body }),
        ).toEqual({ status: 400, body: { message } });
    });

    test('the caller may write before the body is looked at', async () => {
        const bad = { ...RESPONSIBLE, email: 'lena.vogt' };
        expect(
            await api.call('viewer', 'POST', '/alarming/responsibles', { ...NO_HEADER, body: bad }),
        ).toEqual({ status: 403, body: ADMINS_ONLY });
        expect(
            await api.call('viewer', 'PUT', '/alarming/responsibles/1', {
                ...NO_HEADER,
                body: bad,
            }),
        ).toEqual({ status: 403, body: ADMINS_ONLY });
        expect(
            await api.call('orgadmin', 'POST', '/alarming/responsibles', {
                ...NO_HEADER,
                body: { ...bad, organizationId: 2 },
            }),
        ).toEqual({ status: 403, body: { message: 'No access to this organization' } });
    });

    test('PUT checks the plans too', async () => {
        const anna = (await api.call('orgadmin', 'GET', '/alarming/responsibles/1', NO_HEADER))
            .body;
        expect(
            await api.call('orgadmin', 'PUT', '/alarming/responsibles/1', {
                ...NO_HEADER,
                body: { ...anna, plans: [{ id: 1, alarmTypes: ['ERROR'], time: WHOLE_DAY }] },
            }),
        ).toEqual({ status: 400, body: { message: 'Alarm types must be FAILURE or WARNING' } });
    });
});
