/** Services: create, rename, remove, activation with the licence rule; scoping and rights. */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { apiClient } from './support/apiClient.ts';
import { pkceLogin } from './support/pkceLogin.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let api: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = await apiClient(sandbox, ['sysadmin', 'orgadmin', 'viewer', 'orgadmin2']);
});

afterAll(() => sandbox?.close());

beforeEach(async () => {
    expect((await api.control('POST', '/reset')).status).toBe(200);
});

const ADMINS_ONLY = {
    status: 403,
    body: { message: 'Only admins of this organization may do this' },
};
const NOT_ENOUGH = { status: 400, body: { message: 'Not enough licences' } };

const setLicences = async (licences: Record<string, number>, organizationId = 1) =>
    expect((await api.control('POST', '/licences', { organizationId, licences })).status).toBe(200);

const create = (name: string, type: string, user: 'orgadmin' | 'sysadmin' = 'orgadmin') =>
    api.call(user, 'POST', '/services', {
        body: { name, type, organizationId: 1, activationOption: 'NO_ACTIVATION' },
    });

const activate = (id: number, option: string, user: 'orgadmin' | 'sysadmin' = 'orgadmin') =>
    api.call(user, 'PUT', `/services/${id}/activation/${option}`);

describe('POST /services', () => {
    test('creates a service that starts not activated', async () => {
        const response = await create('Lights Nord', 'SLS');
        expect(response).toEqual({
            status: 201,
            body: {
                id: expect.any(Number),
                name: 'Lights Nord',
                type: 'SLS',
                organizationId: 1,
                isEnabled: false,
            },
        });
        const stored = await api.call('viewer', 'GET', `/services/${response.body.id}`);
        expect(stored.body).toEqual(response.body);
        expect((await api.call('viewer', 'GET', '/services')).body.at(-1)).toEqual(response.body);
    });

    test('checks the name, the type, the organization and the activation option', async () => {
        const cases: [unknown, string][] = [
            [{ type: 'SLS' }, 'Name is required'],
            [{ name: 'x', type: 'SLS' }, 'Name must be 2 to 64 characters long'],
            [{ name: 'a'.repeat(65), type: 'SLS' }, 'Name must be 2 to 64 characters long'],
            [
                { name: 'Lights <b>', type: 'SLS' },
                "Name may only contain letters, digits, spaces and - _ . & ' ( ) ,",
            ],
            [{ name: 'Lights' }, 'Type is required'],
            [{ name: 'Lights', type: 'XYZ' }, 'Type must be one of SLS, STS, SVS, SES'],
            [
                { name: 'Lights', type: 'SLS', organizationId: 2 },
                'organizationId 2 does not match the organization header (1)',
            ],
            [
                { name: 'Lights', type: 'SLS', activationOption: 'BY_LICENCE' },
                'A new service starts with NO_ACTIVATION; activate it with PUT /services/{id}/activation/{value}',
            ],
        ];
        for (const [body, message] of cases) {
            expect(await api.call('orgadmin', 'POST', '/services', { body })).toEqual({
                status: 400,
                body: { message },
            });
        }
    });

    test('names are unique in the organization, ignoring case', async () => {
        expect(await create('street lights musterstadt', 'SES')).toEqual({
            status: 409,
            body: { message: 'A service named street lights musterstadt already exists' },
        });
        const other = await api.call('orgadmin2', 'POST', '/services', {
            organization: 2,
            body: { name: 'Street lights Musterstadt', type: 'SLS' },
        });
        expect(other.status).toBe(201);
        expect(other.body.organizationId).toBe(2);
    });
});

describe('PATCH /services/{id}', () => {
    test('renames; id, type and activation stay', async () => {
        const response = await api.call('orgadmin', 'PATCH', '/services/102', {
            body: { id: 102, name: 'Valves Süd' },
        });
        expect(response).toEqual({
            status: 200,
            body: { id: 102, name: 'Valves Süd', type: 'SVS', organizationId: 1, isEnabled: true },
        });
        expect((await api.call('viewer', 'GET', '/services/102')).body.name).toBe('Valves Süd');
    });

    test('refuses a bad name, a type change, an activation change and a taken name', async () => {
        const patch = (body: unknown) => api.call('orgadmin', 'PATCH', '/services/102', { body });
        expect((await patch({ name: 'V' })).body.message).toBe(
            'Name must be 2 to 64 characters long',
        );
        expect(await patch({ name: 'Valves', type: 'SLS' })).toEqual({
            status: 400,
            body: { message: 'The service type cannot be changed' },
        });
        expect(await patch({ name: 'Valves', isEnabled: false })).toEqual({
            status: 400,
            body: {
                message: 'The activation changes only with PUT /services/{id}/activation/{value}',
            },
        });
        expect(await patch({ id: 103, name: 'Valves' })).toEqual({
            status: 400,
            body: { message: 'Service id 103 in the body does not match 102' },
        });
        expect(await patch({ name: 'AIR QUALITY' })).toEqual({
            status: 409,
            body: { message: 'A service named AIR QUALITY already exists' },
        });
        // the type and activation may be sent unchanged
        expect((await patch({ name: 'Valves 2', type: 'SVS', isEnabled: true })).status).toBe(200);
    });
});

describe('DELETE /services/{id}', () => {
    test('removes an unused service', async () => {
        const { body } = await create('Short lived', 'SES');
        expect(await api.call('orgadmin', 'DELETE', `/services/${body.id}`)).toEqual({
            status: 200,
            body: { id: body.id },
        });
        expect((await api.call('viewer', 'GET', `/services/${body.id}`)).status).toBe(404);
    });

    test("drops the responsibles' plans for it and keeps its alarms", async () => {
        const { body: service } = await create('Plans and alarms', 'SES');
        const day = { start: 0, end: 86399999 };
        const time = Object.fromEntries(
            ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
                weekday => [weekday, day],
            ),
        );
        const plan = (id: number) => ({ id, alarmTypes: ['FAILURE'], time });
        const responsible = await api.call('orgadmin', 'POST', '/alarming/responsibles', {
            organization: null,
            body: {
                name: 'Plan Holder',
                email: 'plan.holder@example.com',
                organizationId: 1,
                plans: [plan(1), plan(service.id)],
            },
        });
        expect(responsible.status).toBe(201);
        const alarm = await api.call('orgadmin', 'POST', '/alarming/alarms', {
            body: {
                title: 'From the service',
                description: '',
                type: 'FAILURE',
                organizationId: 1,
                state: 'ACTIVE',
                serviceId: service.id,
            },
        });
        expect(alarm.status).toBe(201);

        expect((await api.call('orgadmin', 'DELETE', `/services/${service.id}`)).status).toBe(200);
        const stored = await api.call(
            'orgadmin',
            'GET',
            `/alarming/responsibles/${responsible.body.id}`,
            { organization: null },
        );
        expect(stored.body.plans).toEqual([plan(1)]);
        const kept = await api.call('orgadmin', 'GET', `/alarming/alarms/${alarm.body.id}`);
        expect(kept.body).toMatchObject({ title: 'From the service', serviceId: null });
    });

    test('refuses while devices or device groups map to it', async () => {
        const response = await api.call('orgadmin', 'DELETE', '/services/101');
        expect(response.status).toBe(409);
        expect(response.body.message).toMatch(
            /^Service 101 is used by [1-9]\d* device\(s\) and \d+ device group\(s\)$/,
        );
        expect((await api.call('viewer', 'GET', '/services/101')).status).toBe(200);
    });
});

describe('PUT /services/{id}/activation/{value}', () => {
    test('BY_LICENCE activates while licences exceed the active services of the type', async () => {
        // SLS counts 1386962 + 1386968 + 1386966; service 101 (SLS) is active.
        await setLicences({ '1386962': 1, '1386968': 1, '1386966': 0 });
        const first = await create('Lights Ost', 'SLS');
        const second = await create('Lights West', 'SLS');
        expect(await activate(first.body.id, 'BY_LICENCE')).toEqual({
            status: 200,
            body: { ...first.body, isEnabled: true },
        });
        expect(await activate(second.body.id, 'BY_LICENCE')).toEqual(NOT_ENOUGH);
        expect(
            (await api.call('viewer', 'GET', `/services/${second.body.id}`)).body.isEnabled,
        ).toBe(false);
        await setLicences({ '1386966': 1 });
        expect((await activate(second.body.id, 'BY_LICENCE')).body.isEnabled).toBe(true);
    });

    test('types without licence types cannot be activated by licence', async () => {
        await setLicences({ '1386962': 50, '1386964': 50, '1386966': 50, '1386968': 50 });
        // 103 "Air quality" is SES, not activated
        expect(await activate(103, 'BY_LICENCE')).toEqual(NOT_ENOUGH);
        expect(await activate(103, 'BY_LICENCE', 'sysadmin')).toEqual(NOT_ENOUGH);
    });

    test('AS_ADMIN is for system admins only and needs no licence', async () => {
        expect(await activate(103, 'AS_ADMIN')).toEqual({
            status: 403,
            body: { message: 'Only system admins may activate services as admin' },
        });
        expect(await activate(103, 'AS_ADMIN', 'sysadmin')).toEqual({
            status: 200,
            body: { id: 103, name: 'Air quality', type: 'SES', organizationId: 1, isEnabled: true },
        });
    });

    test('NO_ACTIVATION deactivates an activated service', async () => {
        expect((await activate(102, 'NO_ACTIVATION')).body).toMatchObject({
            id: 102,
            isEnabled: false,
        });
        expect((await api.call('viewer', 'GET', '/services/102')).body.isEnabled).toBe(false);
    });

    test('refuses the wrong state, an unknown option and unknown services', async () => {
        expect(await activate(101, 'BY_LICENCE')).toEqual({
            status: 400,
            body: { message: 'Service 101 is already activated' },
        });
        expect(await activate(103, 'NO_ACTIVATION')).toEqual({
            status: 400,
            body: { message: 'Service 103 is not activated' },
        });
        expect(await activate(103, 'LATER')).toEqual({
            status: 400,
            body: {
                message:
                    'Unknown activation option LATER; expected BY_LICENCE, AS_ADMIN, NO_ACTIVATION',
            },
        });
        expect(await activate(999, 'NO_ACTIVATION')).toEqual({
            status: 404,
            body: { message: 'Service 999 not found' },
        });
    });

    test('takes and ignores the billing token header', async () => {
        const { access_token: token } = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'orgadmin');
        const response = await fetch(
            `${sandbox.appUrl}/api/services/102/activation/NO_ACTIVATION`,
            {
                method: 'PUT',
                headers: {
                    authorization: `Bearer ${token}`,
                    'x-organization-id': '1',
                    'x-billing-token': 'any-billing-token',
                },
            },
        );
        expect(response.status).toBe(200);
    });
});

describe('scoping and rights', () => {
    test('viewers read but may not write', async () => {
        expect((await api.call('viewer', 'GET', '/services')).status).toBe(200);
        expect(
            await api.call('viewer', 'POST', '/services', { body: { name: 'Nope', type: 'SLS' } }),
        ).toEqual(ADMINS_ONLY);
        expect(
            await api.call('viewer', 'PATCH', '/services/102', { body: { name: 'Nope' } }),
        ).toEqual(ADMINS_ONLY);
        expect(await api.call('viewer', 'DELETE', '/services/103')).toEqual(ADMINS_ONLY);
        expect(await api.call('viewer', 'PUT', '/services/102/activation/NO_ACTIVATION')).toEqual(
            ADMINS_ONLY,
        );
    });

    test("another organization's services are neither read nor written (403)", async () => {
        const noAccess = { status: 403, body: { message: 'No access to this organization' } };
        expect(
            (await api.call('orgadmin2', 'GET', '/services/101', { organization: 2 })).status,
        ).toBe(403);
        expect(
            await api.call('orgadmin2', 'PUT', '/services/101/activation/NO_ACTIVATION', {
                organization: 2,
            }),
        ).toEqual(noAccess);
        expect(
            await api.call('orgadmin2', 'PATCH', '/services/101', {
                organization: 2,
                body: { name: 'Taken over' },
            }),
        ).toEqual(noAccess);
        expect(
            (await api.call('orgadmin2', 'DELETE', '/services/103', { organization: 2 })).status,
        ).toBe(403);
        expect(await api.call('sysadmin', 'GET', '/services/101', { organization: 2 })).toEqual({
            status: 404,
            body: { message: 'Service 101 not found' },
        });
        // orgadmin has no group in organization 2
        expect(
            (
                await api.call('orgadmin', 'POST', '/services', {
                    organization: 2,
                    body: { name: 'Elsewhere', type: 'SLS' },
                })
            ).status,
        ).toBe(403);
        expect((await api.call('viewer', 'GET', '/services/101')).body.isEnabled).toBe(true);
    });

    test('the licences of one organization do not count for another', async () => {
        await setLicences({ '1386962': 0, '1386968': 0, '1386966': 0 }, 1);
        await setLicences({ '1386962': 5 }, 2);
        const lights = await create('Lights Zentrum', 'SLS');
        expect(await activate(lights.body.id, 'BY_LICENCE')).toEqual(NOT_ENOUGH);
    });
});
