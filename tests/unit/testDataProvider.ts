/**
 * The console's dataProvider over a fake fetch, for organization 1, signed in, without the write
 * pause: what the dataProvider tests of each resource share; and two small declared resources
 * for the tests of the list machinery (gateways, each at a site).
 */
import { QueryClient } from '@tanstack/react-query';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/transport/httpClient';
import type { ResourceDeclaration } from '../../src/crud/declaration';

/** The httpClient and the dataProvider over it. */
export const apiOver = (
    fetch: typeof globalThis.fetch,
    resources: ResourceDeclaration[],
    queryClient = new QueryClient(),
) => {
    const http = createHttpClient({
        getToken: async () => 'token',
        getOrganizationId: () => '1',
        getBillingToken: () => null,
        fetch,
        writePauseMs: 0,
    });
    const dataProvider = createDataProvider({
        http,
        resources,
        queryClient,
        getOrganizationId: () => '1',
    });
    return { http, dataProvider };
};

export const dataProviderOver = (
    fetch: typeof globalThis.fetch,
    resources: ResourceDeclaration[],
    queryClient = new QueryClient(),
) => apiOver(fetch, resources, queryClient).dataProvider;

/** A declared resource with a text and a reference column. */
export const GATEWAYS: ResourceDeclaration = {
    name: 'gateways',
    endpoint: '/gateways',
    paths: { list: '/dad/gateways', add: '/dad/gateways/add', edit: '/dad/gateways/edit' },
    fields: [
        { source: 'name', type: 'text' },
        { source: 'siteId', type: 'reference', reference: 'sites' },
    ],
    searchFields: ['name'],
    recordRepresentation: 'name',
};

/** What GATEWAYS' siteId refers to. */
export const SITES: ResourceDeclaration = {
    name: 'sites',
    endpoint: '/sites',
    paths: { list: '/dad/sites', add: '/dad/sites/add', edit: '/dad/sites/edit' },
    fields: [{ source: 'name', type: 'text' }],
    recordRepresentation: 'name',
};
