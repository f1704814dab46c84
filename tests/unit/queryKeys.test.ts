/** One key factory: a collection downloaded for one organization is never served in another. */
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/transport/httpClient';
import { queryKeys } from '../../src/api/cache/queryKeys';
import { setConfig } from '../../src/config';
import { services } from '../../resources/services';
import { TEST_CONFIG } from './testConfig';

const LIST = {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' as const },
    filter: {},
};

describe('query keys', () => {
    beforeEach(() => setConfig(TEST_CONFIG));

    it('keep each organization its own whole list of a resource', async () => {
        let organizationId = '1';
        const asked: string[] = [];
        const fetch = (async (_url: string, init?: RequestInit) => {
            const header = new Headers(init?.headers);
            const organization = [...header.entries()].find(([name]) =>
                name.toLowerCase().includes('organization'),
            )?.[1];
            asked.push(String(organization));
            return new Response(
                JSON.stringify([{ id: Number(organization), name: `of ${organization}` }]),
                {
                    status: 200,
                    headers: { 'Content-Type': 'application/json' },
                },
            );
        }) as typeof globalThis.fetch;
        const queryClient = new QueryClient();
        const dataProvider = createDataProvider({
            http: createHttpClient({
                getToken: async () => 'token',
                getOrganizationId: () => organizationId,
                getBillingToken: () => null,
                fetch,
                writePauseMs: 0,
            }),
            resources: [services],
            queryClient,
            getOrganizationId: () => organizationId,
        });
        expect((await dataProvider.getList('services', LIST)).data).toEqual([
            { id: 1, name: 'of 1' },
        ]);
        organizationId = '2';
        expect((await dataProvider.getList('services', LIST)).data).toEqual([
            { id: 2, name: 'of 2' },
        ]);
        expect(asked).toEqual(['1', '2']);
        expect(queryClient.getQueryData(queryKeys.collection('services', '1'))).toEqual([
            { id: 1, name: 'of 1' },
        ]);
    });

    it('put the organization id in the keys of organization data, and keep only shared data on a switch', () => {
        expect(queryKeys.billing('7', 'account')).toContain('7');
        expect(queryKeys.licenceBundle('7')).toContain('7');
        expect(queryKeys.diagnosis('7', 3)).toContain('7');
        expect(queryKeys.groupUsers('7', 'g', 'roles')).toContain('7');
        expect(queryKeys.keptOnSwitch(['organizations', 'getList'])).toBe(true);
        expect(queryKeys.keptOnSwitch(queryKeys.version())).toBe(true);
        expect(queryKeys.keptOnSwitch(queryKeys.collection('services', '7'))).toBe(false);
    });
});
