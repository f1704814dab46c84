/** Custom pages that are not tile landing pages or declared resources. */
import type { RouteEntry } from '../src/routing/routeTable';
import { lazyPage } from '../src/resource/lazyPage';

const SettingsPage = lazyPage(() => import('./settings/SettingsPage'), 'SettingsPage');
const StorePage = lazyPage(() => import('./store/StorePage'), 'StorePage');
const StoreServicePage = lazyPage(() => import('./store/ServicePage'), 'ServicePage');

export const pages: RouteEntry[] = [
    { path: '/settings', labelKey: 'app.pages.settings', element: <SettingsPage /> },
    { path: '/licences/purchase', labelKey: 'store.title', element: <StorePage /> },
    {
        path: '/licences/purchase/services',
        labelKey: 'store.service_title',
        element: <StoreServicePage />,
    },
];
