/** The signed-in user's role in the current organization, and what it may open or do. */
import { useMemo } from 'react';
import { getConfig } from '../config';
import { useAccessRules } from '../routing/RouteTableContext';
import { useCurrentOrganizationId } from '../organization/currentOrganization';
import { can, routeDenial, type Capability } from './access';
import { identityFromClaims } from './identity';
import { getKeycloak } from './keycloak';
import { roleIn } from './roles';

/** The signed-in user's identity, read from the token now (outside a render). */
export const currentIdentity = () =>
    identityFromClaims(getKeycloak().tokenParsed, getConfig().productName);

export const useIdentity = () => {
    // The identity changes only with the token.
    const claims = getKeycloak().tokenParsed;
    return useMemo(currentIdentity, [claims]);
};

export const useAccess = () => {
    const identity = useIdentity();
    const [organizationId] = useCurrentOrganizationId();
    const rules = useAccessRules();
    return useMemo(() => {
        const role = roleIn(identity, organizationId);
        const hasOrganization = !!organizationId;
        return {
            identity,
            role,
            organizationId,
            hasOrganization,
            denial: (path: string) => routeDenial(rules, role, path, hasOrganization),
            canOpen: (path: string) => routeDenial(rules, role, path, hasOrganization) === null,
            /** Open once an organization is selected: for menu entries. */
            mayOpen: (path: string) => routeDenial(rules, role, path, true) === null,
            can: (capability: Capability) => can(role, capability),
        };
    }, [identity, organizationId, rules]);
};
