/**
 * Product specification sections 7 and 9: every list call asks for size=1000000. Every custom
 * call of every declared resource (and the version call) is made against a recording fetch; each
 * GET but the few that read one record must carry size=1000000, so a new collection call that
 * forgets getCollection fails here.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { versionApi } from '../../src/api/versionApi';
import { createHttpClient } from '../../src/api/transport/httpClient';
import { setConfig } from '../../src/config';
import { flows } from '../../custom-pages';
import { resources } from '../../resources';
import { TEST_CONFIG } from './testConfig';

/** GETs of one record, not a collection (their answers are objects). */
const SINGLE_RECORD_GETS = [
    '/api/billing/account',
    '/api/billing/licences',
    '/api/devices/types/commands',
    '/api/version',
];

/** Arguments for the calls whose first arguments must have a shape. */
const ARGUMENTS: Record<string, unknown[]> = {
    elementFolders: [{ url: 'https://element.example.com', auth: 'key' }],
    elementDriverInstances: [{ url: 'https://element.example.com', auth: 'key' }],
    exportDeviceReadings: [7, { start: 1, end: 2 }],
    getDeviceTypeCommands: [{ vendor: 'V', deviceType: 'T', firmware: '1' }],
    getGroupRoles: ['organizations-1'],
    getGroupGrants: ['organizations-1'],
};

const recordCalls = async () => {
    const calls: { method: string; url: string }[] = [];
    const http = createHttpClient({
        getToken: async () => 'token',
        getOrganizationId: () => '1',
        getBillingToken: () => 'billing',
        writePauseMs: 0,
        fetch: async (url, init) => {
            const method = init?.method ?? 'GET';
            calls.push({ method, url: String(url) });
            // A root folder, so that the folder look-up asks for its sub-folders too.
            if (String(url).includes('/element/root-folders?'))
                return Response.json([{ id: 1, name: 'Root' }]);
            return Response.json(method === 'GET' ? [] : {});
        },
    });
    const apis = [
        ...[...resources, ...flows].flatMap(one => (one.api ? [one.api(http)] : [])),
        versionApi(http),
    ];
    const called: string[] = [];
    for (const api of apis) {
        for (const [name, call] of Object.entries(api as Record<string, unknown>)) {
            if (typeof call !== 'function') continue;
            called.push(name);
            const args = ARGUMENTS[name] ?? [1, 'BY_LICENCE', {}];
            try {
                await (call as (...args: unknown[]) => Promise<unknown>)(...args);
            } catch {
                // Only the addresses matter here.
            }
        }
    }
    return { calls, called };
};

beforeEach(() => {
    setConfig(TEST_CONFIG);
});

describe('list calls (product specification section 7)', () => {
    it('ask every collection for size=1000000, the users, roles and billing packages included', async () => {
        const { calls, called } = await recordCalls();
        expect(called).toEqual(
            expect.arrayContaining(['getGroupRoles', 'getGroupGrants', 'getBillingPackages']),
        );
        const gets = calls.filter(call => call.method === 'GET');
        const collections = gets.filter(
            call => !SINGLE_RECORD_GETS.includes(call.url.split('?')[0]),
        );
        const paths = collections.map(call => new URL(call.url, 'http://console').pathname);
        expect(paths).toEqual(
            expect.arrayContaining([
                '/api/users/group/roles/organizations-1',
                '/api/users/group/organizations-1',
                '/api/billing/packages',
                '/api/billing/subscriptions',
                '/api/devices/types',
                '/api/devices/unboarded/1',
                '/api/devices/1/diagnosis',
                '/api/devices/7/export',
                '/api/element/root-folders',
                '/api/element/root-folders/1',
                '/api/element/driver-instances',
            ]),
        );
        const withoutSize = collections
            .filter(
                call => new URL(call.url, 'http://console').searchParams.get('size') !== '1000000',
            )
            .map(call => call.url);
        expect(withoutSize).toEqual([]);
    });
});
