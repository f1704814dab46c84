/** Gives the layout (breadcrumbs) the route table that App built. */
import { createContext, useContext } from 'react';
import type { RouteEntry } from './routeTable';

export const RouteTableContext = createContext<RouteEntry[]>([]);

export const useRouteTable = () => useContext(RouteTableContext);
