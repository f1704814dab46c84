/** Custom pages that are not tile landing pages or declared resources. */
import type { RouteEntry } from '../src/routing/routeTable';
import { SettingsPage } from './settings/SettingsPage';

export const pages: RouteEntry[] = [
    { path: '/settings', labelKey: 'app.pages.settings', element: <SettingsPage /> },
];
