/** The buttons above the device list, for admins (product specification section 6). */
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ListAction } from '../../../src/crud/ListActions';
import { DEVICE_PATHS } from '../paths';

export const ONBOARD_DEVICES: ListAction = {
    to: DEVICE_PATHS.onboard,
    labelKey: 'devices.list.onboard',
    icon: <PlaylistAddIcon />,
};

export const REGISTER_DEVICES: ListAction = {
    to: DEVICE_PATHS.register,
    labelKey: 'devices.list.register',
    icon: <UploadFileIcon />,
};

export const DEVICE_ACTIONS: ListAction[] = [
    {
        to: DEVICE_PATHS.activation,
        labelKey: 'devices.list.edit_activation',
        icon: <PowerSettingsNewIcon />,
    },
    REGISTER_DEVICES,
    ONBOARD_DEVICES,
];
