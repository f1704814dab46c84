/** The bulk users control: more than a thousand users in an organization, and away again. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { apiClient } from './support/apiClient.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let api: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = await apiClient(sandbox, ['sysadmin', 'orgadmin']);
});

afterAll(() => sandbox?.close());

type Grant = { id: string; username: string; role: string };

describe('POST /__sandbox/users/bulk', () => {
    test('adds 1,200 viewers of organization 1, listed in the organization and globally, removed again', async () => {
        const before = await api.call<Grant[]>('sysadmin', 'GET', '/users/group/smartcity');
        const created = await api.control('POST', '/users/bulk', {
            count: 1200,
            organizationId: 1,
        });
        expect(created).toEqual({
            status: 201,
            body: { created: 1200, groups: ['/organizations/1/VIEWER'] },
        });

        const organization = await api.call<Grant[]>(
            'orgadmin',
            'GET',
            '/users/group/organizations-1?size=1000000',
        );
        const generated = organization.body.filter(grant => grant.username.startsWith('zz-user-'));
        expect(generated).toHaveLength(1200);
        expect(generated.every(grant => grant.role === 'VIEWER')).toBe(true);
        expect(generated.map(grant => grant.username)).toContain('zz-user-01200');
        const global = await api.call<Grant[]>('sysadmin', 'GET', '/users/group/smartcity');
        expect(global.body.length).toBe(before.body.length + 1200);

        // More of them continue the numbering; none in an organization when none is named.
        expect((await api.control('POST', '/users/bulk', { count: 2 })).body).toEqual({
            created: 2,
            groups: [],
        });
        const more = await api.call<Grant[]>('sysadmin', 'GET', '/users/group/smartcity');
        expect(more.body.map(grant => grant.username)).toContain('zz-user-01202');

        expect(await api.control('DELETE', '/users/bulk')).toEqual({
            status: 200,
            body: { deleted: 1202 },
        });
        const after = await api.call<Grant[]>('sysadmin', 'GET', '/users/group/smartcity');
        expect(after.body).toEqual(before.body);
    });

    test('refuses a bad count, an unknown organization and an unknown role', async () => {
        expect((await api.control('POST', '/users/bulk', { count: 0 })).status).toBe(400);
        expect((await api.control('POST', '/users/bulk', { count: 20_001 })).status).toBe(400);
        expect(
            (await api.control('POST', '/users/bulk', { count: 1, organizationId: 999 })).status,
        ).toBe(404);
        expect(
            (await api.control('POST', '/users/bulk', { count: 1, organizationId: 1, role: 'X' }))
                .status,
        ).toBe(400);
    });
});
