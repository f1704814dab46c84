/**
 * The one function that changes the current organization; nothing else writes it. A billing
 * token belongs to the organization it was signed in for, so it goes with every change.
 *
 * - 'chosen' (default): the user picked another organization in the selector; the console
 *   returns home and forgets every cached record of the previous organization. A page that
 *   was waiting for an organization (opened with none selected, it asked to choose one) opens
 *   instead: the page the user was promised, not home.
 * - 'settled': the organization gate settled it before the pages rendered (query parameter,
 *   stored id, the only one), or the current one disappeared (removed); the page stays.
 *
 * `leaveRemovedOrganizations`, outside React, is the same 'settled' change for the removal this
 * tab made: the current organization is left at once, before a list of it asks the API again and
 * is answered "not found" (the gate notices only once the organizations are downloaded again).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useStore, type Identifier } from 'react-admin';
import { clearBillingToken } from '../api/transport/billingToken';
import { forgetAnswers } from '../api/transport/conditionalGets';
import { queryKeys } from '../api/cache/queryKeys';
import { routeDenial, type AccessRule } from '../auth/access';
import { roleIn } from '../auth/roles';
import { currentIdentity } from '../auth/useAccess';
import { useAccessRules } from '../routing/RouteTableContext';
import { store } from '../store';
import { ORGANIZATION_STORE_KEY } from './organizationSelection';

export type OrganizationChange = 'chosen' | 'settled';

/**
 * The page shown asks for an organization (opened with none selected), and the user's role in
 * `organizationId` opens it.
 */
const pageWaitsFor = (rules: readonly AccessRule[], organizationId: string) => {
    const identity = currentIdentity();
    const path = window.location.pathname;
    return (
        routeDenial(rules, roleIn(identity, null), path, false) === 'organization' &&
        routeDenial(rules, roleIn(identity, organizationId), path, true) === null
    );
};

/**
 * react-admin's navigate (the console's router adapter, src/routing/consoleRouterProvider.ts) rather
 * than react-router's, which renders its holder, the header's selector, again on every navigation.
 */
export const useSwitchOrganization = () => {
    const [currentId, setOrganizationId] = useStore<string | null>(ORGANIZATION_STORE_KEY, null);
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const rules = useAccessRules();
    return useCallback(
        (organizationId: string | null, change: OrganizationChange = 'chosen') => {
            // Read before the switch, when no organization was selected.
            const waiting =
                change === 'chosen' &&
                !currentId &&
                !!organizationId &&
                pageWaitsFor(rules, organizationId);
            setOrganizationId(organizationId);
            clearBillingToken();
            if (change === 'settled') return;
            queryClient.removeQueries({
                predicate: query => !queryKeys.keptOnSwitch(query.queryKey),
            });
            // Nor are the previous organization's bodies kept for a 304 (conditionalGets.ts).
            forgetAnswers();
            if (!waiting) navigate('/');
        },
        [currentId, setOrganizationId, queryClient, navigate, rules],
    );
};

/** The removal of organizations this tab made: when the current one is among them, none is. */
export const leaveRemovedOrganizations = (ids: readonly Identifier[]) => {
    const current = store.getItem<string | null>(ORGANIZATION_STORE_KEY, null);
    if (current == null || !ids.some(id => String(id) === current)) return;
    store.setItem(ORGANIZATION_STORE_KEY, null);
    clearBillingToken();
};
