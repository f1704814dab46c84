/**
 * The buttons above the service list: Edit Service Activation and Add Service, disabled unless
 * the user is an organization or system admin (product specification sections 2 and 6).
 */
import AddIcon from '@mui/icons-material/Add';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import type { ListAction } from '../../src/crud/ListActions';
import { SERVICE_PATHS } from './paths';

export const ADD_SERVICE: ListAction = {
    to: SERVICE_PATHS.add,
    labelKey: 'resources.services.list.add',
    icon: <AddIcon />,
    capability: 'manageServices',
};

export const SERVICE_ACTIONS: ListAction[] = [
    {
        to: SERVICE_PATHS.activation,
        labelKey: 'resources.services.list.edit_activation',
        icon: <PowerSettingsNewIcon />,
        capability: 'manageServices',
    },
    ADD_SERVICE,
];
