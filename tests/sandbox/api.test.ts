/** The product API: authentication, organization rights and rules, errors as { message }. */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authenticate } from '../../sandbox/api/auth.ts';
import { apiErrorHandler } from '../../sandbox/api/errors.ts';
import { organizationScoped } from '../../sandbox/api/organizationScope.ts';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { createAccessTokenVerifier } from '../../sandbox/sso/accessTokens.ts';
import { publicJwks, loadOrCreateKeys } from '../../sandbox/sso/keys.ts';
import { pkceLogin } from './support/pkceLogin.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
const tokens: Record<string, string> = {};

beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const user of ['sysadmin', 'orgadmin', 'viewer', 'guest', 'orgadmin2']) {
        tokens[user] = (await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, user)).access_token;
    }
});

afterAll(() => sandbox?.close());

const call = async (method: string, path: string, user?: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (user) headers.authorization = `Bearer ${tokens[user]}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${sandbox.appUrl}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
};

describe('configuration and version', () => {
    test('GET /config.json names the SSO and the API', async () => {
        const response = await fetch(`${sandbox.appUrl}/config.json`);
        expect(await response.json()).toEqual({
            apiBasePath: '/api',
            ssoUrl: sandbox.ssoUrl,
            realm: 'iot',
            clientId: 'console',
            contentServiceUrl: '/content',
            lpwanSiteUrl: 'https://lpwan.example.com',
            productName: 'smartcity',
        });
    });

    test('GET /api/version needs no token', async () => {
        expect(await call('GET', '/version')).toEqual({ status: 200, body: { version: '4.12.0' } });
    });

    test('the console build is missing: 503 with a hint', async () => {
        const response = await fetch(`${sandbox.appUrl}/system/organizations/edit?id=3`);
        expect(response.status).toBe(503);
        expect(await response.text()).toBe('Console not built: run npm run build');
    });
});

describe('authentication', () => {
    test('no token, a bad token, an ID token: 401 Unauthorized', async () => {
        const unauthorized = { status: 401, body: { message: 'Unauthorized' } };
        expect(await call('GET', '/organizations')).toEqual(unauthorized);
        tokens.bogus = 'not.a.token';
        expect(await call('GET', '/organizations', 'bogus')).toEqual(unauthorized);
        tokens.id = (await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'sysadmin')).id_token;
        expect(await call('GET', '/organizations', 'id')).toEqual(unauthorized);
    });

    test('unknown routes answer { message }', async () => {
        expect(await call('GET', '/nothing-here', 'sysadmin')).toEqual({
            status: 404,
            body: { message: 'No route for GET /api/nothing-here' },
        });
    });
});

describe('organizations', () => {
    const names = (body: unknown) => (body as { name: string }[]).map(o => o.name);

    test('a system admin lists all, sorted by id; size, page and sort are ignored', async () => {
        const { status, body } = await call(
            'GET',
            '/organizations?size=1000000&page=2&sort=name',
            'sysadmin',
        );
        expect(status).toBe(200);
        expect((body as { id: number }[]).map(o => o.id)).toEqual([1, 2, 3, 4, 5, 6]);
        expect((body as unknown[])[0]).toEqual({
            id: 1,
            name: 'Stadtwerke Musterstadt',
            billingId: 'SWM-1001',
        });
    });

    test('others list the organizations they have a group in', async () => {
        expect(names((await call('GET', '/organizations', 'orgadmin')).body)).toEqual([
            'Stadtwerke Musterstadt',
        ]);
        expect(names((await call('GET', '/organizations', 'viewer')).body)).toEqual([
            'Stadtwerke Musterstadt',
        ]);
        expect(names((await call('GET', '/organizations', 'orgadmin2')).body)).toEqual([
            'Comune di Lago Verde',
        ]);
        expect((await call('GET', '/organizations', 'guest')).body).toEqual([]);
    });

    test('reading one: 200 for members, 403 for others, 404 when missing', async () => {
        expect((await call('GET', '/organizations/2', 'orgadmin2')).body).toEqual({
            id: 2,
            name: 'Comune di Lago Verde',
            billingId: 'CLV-2002',
        });
        expect(await call('GET', '/organizations/2', 'orgadmin')).toEqual({
            status: 403,
            body: { message: 'No access to this organization' },
        });
        expect(await call('GET', '/organizations/77', 'sysadmin')).toEqual({
            status: 404,
            body: { message: 'Organization 77 not found' },
        });
        expect((await call('GET', '/organizations/abc', 'sysadmin')).status).toBe(400);
    });

    test('only system admins manage organizations', async () => {
        const forbidden = {
            status: 403,
            body: { message: 'Only system admins may manage organizations' },
        };
        expect(
            await call('POST', '/organizations', 'orgadmin', { name: 'New', billingId: 'N-1' }),
        ).toEqual(forbidden);
        expect(
            await call('PUT', '/organizations/1', 'orgadmin', { name: 'X1', billingId: 'X-1' }),
        ).toEqual(forbidden);
        expect(await call('DELETE', '/organizations/1', 'orgadmin')).toEqual(forbidden);
    });

    test('create, update, conflict and delete', async () => {
        const created = await call('POST', '/organizations', 'sysadmin', {
            name: '  Città di Monte Alto (Nord)  ',
            billingId: 'CMA-7007',
        });
        expect(created).toEqual({
            status: 201,
            body: { id: 7, name: 'Città di Monte Alto (Nord)', billingId: 'CMA-7007' },
        });
        expect(
            await call('POST', '/organizations', 'sysadmin', {
                name: 'gemeinde bergdorf',
                billingId: 'G-1',
            }),
        ).toEqual({
            status: 409,
            body: { message: 'An organization named gemeinde bergdorf already exists' },
        });
        expect(
            await call('PUT', '/organizations/7', 'sysadmin', {
                id: 7,
                name: 'Monte Alto',
                billingId: 'CMA_7',
            }),
        ).toEqual({ status: 200, body: { id: 7, name: 'Monte Alto', billingId: 'CMA_7' } });
        expect(
            (
                await call('PUT', '/organizations/7', 'sysadmin', {
                    name: 'Gemeinde Bergdorf',
                    billingId: 'G-1',
                })
            ).status,
        ).toBe(409);
        expect(
            (
                await call('PUT', '/organizations/7', 'sysadmin', {
                    id: 8,
                    name: 'Monte',
                    billingId: 'G-1',
                })
            ).status,
        ).toBe(400);
        expect(
            (
                await call('PUT', '/organizations/99', 'sysadmin', {
                    name: 'Nowhere',
                    billingId: 'G-1',
                })
            ).status,
        ).toBe(404);
        expect(await call('DELETE', '/organizations/7', 'sysadmin')).toEqual({
            status: 200,
            body: { id: 7 },
        });
        expect(await call('DELETE', '/organizations/7', 'sysadmin')).toEqual({
            status: 404,
            body: { message: 'Organization 7 not found' },
        });
    });

    test.each([
        [{ billingId: 'AB' }, 'Name is required'],
        [{ name: '   ', billingId: 'AB' }, 'Name is required'],
        [{ name: 'A', billingId: 'AB' }, 'Name must be 2 to 64 characters long'],
        [{ name: 'x'.repeat(65), billingId: 'AB' }, 'Name must be 2 to 64 characters long'],
        [
            { name: 'Bad <name>', billingId: 'AB' },
            "Name may only contain letters, digits, spaces and - _ . & ' ( ) ,",
        ],
        [{ name: 'Good name' }, 'Billing ID is required'],
        [{ name: 'Good name', billingId: 'B' }, 'Billing ID must be 2 to 64 characters long'],
        [
            { name: 'Good name', billingId: 'B'.repeat(65) },
            'Billing ID must be 2 to 64 characters long',
        ],
        [
            { name: 'Good name', billingId: 'B<1>' },
            "Billing ID may only contain letters, digits, spaces and - _ . & ' ( ) ,",
        ],
        [[1, 2], 'Request body must be a JSON object'],
    ])('400 for %j', async (body, message) => {
        expect(await call('POST', '/organizations', 'sysadmin', body)).toEqual({
            status: 400,
            body: { message },
        });
    });

    test('invalid JSON is a 400 { message } too', async () => {
        const response = await fetch(`${sandbox.appUrl}/api/organizations`, {
            method: 'POST',
            headers: {
                authorization: `Bearer ${tokens.sysadmin}`,
                'content-type': 'application/json',
            },
            body: '{"name":',
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: expect.any(String) });
    });
});

describe('organization scoping (for organization resources)', () => {
    test('requires the header and a group in the organization', async () => {
        const keys = await loadOrCreateKeys(sandbox.config.dataDir);
        const app = Fastify();
        app.setErrorHandler(apiErrorHandler);
        app.addHook(
            'onRequest',
            authenticate(createAccessTokenVerifier(publicJwks(keys), sandbox.issuer)),
        );
        app.get('/things', { preHandler: organizationScoped(sandbox.db) }, async request => ({
            organizationId: request.organizationId,
        }));
        const get = async (user: string, organization?: string) => {
            const headers: Record<string, string> = { authorization: `Bearer ${tokens[user]}` };
            if (organization !== undefined) headers['X-Organization-Id'] = organization;
            const response = await app.inject({ method: 'GET', url: '/things', headers });
            return { status: response.statusCode, body: response.json() as unknown };
        };
        expect(await get('orgadmin', '1')).toEqual({ status: 200, body: { organizationId: 1 } });
        expect(await get('viewer', '1')).toEqual({ status: 200, body: { organizationId: 1 } });
        expect(await get('sysadmin', '3')).toEqual({ status: 200, body: { organizationId: 3 } });
        expect(await get('orgadmin')).toEqual({
            status: 400,
            body: { message: 'Organization id header missing' },
        });
        expect(await get('orgadmin', '2')).toEqual({
            status: 403,
            body: { message: 'No access to this organization' },
        });
        expect(await get('sysadmin', '42')).toEqual({
            status: 404,
            body: { message: 'Organization 42 not found' },
        });
        await app.close();
    });
});
