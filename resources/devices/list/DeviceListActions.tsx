/** The buttons above the device list; admins only (product specification section 6). */
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAccess } from '../../../src/auth/useAccess';
import { DEVICE_PATHS } from '../paths';

const ACTIONS: { to: string; labelKey: string; icon: ReactNode }[] = [
    {
        to: DEVICE_PATHS.activation,
        labelKey: 'devices.list.edit_activation',
        icon: <PowerSettingsNewIcon />,
    },
    { to: DEVICE_PATHS.register, labelKey: 'devices.list.register', icon: <UploadFileIcon /> },
    { to: DEVICE_PATHS.onboard, labelKey: 'devices.list.onboard', icon: <PlaylistAddIcon /> },
];

export const DeviceListActions = () => {
    const translate = useTranslate();
    const { can } = useAccess();
    if (!can('editItems')) return null;
    return (
        <TopToolbar>
            {ACTIONS.map(action => (
                <Button
                    key={action.to}
                    component={Link}
                    to={action.to}
                    startIcon={action.icon}
                    size="small"
                >
                    {translate(action.labelKey)}
                </Button>
            ))}
        </TopToolbar>
    );
};
