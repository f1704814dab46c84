/**
 * `usePackages()` → `{ packages, isPending }`: GET /billing/packages (with each package's
 * bookedQuantity for the current organization, its specifications in the console's language),
 * [] without a valid billing token (react-query key ['billing', organizationId, 'packages',
 * locale]).
 */
import { acceptLanguage, useConsoleLocale } from '../../../src/api/transport/acceptLanguage';
import type { BillingPackage } from './types';
import { useBillingQuery } from './useBillingQuery';

const NONE: BillingPackage[] = [];

export const usePackages = () => {
    const locale = useConsoleLocale();
    const { data, isPending } = useBillingQuery(
        'packages',
        api => api.getBillingPackages(acceptLanguage(locale)),
        locale,
    );
    return { packages: Array.isArray(data) ? data : NONE, isPending };
};
