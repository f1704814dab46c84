/** The new-account control: one SSO account with no group, to invite as on a first day. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { apiClient } from './support/apiClient.ts';
import { pkceLogin } from './support/pkceLogin.ts';
import { decodeJwt, startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let api: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = await apiClient(sandbox, ['sysadmin']);
});

afterAll(() => sandbox?.close());

type Grant = { id: string; username: string; role: string };

describe('POST /__sandbox/users', () => {
    test('creates an account that signs in with password = username and holds no group', async () => {
        const created = await api.control('POST', '/users', { username: 'first.day-1@city' });
        expect(created).toEqual({
            status: 201,
            body: {
                id: expect.stringMatching(/^[0-9a-f-]{36}$/),
                username: 'first.day-1@city',
                email: 'first.day-1@city',
                firstName: 'first.day-1@city',
                lastName: '',
                groups: [],
                roles: [],
            },
        });

        const tokens = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'first.day-1@city');
        const claims = decodeJwt(tokens.access_token);
        expect(claims.sub).toBe(created.body.id);
        expect(claims.groups).toEqual([]);
        await expect(
            pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'first.day-1@city', 'wrong'),
        ).rejects.toThrow();

        // A global user like every other, with no organization: the system admin can invite it.
        const global = await api.call<Grant[]>('sysadmin', 'GET', '/users/group/smartcity');
        expect(global.body).toContainEqual({
            id: created.body.id,
            username: 'first.day-1@city',
            role: 'USER',
        });
        const invited = await api.call<Grant>(
            'sysadmin',
            'POST',
            '/users/username/first.day-1@city/group/organizations-1?role=ADMIN',
        );
        expect(invited).toEqual({
            status: 201,
            body: { id: created.body.id, username: 'first.day-1@city', role: 'ADMIN' },
        });
    });

    test('refuses a username that exists, in any case', async () => {
        expect((await api.control('POST', '/users', { username: 'twice' })).status).toBe(201);
        expect(await api.control('POST', '/users', { username: 'twice' })).toEqual({
            status: 409,
            body: { message: 'User twice already exists' },
        });
        expect((await api.control('POST', '/users', { username: 'TWICE' })).status).toBe(409);
        expect((await api.control('POST', '/users', { username: 'orgadmin' })).status).toBe(409);
    });

    test('refuses a bad username or body', async () => {
        for (const username of ['x', 'a'.repeat(65), 'new comer', 'bad/name', 'ümlaut', '', 42]) {
            const answer = await api.control('POST', '/users', { username });
            expect(answer, String(username)).toEqual({
                status: 400,
                body: { message: 'username must be 2 to 64 letters, digits and . _ - @' },
            });
        }
        expect((await api.control('POST', '/users', {})).status).toBe(400);
        expect((await api.control('POST', '/users', ['someone'])).status).toBe(400);
        expect((await api.control('POST', '/users', { username: 'a'.repeat(64) })).status).toBe(
            201,
        );
    });
});
