/** The tile landing pages of the areas (/dad, /alarming, /organization, /system). */
import { landingRoute } from '../../src/routing/landingRoute';
import type { FlowDeclaration } from '../../src/routing/flow';
import { landings } from './landings';

export const landing: FlowDeclaration = {
    name: 'landing',
    routes: landings.map(landingRoute),
    // The product specification rules /datasharing like the areas (section 2); it has no page.
    accessRules: [{ path: '/datasharing', access: 'organizationMembers' }],
};
