/** The service activation wizard's route; the page loads when it is opened. */
import type { ResourceDeclaration } from '../../src/resource/declaration';
import { lazyPage } from '../../src/resource/lazyPage';
import { SERVICE_PATHS } from './paths';

const ServiceActivationWizard = lazyPage(
    () => import('../../custom-pages/services/activation/ServiceActivationWizard'),
    'ServiceActivationWizard',
);

export const serviceActivationRoutes: NonNullable<ResourceDeclaration['routes']> = [
    {
        path: SERVICE_PATHS.activation,
        labelKey: 'resources.services.activation.title',
        element: <ServiceActivationWizard />,
    },
];
