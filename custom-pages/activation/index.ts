/** Device activation (/dad/devices/activation): by licence, as admin, or deactivation. */
import { DEVICE_PATHS } from '../../resources/devices/paths';
import type { FlowDeclaration } from '../../src/routing/flow';
import { withRoute } from '../../src/loading/withRoute';
import { pageRoute } from '../../src/routing/pageRoute';

export const activation: FlowDeclaration = {
    name: 'activation',
    routes: [
        pageRoute(
            DEVICE_PATHS.activation,
            'organizationAdmins',
            'deviceWizards.activation.title',
            withRoute(() => import('./ActivationWizard'), 'default'),
        ),
    ],
};
