/** Bulk registration of devices from a CSV file (/dad/devices/register); papaparse loads with it. */
import { DEVICE_PATHS } from '../../resources/devices/paths';
import type { FlowDeclaration } from '../../src/routing/flow';
import { withRoute } from '../../src/loading/withRoute';
import { pageRoute } from '../../src/routing/pageRoute';

export const registration: FlowDeclaration = {
    name: 'registration',
    routes: [
        pageRoute(
            DEVICE_PATHS.register,
            'organizationAdmins',
            'deviceWizards.register.title',
            withRoute(() => import('./RegisterWizard'), 'default'),
        ),
    ],
};
