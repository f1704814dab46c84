/**
 * One part of the billing state, loaded only while the billing token is valid and empty
 * (undefined) otherwise, whatever the cache holds (product specification section 4). The base
 * of useBillingAccount, usePackages and useSubscriptions.
 */
import { useQuery } from '@tanstack/react-query';
import { useCalls } from '../../../src/api/useCalls';
import { queryKeys, type BillingPart } from '../../../src/api/queryKeys';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import type { BillingApi } from './billingApi';
import { useBillingToken } from './useBillingToken';

export const useBillingQuery = <T>(part: BillingPart, load: (api: BillingApi) => Promise<T>) => {
    const { valid } = useBillingToken();
    const [organizationId] = useCurrentOrganizationId();
    const calls = useCalls<BillingApi>();
    const enabled = valid && !!organizationId;
    const query = useQuery({
        queryKey: queryKeys.billing(organizationId, part),
        queryFn: () => load(calls),
        enabled,
    });
    return {
        data: enabled ? query.data : undefined,
        isPending: enabled && query.isPending,
        isError: enabled && query.isError,
    };
};
