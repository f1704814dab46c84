/** Devices: registered, onboarded and activated per organization. */
import RouterIcon from '@mui/icons-material/Router';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { deviceApi } from './api';
import { deviceFromApi, type LabelledDevice } from './fromApi';
import type { Device } from './types';
import { DEVICE_PATHS } from './paths';
import { hasHealth } from './health';
import { HealthSummary } from './HealthSummary';
import { withRoute } from '../../src/loading/withRoute';
import { pageRoute } from '../../src/routing/pageRoute';
import { toUpdatePayload } from './updatePayload';
import { activationApi } from './calls/activationApi';
import { exportApi } from './calls/exportApi';
import { onboardApi } from './calls/onboardApi';
import { registerApi } from './calls/registerApi';

export const devices: ResourceDeclaration<LabelledDevice, Device> = {
    name: 'devices',
    endpoint: '/devices',
    prefetch: ['devices', 'integrations', 'services'],
    paths: {
        list: DEVICE_PATHS.list,
        edit: DEVICE_PATHS.device,
    },
    fields: [
        { source: 'name', type: 'text' },
        { source: 'deviceId', type: 'text', edit: 'readOnly' },
        { source: 'description', type: 'text', list: false },
        { source: 'updateInterval', type: 'number', list: false },
        { source: 'isEnabled', type: 'boolean', edit: 'readOnly' },
    ],
    sort: { field: 'name', order: 'ASC' },
    searchFields: ['name', 'deviceId', 'typeLabel'],
    computedFilters: { health: hasHealth },
    sortByName: { integrationId: 'integrations', mapping: 'services' },
    icon: RouterIcon,
    tile: {
        order: 2,
        labelKey: 'app.pages.devices',
        descriptionKey: 'app.tiles.devices',
        icon: RouterIcon,
        summary: HealthSummary,
    },
    recordRepresentation: 'name',
    fromApi: deviceFromApi,
    toPayload: toUpdatePayload,
    list: withRoute(() => import('./list/DeviceList'), 'DeviceList'),
    edit: withRoute(() => import('./detail/DeviceEdit'), 'DeviceEdit'),
    /** The device wizards, each loaded with its route (the export with SheetJS, registration with papaparse). */
    routes: [
        // Activation by licence, as admin, or deactivation.
        pageRoute(
            DEVICE_PATHS.activation,
            'organizationAdmins',
            'deviceWizards.activation.title',
            withRoute(() => import('./activation/ActivationWizard'), 'default'),
        ),
        // Bulk registration from a CSV file.
        pageRoute(
            DEVICE_PATHS.register,
            'organizationAdmins',
            'deviceWizards.register.title',
            withRoute(() => import('./registration/RegisterWizard'), 'default'),
        ),
        // Onboarding of devices an integration's provider knows.
        pageRoute(
            DEVICE_PATHS.onboard,
            'organizationAdmins',
            'deviceWizards.onboard.title',
            withRoute(() => import('./onboarding/OnboardWizard'), 'default'),
        ),
        // Export of a device's readings as a spreadsheet.
        pageRoute(
            DEVICE_PATHS.export,
            'organizationAdmins',
            'deviceWizards.export.title',
            withRoute(() => import('./export/ExportWizard'), 'default'),
        ),
    ],
    /** The device page's calls and the wizards' (activation, registration, onboarding, export). */
    api: http => ({
        ...deviceApi(http),
        ...activationApi(http),
        ...registerApi(http),
        ...onboardApi(http),
        ...exportApi(http),
    }),
};
