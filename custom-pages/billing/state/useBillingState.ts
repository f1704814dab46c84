/**
 * `useBillingState()` → `{ account, packages, subscriptions, isPending }`: the whole billing
 * state of the current organization, loaded after a billing sign-in (product specification
 * section 4) and empty without a valid token. The billing gate uses it, so the account,
 * packages and subscriptions are in the cache when the store or the subscriptions open.
 */
import { useBillingAccount } from './useBillingAccount';
import { usePackages } from './usePackages';
import { useSubscriptions } from './useSubscriptions';

export const useBillingState = () => {
    const { account, isPending: accountPending } = useBillingAccount();
    const { packages, isPending: packagesPending } = usePackages();
    const { subscriptions, isPending: subscriptionsPending } = useSubscriptions();
    return {
        account,
        packages,
        subscriptions,
        isPending: accountPending || packagesPending || subscriptionsPending,
    };
};
