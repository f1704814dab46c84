/**
 * The one function that changes the current organization; nothing else writes it. A billing
 * token belongs to the organization it was signed in for, so it goes with every change.
 *
 * - 'chosen' (default): the user picked another organization in the selector; the console
 *   returns home and forgets every cached record of the previous organization.
 * - 'settled': the organization gate settled it before the pages rendered (query parameter,
 *   stored id, the only one), or the current one disappeared (removed); the page stays.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useStore } from 'react-admin';
import { clearBillingToken } from '../api/transport/billingToken';
import { queryKeys } from '../api/cache/queryKeys';
import { ORGANIZATION_STORE_KEY } from './organizationSelection';

export type OrganizationChange = 'chosen' | 'settled';

/**
 * react-admin's navigate (the console's router adapter, src/shims/browserRouterProvider.ts) rather
 * than react-router's, which renders its holder, the header's selector, again on every navigation.
 */
export const useSwitchOrganization = () => {
    const [, setOrganizationId] = useStore<string | null>(ORGANIZATION_STORE_KEY, null);
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    return useCallback(
        (organizationId: string | null, change: OrganizationChange = 'chosen') => {
            setOrganizationId(organizationId);
            clearBillingToken();
            if (change === 'settled') return;
            queryClient.removeQueries({
                predicate: query => !queryKeys.keptOnSwitch(query.queryKey),
            });
            navigate('/');
        },
        [setOrganizationId, queryClient, navigate],
    );
};
