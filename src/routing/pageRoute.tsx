/** A flow's route to a page component (usually a lazyPage, so that it loads when opened). */
import type { ComponentType } from 'react';
import type { RouteEntry } from './routeTable';

export const pageRoute = (path: string, labelKey: string, Page: ComponentType): RouteEntry => ({
    path,
    labelKey,
    element: <Page />,
});
