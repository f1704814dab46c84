/** Onboarding of devices an integration's provider knows (/dad/devices/onboard). */
import { lazy } from 'react';
import { DEVICE_PATHS } from '../../resources/devices/paths';
import type { FlowDeclaration } from '../../src/routing/flow';
import { pageRoute } from '../../src/routing/pageRoute';

export const onboarding: FlowDeclaration = {
    name: 'onboarding',
    routes: [
        pageRoute(
            DEVICE_PATHS.onboard,
            'organizationAdmins',
            'deviceWizards.onboard.title',
            lazy(() => import('./OnboardWizard')),
        ),
    ],
};
