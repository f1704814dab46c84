/** Activation of an organization's services (/organization/services/activation). */
import { SERVICE_PATHS } from '../../resources/services/paths';
import { withRoute } from '../../src/loading/withRoute';
import type { FlowDeclaration } from '../../src/routing/flow';
import { pageRoute } from '../../src/routing/pageRoute';

export const serviceActivation: FlowDeclaration = {
    name: 'serviceActivation',
    routes: [
        pageRoute(
            SERVICE_PATHS.activation,
            'organizationAdmins',
            'resources.services.activation.title',
            withRoute(() => import('./ServiceActivationWizard'), 'ServiceActivationWizard'),
        ),
    ],
};
