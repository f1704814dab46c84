/**
 * Gives the layout (breadcrumbs) the route table that App built, and the access hooks (useAccess)
 * the rules derived from it (buildAccessRules).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { AccessRule } from '../auth/access';
import type { RouteEntry } from './routeTable';

export const RouteTableContext = createContext<RouteEntry[]>([]);

export const useRouteTable = () => useContext(RouteTableContext);

const AccessRulesContext = createContext<readonly AccessRule[]>([]);

export const useAccessRules = () => useContext(AccessRulesContext);

export const RouteTableProvider = ({
    table,
    accessRules,
    children,
}: {
    table: RouteEntry[];
    accessRules: readonly AccessRule[];
    children: ReactNode;
}) => (
    <RouteTableContext.Provider value={table}>
        <AccessRulesContext.Provider value={accessRules}>{children}</AccessRulesContext.Provider>
    </RouteTableContext.Provider>
);
