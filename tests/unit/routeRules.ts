/** The console's route table and the access rules derived from it, as App builds them. */
import { flows } from '../../custom-pages';
import { resources } from '../../resources';
import { buildAccessRules, buildRouteTable } from '../../src/routing/routeTable';

export const routeTable = buildRouteTable(flows, resources);

export const accessRules = buildAccessRules(flows, routeTable);
