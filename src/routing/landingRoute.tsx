/** The route of a tile landing page; the page loads when it is first opened. */
import { lazy } from 'react';
import type { Landing } from '../ui/LandingPage';
import type { RouteEntry } from './routeTable';

const LandingPage = lazy(() =>
    import('../ui/LandingPage').then(module => ({ default: module.LandingPage })),
);

export const landingRoute = (landing: Landing): RouteEntry => ({
    path: landing.path,
    access: landing.access,
    labelKey: landing.labelKey,
    element: <LandingPage landing={landing} />,
});
