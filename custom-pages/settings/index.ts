/** The user's settings (language). */
import type { FlowDeclaration } from '../../src/routing/flow';
import { pageRoute } from '../../src/routing/pageRoute';
import { withRoute } from '../../src/loading/withRoute';

export const settings: FlowDeclaration = {
    name: 'settings',
    routes: [
        pageRoute(
            '/settings',
            'everyone',
            'app.pages.settings',
            withRoute(() => import('./SettingsPage'), 'SettingsPage'),
        ),
    ],
};
