/**
 * `useBillingAccount()` → `{ account, isPending }`: GET /billing/account of the current
 * organization, undefined without a valid billing token (react-query key
 * ['billing', organizationId, 'account']).
 */
import { useBillingQuery } from './useBillingQuery';

export const useBillingAccount = () => {
    const { data, isPending } = useBillingQuery('account', api => api.getBillingAccount());
    return { account: data, isPending };
};
