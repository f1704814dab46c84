/** Custom pages that are not tile landing pages or declared resources. */
import type { RouteEntry } from '../src/routing/routeTable';
import { lazyPage } from '../src/resource/lazyPage';

const SettingsPage = lazyPage(() => import('./settings/SettingsPage'), 'SettingsPage');

export const pages: RouteEntry[] = [
    { path: '/settings', labelKey: 'app.pages.settings', element: <SettingsPage /> },
];
