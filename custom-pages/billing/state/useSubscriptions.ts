/**
 * `useSubscriptions()` → `{ subscriptions, isPending }`: GET /billing/subscriptions of the
 * current organization, [] without a valid billing token (react-query key
 * ['billing', organizationId, 'subscriptions']).
 */
import type { Subscription } from './types';
import { useBillingQuery } from './useBillingQuery';

const NONE: Subscription[] = [];

export const useSubscriptions = () => {
    const { data, isPending } = useBillingQuery('subscriptions', api => api.getSubscriptions());
    return { subscriptions: Array.isArray(data) ? data : NONE, isPending };
};
