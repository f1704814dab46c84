/** The user's settings (language). */
import type { FlowDeclaration } from '../../src/routing/flow';
import { pageRoute } from '../../src/routing/pageRoute';
import { lazyPage } from '../../src/crud/lazyPage';

export const settings: FlowDeclaration = {
    name: 'settings',
    routes: [
        pageRoute(
            '/settings',
            'everyone',
            'app.pages.settings',
            lazyPage(() => import('./SettingsPage'), 'SettingsPage'),
        ),
    ],
};
