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
    /** The device page's calls and the wizards' (activation, registration, onboarding, export). */
    api: http => ({
        ...deviceApi(http),
        ...activationApi(http),
        ...registerApi(http),
        ...onboardApi(http),
        ...exportApi(http),
    }),
};
