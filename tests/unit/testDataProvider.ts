/**
 * The console's dataProvider over a fake fetch, for organization 1, signed in, without the write
 * pause: what the dataProvider tests of each resource share.
 */
import { QueryClient } from '@tanstack/react-query';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/httpClient';
import type { ResourceDeclaration } from '../../src/resource/declaration';

export const dataProviderOver = (
    fetch: typeof globalThis.fetch,
    resources: ResourceDeclaration[],
    queryClient = new QueryClient(),
) =>
    createDataProvider({
        http: createHttpClient({
            getToken: async () => 'token',
            getOrganizationId: () => '1',
            getBillingToken: () => null,
            fetch,
            writePauseMs: 0,
        }),
        resources,
        queryClient,
        getOrganizationId: () => '1',
    });
