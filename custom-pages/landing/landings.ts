/**
 * The tile landing pages of the product specification section 2 (the licences landing belongs to
 * the billing flow). Their tiles come from the routes below them that declare one.
 */
import type { Landing } from '../../src/ui/LandingPage';

export const landings: Landing[] = [
    { path: '/dad', labelKey: 'app.pages.dad' },
    { path: '/alarming', labelKey: 'app.pages.alarming' },
    { path: '/organization', labelKey: 'app.pages.organization' },
    { path: '/system', labelKey: 'app.pages.system' },
];
