/**
 * The device wizards' routes: activation, registration, onboarding and export. Each page loads
 * on demand (React.lazy), so papaparse and SheetJS stay out of the initial bundle. Their calls
 * are `deviceWizardApi`, joined into the devices declaration's `api`.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading } from 'react-admin';
import { activationApi } from '../../custom-pages/devices/activation/activationApi';
import { exportApi } from '../../custom-pages/devices/export/exportApi';
import { onboardApi } from '../../custom-pages/devices/onboard/onboardApi';
import { registerApi } from '../../custom-pages/devices/register/registerApi';
import type { HttpClient } from '../../src/api/httpClient';
import type { ResourceDeclaration } from '../../src/resource/declaration';
import { DEVICE_PATHS } from './paths';

const ActivationWizard = lazy(
    () => import('../../custom-pages/devices/activation/ActivationWizard'),
);
const RegisterWizard = lazy(() => import('../../custom-pages/devices/register/RegisterWizard'));
const OnboardWizard = lazy(() => import('../../custom-pages/devices/onboard/OnboardWizard'));
const ExportWizard = lazy(() => import('../../custom-pages/devices/export/ExportWizard'));

const page = (Page: LazyExoticComponent<ComponentType>) => (
    <Suspense fallback={<Loading />}>
        <Page />
    </Suspense>
);

export const deviceWizardRoutes: NonNullable<ResourceDeclaration['routes']> = [
    {
        path: DEVICE_PATHS.activation,
        labelKey: 'deviceWizards.activation.title',
        element: page(ActivationWizard),
    },
    {
        path: DEVICE_PATHS.register,
        labelKey: 'deviceWizards.register.title',
        element: page(RegisterWizard),
    },
    {
        path: DEVICE_PATHS.onboard,
        labelKey: 'deviceWizards.onboard.title',
        element: page(OnboardWizard),
    },
    {
        path: DEVICE_PATHS.export,
        labelKey: 'deviceWizards.export.title',
        element: page(ExportWizard),
    },
];

/** The wizards' calls (dataProvider.activateDevices, registerDevices, onboardDevices, ...). */
export const deviceWizardApi = (http: HttpClient) => ({
    ...activationApi(http),
    ...registerApi(http),
    ...onboardApi(http),
    ...exportApi(http),
});
