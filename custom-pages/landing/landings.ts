/**
 * The tile landing pages of the product specification section 2 (the licences landing belongs to
 * the billing flow). Their tiles come from the routes below them that declare one.
 */
import type { Landing } from '../../src/ui/LandingPage';

export const landings: Landing[] = [
    { path: '/dad', access: 'organizationMembers', labelKey: 'app.pages.dad' },
    { path: '/alarming', access: 'organizationMembers', labelKey: 'app.pages.alarming' },
    { path: '/organization', access: 'organizationMembers', labelKey: 'app.pages.organization' },
    { path: '/system', access: 'systemAdmins', labelKey: 'app.pages.system' },
];
