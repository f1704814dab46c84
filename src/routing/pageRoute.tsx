/**
 * A flow's route to a page component, with the access it needs (usually one loaded with its route,
 * src/loading/withRoute.ts, so that it loads when opened).
 */
import type { ComponentType } from 'react';
import type { RouteAccess } from '../auth/access';
import type { RouteEntry } from './routeTable';

export const pageRoute = (
    path: string,
    access: RouteAccess,
    labelKey: string,
    Page: ComponentType,
): RouteEntry => ({
    path,
    access,
    labelKey,
    element: <Page />,
    page: Page,
});
