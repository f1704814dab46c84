/**
 * The buttons above the service list: Edit Service Activation and Add Service, disabled unless
 * the user is an organization or system admin (product specification sections 2 and 6).
 */
import AddIcon from '@mui/icons-material/Add';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Button } from '@mui/material';
import { TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAccess } from '../../src/auth/useAccess';
import { SERVICE_PATHS } from './paths';

const ACTIONS = [
    {
        to: SERVICE_PATHS.activation,
        labelKey: 'resources.services.list.edit_activation',
        icon: <PowerSettingsNewIcon />,
    },
    { to: SERVICE_PATHS.add, labelKey: 'resources.services.list.add', icon: <AddIcon /> },
];

export const ServiceListActions = () => {
    const translate = useTranslate();
    const { can } = useAccess();
    const allowed = can('manageServices');
    return (
        <TopToolbar>
            {ACTIONS.map(action => (
                <Button
                    key={action.to}
                    component={Link}
                    to={action.to}
                    startIcon={action.icon}
                    size="small"
                    disabled={!allowed}
                >
                    {translate(action.labelKey)}
                </Button>
            ))}
        </TopToolbar>
    );
};
