/** The signed-in user's role in the current organization, and what it may open or do. */
import { useMemo } from 'react';
import { getConfig } from '../config';
import { useCurrentOrganizationId } from '../organization/currentOrganization';
import { can, routeDenial, type Capability } from './access';
import { identityFromKeycloak } from './identity';
import { getKeycloak } from './keycloak';
import { roleIn } from './roles';

export const useIdentity = () => {
    const keycloak = getKeycloak();
    const token = keycloak.token;
    // The identity changes only with the token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    return useMemo(
        () => identityFromKeycloak(keycloak, getConfig().productName),
        [keycloak, token],
    );
};

export const useAccess = () => {
    const identity = useIdentity();
    const [organizationId] = useCurrentOrganizationId();
    return useMemo(() => {
        const role = roleIn(identity, organizationId);
        const hasOrganization = !!organizationId;
        return {
            identity,
            role,
            organizationId,
            hasOrganization,
            denial: (path: string) => routeDenial(role, path, hasOrganization),
            canOpen: (path: string) => routeDenial(role, path, hasOrganization) === null,
            /** Open once an organization is selected: for menu entries. */
            mayOpen: (path: string) => routeDenial(role, path, true) === null,
            can: (capability: Capability) => can(role, capability),
        };
    }, [identity, organizationId]);
};
