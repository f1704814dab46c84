/**
 * What a flow folder (custom-pages/<flow>/) declares about itself: its routes (path, breadcrumb
 * label, page) and the calls it adds to the dataProvider. The flows registry
 * (custom-pages/index.ts) lists them beside the resources registry.
 */
import type { HttpClient } from '../api/transport/httpClient';
import type { AccessRule } from '../auth/access';
import type { RouteEntry } from './routeTable';

export interface FlowDeclaration {
    name: string;
    /**
     * The flow's pages. A flow may supply the page of one of a resource's declared paths (the
     * custom alarm editor is the custom alarms' add and edit page): its page replaces the
     * generated one there.
     */
    routes: RouteEntry[];
    /**
     * Paths without a page that the product specification still rules (e.g. /datasharing, an area
     * a viewer may open once an organization is selected): the access they and the paths below
     * them need.
     */
    accessRules?: AccessRule[];
    /** Custom calls merged into the dataProvider (e.g. dataProvider.getSubscriptions). */
    api?: (http: HttpClient) => Record<string, (...args: never[]) => Promise<unknown>>;
}
