/**
 * Under an integration select that offers nothing (an organization's first day): why, and the
 * way to add one. Devices and device groups come through an integration; before, the select
 * opened empty and Next only said "Required".
 */
import AddIcon from '@mui/icons-material/Add';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { INTEGRATION_PATHS } from './paths';

export const NoIntegrationYet = ({ shown }: { shown: boolean }) => {
    const translate = useTranslate();
    if (!shown) return null;
    return (
        <Alert
            severity="info"
            sx={{ mt: 1, maxWidth: 560 }}
            action={
                <Button
                    component={Link}
                    to={INTEGRATION_PATHS.add}
                    color="inherit"
                    size="small"
                    startIcon={<AddIcon />}
                >
                    {translate('resources.integrations.add')}
                </Button>
            }
        >
            {translate('resources.integrations.none_to_choose')}
        </Alert>
    );
};
