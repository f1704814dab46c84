/** Devices: registered, onboarded and activated per organization. */
import RouterIcon from '@mui/icons-material/Router';
import type { ResourceDeclaration } from '../../src/resource/declaration';
import { deviceWizardRoutes } from './wizardRoutes';

export const devices: ResourceDeclaration = {
    name: 'devices',
    endpoint: '/devices',
    paths: {
        list: '/dad/devices',
        edit: '/dad/devices/device',
    },
    fields: [
        { source: 'name', type: 'text' },
        { source: 'deviceId', type: 'text' },
    ],
    sort: { field: 'name', order: 'ASC' },
    icon: RouterIcon,
    recordRepresentation: 'name',
    routes: deviceWizardRoutes,
};
