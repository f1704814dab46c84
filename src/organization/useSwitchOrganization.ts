/**
 * Switching the organization returns home and clears the billing state and every cached record
 * of the previous organization.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearBillingToken } from '../api/billingToken';
import { useCurrentOrganizationId } from './currentOrganization';

/** Queries that do not depend on the organization survive a switch. */
const KEPT_QUERIES = new Set(['organizations', 'version']);

export const useSwitchOrganization = () => {
    const [, setOrganizationId] = useCurrentOrganizationId();
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    return useCallback(
        (organizationId: string | null) => {
            setOrganizationId(organizationId);
            clearBillingToken();
            queryClient.removeQueries({
                predicate: query => !KEPT_QUERIES.has(String(query.queryKey[0])),
            });
            navigate('/');
        },
        [setOrganizationId, queryClient, navigate],
    );
};
