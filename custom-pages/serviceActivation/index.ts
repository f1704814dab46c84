/** Activation of an organization's services (/organization/services/activation). */
import { SERVICE_PATHS } from '../../resources/services/paths';
import { lazyPage } from '../../src/crud/lazyPage';
import type { FlowDeclaration } from '../../src/routing/flow';
import { pageRoute } from '../../src/routing/pageRoute';

export const serviceActivation: FlowDeclaration = {
    name: 'serviceActivation',
    routes: [
        pageRoute(
            SERVICE_PATHS.activation,
            'organizationAdmins',
            'resources.services.activation.title',
            lazyPage(() => import('./ServiceActivationWizard'), 'ServiceActivationWizard'),
        ),
    ],
};
