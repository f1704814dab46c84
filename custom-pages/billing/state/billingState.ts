/**
 * The billing state in react-query: every billing query has a key under
 * `['billing', organizationId, ...]` (account, packages, subscriptions), so that one call drops
 * or refreshes all of it.
 *
 * - `billingQueryKey(organizationId, part)`: the key of one part.
 * - `removeBillingState(queryClient)`: forget it (billing sign-out, organization switch).
 * - `invalidateBillingState(queryClient)`: refetch it after a billing write, together with the
 *   licence bundle of the activation wizards (key `['activation', 'licences', organizationId]`,
 *   custom-pages/devices/activation/useLicenceBundle.ts), so activation sees new licences.
 */
import type { QueryClient } from '@tanstack/react-query';

export const BILLING_QUERY_PREFIX = 'billing';

export type BillingPart = 'account' | 'packages' | 'subscriptions';

export const billingQueryKey = (organizationId: string | null, part: BillingPart) => [
    BILLING_QUERY_PREFIX,
    organizationId,
    part,
];

/** The licence bundle's key prefix (GET /billing/licences), owned by the activation wizards. */
export const LICENCE_BUNDLE_QUERY_PREFIX = ['activation', 'licences'];

export const removeBillingState = (queryClient: QueryClient) =>
    queryClient.removeQueries({ queryKey: [BILLING_QUERY_PREFIX] });

export const invalidateBillingState = (queryClient: QueryClient) =>
    Promise.all([
        queryClient.invalidateQueries({ queryKey: [BILLING_QUERY_PREFIX] }),
        queryClient.invalidateQueries({ queryKey: LICENCE_BUNDLE_QUERY_PREFIX }),
    ]);
