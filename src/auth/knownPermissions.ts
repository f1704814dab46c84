/**
 * react-admin's routes wait for the permissions (the authProvider's getPermissions: the signed-in
 * identity) and, when they come a task after the layout, render the whole layout again. Known
 * from the start (Keycloak's token), they are put where react-admin's usePermissions reads them,
 * so it reads them while the sign-in check still shows the loading page.
 * tests/unit/raQueryKeys.test.tsx holds this key to react-admin's own.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Identity } from './roles';

/** react-admin's usePermissions() query key (no params). */
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;

export const knowPermissions = (queryClient: QueryClient, identity: Identity) =>
    queryClient.setQueryData(PERMISSIONS_QUERY_KEY, identity);
