/** Users and their roles in groups (sandbox/API.md, Users): calls, scoping, and the next token. */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import type { Json } from './support/apiClient.ts';
import { pkceLogin } from './support/pkceLogin.ts';
import { decodeJwt, startTestSandbox } from './support/testSandbox.ts';

const USERS = ['sysadmin', 'orgadmin', 'viewer', 'serviceuser', 'orgadmin2', 'newcomer'] as const;
type User = (typeof USERS)[number];

let sandbox: RunningSandbox;
const tokens = new Map<User, string>();

beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const user of USERS) {
        tokens.set(user, (await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, user)).access_token);
    }
});

afterAll(() => sandbox?.close());

// Every test starts from the seed (the tokens stay valid: user ids survive a reseed).
beforeEach(async () => {
    await fetch(`${sandbox.appUrl}/__sandbox/reset`, { method: 'POST' });
});

/** Calls the API as the user, without an organization header (the groupId carries the scope). */
const call = async (user: User, method: string, path: string) => {
    const response = await fetch(`${sandbox.appUrl}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${tokens.get(user)}` },
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
};

const grantsOf = async (user: User, groupId: string) =>
    ((await call(user, 'GET', `/users/group/${groupId}`)).body as Json[]).map(
        (grant: Json) => `${grant.username}:${grant.role}`,
    );

describe('reading groups', () => {
    test('GET /users/group/roles/{groupId}: the roles of the global group, an organization, a service', async () => {
        expect(await call('sysadmin', 'GET', '/users/group/roles/smartcity')).toEqual({
            status: 200,
            body: ['ADMIN', 'USER'],
        });
        expect((await call('orgadmin', 'GET', '/users/group/roles/organizations-1')).body).toEqual([
            'ADMIN',
            'VIEWER',
        ]);
        expect((await call('orgadmin', 'GET', '/users/group/roles/services-101')).body).toEqual([
            'ADMIN',
            'USER',
            'VIEWER',
        ]);
    });

    test('GET /users/group/{groupId}: one grant { id, username, role } per user and role', async () => {
        const response = await call('orgadmin', 'GET', '/users/group/organizations-1');
        expect(response.status).toBe(200);
        expect(response.body).toEqual([
            { id: expect.any(String), username: 'orgadmin', role: 'ADMIN' },
            { id: expect.any(String), username: 'viewer', role: 'VIEWER' },
        ]);
        expect(response.body[0].id).toBe(decodeJwt(tokens.get('orgadmin')!).sub);
        expect(await grantsOf('orgadmin', 'services-101')).toEqual(['serviceuser:USER']);
        expect(await grantsOf('orgadmin', 'services-102')).toEqual([]);
    });

    test('the global group lists every user with USER, and the system admins with ADMIN too', async () => {
        expect(await grantsOf('sysadmin', 'smartcity')).toEqual([
            'guest:USER',
            'newcomer:USER',
            'orgadmin:USER',
            'orgadmin2:USER',
            'serviceuser:USER',
            'sysadmin:ADMIN',
            'sysadmin:USER',
            'viewer:USER',
        ]);
    });

    test('GET /users/group/{groupId}/role/{role}: the users with that role', async () => {
        expect((await call('sysadmin', 'GET', '/users/group/smartcity/role/ADMIN')).body).toEqual([
            { id: expect.any(String), username: 'sysadmin', role: 'ADMIN' },
        ]);
        expect(
            (await call('orgadmin', 'GET', '/users/group/organizations-1/role/VIEWER')).body,
        ).toEqual([{ id: expect.any(String), username: 'viewer', role: 'VIEWER' }]);
        expect(await call('orgadmin', 'GET', '/users/group/organizations-1/role/USER')).toEqual({
            status: 400,
            body: { message: 'Role USER is not a role of organizations-1; expected ADMIN, VIEWER' },
        });
    });

    test('unknown groups answer 404', async () => {
        for (const groupId of ['organizations-99', 'services-999', 'other', 'organizations-x']) {
            expect(await call('sysadmin', 'GET', `/users/group/${groupId}`)).toEqual({
                status: 404,
                body: { message: `Group ${groupId} not found` },
            });
        }
    });
});

describe('scoping', () => {
    test('an organization admin manages only their organization and its services', async () => {
        expect((await call('orgadmin2', 'GET', '/users/group/organizations-1')).status).toBe(403);
        expect((await call('orgadmin2', 'GET', '/users/group/services-101')).body).toEqual({
            message: 'Only admins of organization 1 may manage its users',
        });
        expect(
            (
                await call(
                    'orgadmin2',
                    'POST',
                    '/users/username/newcomer/group/services-101?role=VIEWER',
                )
            ).status,
        ).toBe(403);
        expect((await call('orgadmin2', 'GET', '/users/group/services-201')).status).toBe(200);
        expect((await call('orgadmin', 'GET', '/users/group/smartcity')).body).toEqual({
            message: 'Only system admins may manage global users',
        });
    });

    test('viewers and service users manage nothing; system admins everything', async () => {
        for (const user of ['viewer', 'serviceuser', 'newcomer'] as const) {
            expect((await call(user, 'GET', '/users/group/organizations-1')).status).toBe(403);
            expect((await call(user, 'GET', '/users/group/services-101')).status).toBe(403);
            expect(
                (await call(user, 'DELETE', '/users/username/serviceuser/group/services-101'))
                    .status,
            ).toBe(403);
        }
        expect((await call('sysadmin', 'GET', '/users/group/organizations-2')).status).toBe(200);
        expect((await call('sysadmin', 'GET', '/users/group/services-201')).status).toBe(200);
    });

    test('nobody changes their own roles', async () => {
        expect(
            await call('orgadmin', 'DELETE', '/users/username/orgadmin/group/organizations-1'),
        ).toEqual({ status: 403, body: { message: 'You cannot change your own roles' } });
        expect(
            (
                await call(
                    'sysadmin',
                    'POST',
                    '/users/username/sysadmin/group/services-101?role=ADMIN',
                )
            ).status,
        ).toBe(403);
    });
});

describe('granting and removing roles', () => {
    test('POST adds a role, answered with the grant; 409 when the user has it', async () => {
        const path = '/users/username/newcomer/group/services-101?role=VIEWER';
        expect(await call('orgadmin', 'POST', path)).toEqual({
            status: 201,
            body: { id: expect.any(String), username: 'newcomer', role: 'VIEWER' },
        });
        expect(await grantsOf('orgadmin', 'services-101')).toEqual([
            'newcomer:VIEWER',
            'serviceuser:USER',
        ]);
        expect(await call('orgadmin', 'POST', path)).toEqual({
            status: 409,
            body: { message: 'User newcomer already has role VIEWER in services-101' },
        });
    });

    test('POST needs a known user and a role of the group', async () => {
        expect(
            await call('orgadmin', 'POST', '/users/username/nobody/group/services-101?role=VIEWER'),
        ).toEqual({
            status: 404,
            body: { message: 'User nobody not found' },
        });
        expect(
            await call('orgadmin', 'POST', '/users/username/newcomer/group/services-101'),
        ).toEqual({
            status: 400,
            body: { message: 'role is required' },
        });
        expect(
            (
                await call(
                    'orgadmin',
                    'POST',
                    '/users/username/newcomer/group/organizations-1?role=USER',
                )
            ).status,
        ).toBe(400);
    });

    test('usernames compare ignoring case', async () => {
        expect(
            (
                await call(
                    'orgadmin',
                    'POST',
                    '/users/username/NewComer/group/organizations-1?role=VIEWER',
                )
            ).body,
        ).toEqual({ id: expect.any(String), username: 'newcomer', role: 'VIEWER' });
    });

    test('DELETE with a role removes that role, without one every role of the group', async () => {
        await call('orgadmin', 'POST', '/users/username/newcomer/group/services-101?role=VIEWER');
        await call('orgadmin', 'POST', '/users/username/newcomer/group/services-101?role=ADMIN');
        await call(
            'orgadmin',
            'POST',
            '/users/username/newcomer/group/organizations-1?role=VIEWER',
        );

        expect(
            await call(
                'orgadmin',
                'DELETE',
                '/users/username/newcomer/group/services-101?role=ADMIN',
            ),
        ).toEqual({
            status: 200,
            body: { id: expect.any(String), username: 'newcomer', removed: ['ADMIN'] },
        });
        expect(
            await call(
                'orgadmin',
                'DELETE',
                '/users/username/newcomer/group/services-101?role=ADMIN',
            ),
        ).toEqual({
            status: 404,
            body: { message: 'User newcomer has no role ADMIN in services-101' },
        });

        await call('orgadmin', 'POST', '/users/username/newcomer/group/services-101?role=USER');
        expect(
            (await call('orgadmin', 'DELETE', '/users/username/newcomer/group/services-101')).body,
        ).toEqual({ id: expect.any(String), username: 'newcomer', removed: ['USER', 'VIEWER'] });
        expect(await grantsOf('orgadmin', 'services-101')).toEqual(['serviceuser:USER']);
        // Other groups keep their roles.
        expect(await grantsOf('orgadmin', 'organizations-1')).toContain('newcomer:VIEWER');
        expect(
            await call('orgadmin', 'DELETE', '/users/username/newcomer/group/services-101'),
        ).toEqual({ status: 404, body: { message: 'User newcomer has no role in services-101' } });
    });

    test('the global group: ADMIN is granted and removed, USER belongs to every user', async () => {
        expect(
            (await call('sysadmin', 'POST', '/users/username/orgadmin/group/smartcity?role=ADMIN'))
                .status,
        ).toBe(201);
        expect(
            (await call('sysadmin', 'GET', '/users/group/smartcity/role/ADMIN')).body.map(
                (grant: Json) => grant.username,
            ),
        ).toEqual(['orgadmin', 'sysadmin']);
        expect(
            (await call('sysadmin', 'POST', '/users/username/orgadmin/group/smartcity?role=USER'))
                .status,
        ).toBe(409);
        expect(
            await call('sysadmin', 'DELETE', '/users/username/orgadmin/group/smartcity?role=USER'),
        ).toEqual({
            status: 400,
            body: { message: 'Every user has role USER in smartcity; delete the user instead' },
        });
        expect(
            (
                await call(
                    'sysadmin',
                    'DELETE',
                    '/users/username/orgadmin/group/smartcity?role=ADMIN',
                )
            ).body.removed,
        ).toEqual(['ADMIN']);
    });
});

describe('DELETE /users/{id}', () => {
    test('a system admin deletes a user account; it leaves every group', async () => {
        const id = decodeJwt(tokens.get('serviceuser')!).sub as string;
        expect((await call('orgadmin', 'DELETE', `/users/${id}`)).status).toBe(403);
        expect(await call('sysadmin', 'DELETE', `/users/${id}`)).toEqual({
            status: 200,
            body: { id },
        });
        expect(await grantsOf('sysadmin', 'services-101')).toEqual([]);
        expect(await grantsOf('sysadmin', 'smartcity')).not.toContain('serviceuser:USER');
        expect(await call('sysadmin', 'DELETE', `/users/${id}`)).toEqual({
            status: 404,
            body: { message: `User ${id} not found` },
        });
    });

    test('not oneself', async () => {
        const id = decodeJwt(tokens.get('sysadmin')!).sub as string;
        expect(await call('sysadmin', 'DELETE', `/users/${id}`)).toEqual({
            status: 403,
            body: { message: 'You cannot delete yourself' },
        });
    });
});

describe('the SSO', () => {
    test('a role granted now is in the user’s next token, and gone after its removal', async () => {
        const before = decodeJwt(tokens.get('newcomer')!);
        expect(before.groups).toEqual([]);

        await call('orgadmin', 'POST', '/users/username/newcomer/group/services-101?role=ADMIN');
        await call(
            'orgadmin',
            'POST',
            '/users/username/newcomer/group/organizations-1?role=VIEWER',
        );
        const signedIn = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'newcomer');
        expect(decodeJwt(signedIn.access_token).groups).toEqual([
            '/services/101/ADMIN',
            '/organizations/1/VIEWER',
        ]);
        // The new token opens the organization.
        const services = await fetch(`${sandbox.appUrl}/api/services`, {
            headers: { authorization: `Bearer ${signedIn.access_token}`, 'x-organization-id': '1' },
        });
        expect(services.status).toBe(200);

        // A refresh issues a token with the groups as they are now.
        await call('orgadmin', 'DELETE', '/users/username/newcomer/group/services-101');
        const refreshed = await fetch(
            `${sandbox.ssoUrl}/realms/iot/protocol/openid-connect/token`,
            {
                method: 'POST',
                headers: {
                    origin: sandbox.appUrl,
                    'content-type': 'application/x-www-form-urlencoded',
                },
                body: new URLSearchParams({
                    grant_type: 'refresh_token',
                    refresh_token: signedIn.refresh_token,
                    client_id: 'console',
                }),
            },
        );
        const renewed = (await refreshed.json()) as { access_token: string };
        expect(decodeJwt(renewed.access_token).groups).toEqual(['/organizations/1/VIEWER']);
    });
});
