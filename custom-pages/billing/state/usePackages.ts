/**
 * `usePackages()` → `{ packages, isPending }`: GET /billing/packages (with each package's
 * bookedQuantity for the current organization), [] without a valid billing token (react-query
 * key ['billing', organizationId, 'packages']).
 */
import type { BillingPackage } from './types';
import { useBillingQuery } from './useBillingQuery';

const NONE: BillingPackage[] = [];

export const usePackages = () => {
    const { data, isPending } = useBillingQuery('packages', api => api.getBillingPackages());
    return { packages: Array.isArray(data) ? data : NONE, isPending };
};
