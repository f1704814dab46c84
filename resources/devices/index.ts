/** Devices: registered, onboarded and activated per organization. */
import RouterIcon from '@mui/icons-material/Router';
import type { ResourceDeclaration } from '../../src/resource/declaration';
import { deviceApi } from './api';
import { DeviceEdit } from './detail/DeviceEdit';
import { deviceFromApi } from './fromApi';
import { DeviceList } from './list/DeviceList';
import { DEVICE_PATHS } from './paths';
import type { Device } from './types';
import { toUpdatePayload } from './updatePayload';
import { deviceWizardApi, deviceWizardRoutes } from './wizardRoutes';

export const devices: ResourceDeclaration = {
    name: 'devices',
    endpoint: '/devices',
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
    icon: RouterIcon,
    recordRepresentation: 'name',
    fromApi: deviceFromApi,
    toPayload: record => toUpdatePayload(record as Partial<Device>),
    list: DeviceList,
    edit: DeviceEdit,
    routes: deviceWizardRoutes,
    /** The device page's calls and the wizards' (activation, registration, onboarding, export). */
    api: http => ({ ...deviceApi(http), ...deviceWizardApi(http) }),
};
