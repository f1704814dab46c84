/** A flow's route to a page component, with the access it needs (usually a lazyPage, so that it loads when opened). */
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
