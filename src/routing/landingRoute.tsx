/** The route of a tile landing page; the page loads when it is first opened. */
import { withRoute } from '../loading/withRoute';
import type { Landing } from '../ui/LandingPage';
import type { RouteEntry } from './routeTable';

const LandingPage = withRoute(() => import('../ui/LandingPage'), 'LandingPage');

export const landingRoute = (landing: Landing): RouteEntry => ({
    path: landing.path,
    access: landing.access,
    labelKey: landing.labelKey,
    element: <LandingPage landing={landing} />,
});
