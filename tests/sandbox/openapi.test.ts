/**
 * The API document (decision 0062): the sandbox serves OpenAPI 3 at GET /api/openapi.json,
 * generated from its routes and the entities' schemas. It lists every call the console makes,
 * the bodies the schemas check, and the answers hold to the schemas it documents.
 */
import { Errors } from 'typebox/schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { apiClient, type Json } from './support/apiClient.ts';
import { readRouteManifest, type ManifestResource } from './support/routeManifest.ts';
import { SPEC_CALLS } from './support/specCalls.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let api: Awaited<ReturnType<typeof apiClient>>;
let doc: Json;
/** The declared resources (resources/index.ts), as the route manifest has them. */
let declared: ManifestResource[];

beforeAll(async () => {
    const manifest = readRouteManifest();
    sandbox = await startTestSandbox();
    declared = (await manifest).resources;
    api = await apiClient(sandbox, ['sysadmin', 'viewer']);
    const response = await fetch(`${sandbox.appUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    doc = await response.json();
});

afterAll(() => sandbox?.close());

/** `GET /services/{}` for each operation of the document. */
const documentedCalls = () =>
    Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
        ([path, operations]) =>
            Object.keys(operations).map(
                method => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`,
            ),
    );

describe('GET /api/openapi.json', () => {
    test('is an OpenAPI 3 document of the API below /api, served without a token', () => {
        expect(doc.openapi).toMatch(/^3\./);
        expect(doc.servers).toEqual([{ url: '/api' }]);
        expect(doc.components.securitySchemes.bearer).toMatchObject({ scheme: 'bearer' });
    });

    test('lists every call the console makes (product specification, section 7)', () => {
        const documented = new Set(documentedCalls());
        expect(SPEC_CALLS.filter(call => !documented.has(call))).toEqual([]);
    });

    test("lists each declared resource's collection (the route manifest's resources)", () => {
        const documented = new Set(documentedCalls());
        // Accounts are listed by group (GET /users/group/{}), from the sign-in service.
        const LISTED_BY_GROUP = ['/users'];
        const endpoints = declared
            .map(resource => resource.endpoint)
            .filter(endpoint => !LISTED_BY_GROUP.includes(endpoint));
        expect(endpoints.length).toBeGreaterThan(5);
        for (const endpoint of endpoints) {
            expect(documented.has(`GET ${endpoint}`), endpoint).toBe(true);
        }
    });

    test("documents a body by its entity's schema, with the console's keywords", () => {
        const body =
            doc.paths['/organizations'].post.requestBody.content['application/json'].schema;
        expect(body.required).toEqual(['name', 'billingId']);
        expect(body.properties.name).toMatchObject({
            type: 'string',
            title: 'Name',
            minLength: 2,
            maxLength: 64,
            'x-check': ['name'],
        });
    });

    test('the answers of the collections hold to the schemas it documents, secrets left out too', async () => {
        const checked: string[] = [];
        for (const [path, operations] of Object.entries(doc.paths as Record<string, Json>)) {
            const schema =
                operations.get?.responses?.['200']?.content?.['application/json']?.schema;
            if (!schema || path.includes('{')) continue;
            for (const user of ['sysadmin', 'viewer'] as const) {
                const { status, body } = await api.call(user, 'GET', path);
                expect(status, path).toBe(200);
                const [, errors] = Errors(schema, body);
                expect(
                    errors.slice(0, 3).map(error => `${error.instancePath} ${error.message}`),
                    `${user} ${path}`,
                ).toEqual([]);
            }
            checked.push(path);
        }
        expect(checked).toEqual(expect.arrayContaining(['/organizations', '/services']));
    });
});
