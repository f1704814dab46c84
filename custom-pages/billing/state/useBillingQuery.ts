/**
 * One part of the billing state, loaded only while the billing token is valid and empty
 * (undefined) otherwise, whatever the cache holds (product specification section 4). The base
 * of useBillingAccount, usePackages and useSubscriptions. `locale`: a part with texts to read is
 * asked for in this language and cached under it (src/api/transport/acceptLanguage.ts); while another
 * language's answer loads, the previous one stays.
 */
import { useQuery } from '@tanstack/react-query';
import { useCalls } from '../../../src/api/useCalls';
import { queryKeys, type BillingPart } from '../../../src/api/cache/queryKeys';
import { keepTextsWhileLanguageChanges } from '../../../src/api/transport/acceptLanguage';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import type { BillingApi } from './billingApi';
import { useBillingToken } from './useBillingToken';

export const useBillingQuery = <T>(
    part: BillingPart,
    load: (api: BillingApi) => Promise<T>,
    locale?: string,
) => {
    const { valid } = useBillingToken();
    const [organizationId] = useCurrentOrganizationId();
    const calls = useCalls<BillingApi>();
    const enabled = valid && !!organizationId;
    const queryKey = queryKeys.billing(organizationId, part, locale);
    const query = useQuery({
        queryKey,
        queryFn: () => load(calls),
        enabled,
        placeholderData: locale === undefined ? undefined : keepTextsWhileLanguageChanges(queryKey),
    });
    return {
        data: enabled ? query.data : undefined,
        isPending: enabled && query.isPending,
        isError: enabled && query.isError,
    };
};
