/**
 * The billing state in react-query: every billing query has a key under
 * `queryKeys.billing(organizationId, part)` (account, packages, subscriptions), so that one call
 * drops or refreshes all of it.
 *
 * - `removeBillingState(queryClient)`: forget it (billing sign-out, organization switch).
 * - `invalidateBillingState(queryClient)`: refetch it after a billing write, together with the
 *   licence bundle of the activation wizards (`queryKeys.licenceBundle`,
 *   resources/devices/activation/useLicenceBundle.ts), so activation sees new licences.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../src/api/cache/queryKeys';

export const removeBillingState = (queryClient: QueryClient) =>
    queryClient.removeQueries({ queryKey: queryKeys.billing() });

export const invalidateBillingState = (queryClient: QueryClient) =>
    Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.billing() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.licenceBundle() }),
    ]);
