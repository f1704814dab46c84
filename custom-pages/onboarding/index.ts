/** Onboarding of devices an integration's provider knows (/dad/devices/onboard). */
import { DEVICE_PATHS } from '../../resources/devices/paths';
import type { FlowDeclaration } from '../../src/routing/flow';
import { withRoute } from '../../src/loading/withRoute';
import { pageRoute } from '../../src/routing/pageRoute';

export const onboarding: FlowDeclaration = {
    name: 'onboarding',
    routes: [
        pageRoute(
            DEVICE_PATHS.onboard,
            'organizationAdmins',
            'deviceWizards.onboard.title',
            withRoute(() => import('./OnboardWizard'), 'default'),
        ),
    ],
};
