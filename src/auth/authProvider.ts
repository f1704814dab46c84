/**
 * react-admin's authProvider over keycloak-js. Access decisions come from access.ts with the
 * current organization; a failed refresh or a 401 of the product API itself signs the user out
 * (a third-party provider's 401 does not: httpClient's endsSession).
 */
import type Keycloak from 'keycloak-js';
import type { AuthProvider } from 'react-admin';
import { endsSession } from '../api/transport/httpClient';
import type { ResourceDeclaration } from '../crud/declaration';
import { canOpen, type AccessRule } from './access';
import { displayNameOf, identityFromKeycloak } from './identity';
import { canDoOnResource } from './resourceAccess';
import { roleIn } from './roles';

interface Options {
    keycloak: Keycloak;
    productName: string;
    resources: ResourceDeclaration[];
    /** The route table's access rules (buildAccessRules). */
    accessRules: readonly AccessRule[];
    getOrganizationId: () => string | null;
    signOut: () => Promise<void>;
    /**
     * A session that ended by itself (a 401 of the product API): keeps the input and signs in
     * again to the same page (src/session/endSession.ts). Without it react-admin signs out.
     */
    onSessionEnd?: () => void;
    /** True once the session has ended that way: react-admin's own logout then does nothing. */
    sessionHasEnded?: () => boolean;
}

/** Resource names of react-admin are ours; a resource starting with "/" is a route. */
export const createAuthProvider = ({
    keycloak,
    productName,
    resources,
    accessRules,
    getOrganizationId,
    signOut,
    onSessionEnd,
    sessionHasEnded = () => false,
}: Options): AuthProvider => {
    const byName = new Map(resources.map(declaration => [declaration.name, declaration]));
    const currentRole = () => {
        const organizationId = getOrganizationId();
        return {
            role: roleIn(identityFromKeycloak(keycloak, productName), organizationId),
            hasOrganization: !!organizationId,
        };
    };
    return {
        login: async () => {
            await keycloak.login();
        },
        logout: async () => {
            // Already on its way to sign-in (or saying so): no second sign-out, and react-admin
            // neither navigates nor empties its store (language, organization) meanwhile.
            if (sessionHasEnded()) return new Promise<never>(() => undefined);
            // signOut forgets the login and the billing token.
            await signOut();
        },
        checkAuth: async () => {
            if (!keycloak.authenticated) throw new Error('Not signed in');
        },
        checkError: async (error: unknown) => {
            // A 401 of the product API ends the session; a provider's refusal (billing, Element)
            // does not. With onSessionEnd, that ends it (keeping the input) and react-admin
            // neither signs out nor notifies.
            if (!endsSession(error)) return;
            if (!onSessionEnd) throw error;
            onSessionEnd();
            throw { logoutUser: false, message: false };
        },
        getIdentity: async () => ({
            id: (keycloak.tokenParsed?.sub as string | undefined) ?? '',
            fullName: displayNameOf(keycloak),
        }),
        getPermissions: async () => identityFromKeycloak(keycloak, productName),
        canAccess: async ({ action, resource }) => {
            const { role, hasOrganization } = currentRole();
            if (resource.startsWith('/'))
                return canOpen(accessRules, role, resource, hasOrganization);
            return canDoOnResource(
                role,
                hasOrganization,
                byName.get(resource),
                action,
                accessRules,
            );
        },
    };
};
