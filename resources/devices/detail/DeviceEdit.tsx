/**
 * /dad/devices/device?id=: the device's page. Admins edit it (Save sends the update payload and
 * returns to the list); viewers see it read-only. Below the form, expert mode.
 */
import { Card } from '@mui/material';
import { Edit } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAccess } from '../../../src/auth/useAccess';
import { PageHeading } from '../../../src/ui/PageHeading';
import { DEVICE_PATHS } from '../paths';
import { useDeviceLookups } from '../useDeviceLookups';
import { DeviceForm } from './DeviceForm';
import { ExpertMode } from './ExpertMode';

export const DeviceEdit = () => {
    const [searchParams] = useSearchParams();
    const navigate = useNavigate();
    const { can } = useAccess();
    const lookups = useDeviceLookups();
    const id = searchParams.get('id');
    if (!id) return null;
    return (
        <Edit
            resource="devices"
            id={id}
            title={false}
            mutationMode="pessimistic"
            redirect={() => DEVICE_PATHS.list}
            queryOptions={{ onError: () => navigate(DEVICE_PATHS.list) }}
            mutationOptions={{ onError: () => undefined }}
            actions={false}
            component="div"
        >
            <PageHeading titleKey="resources.devices.edit" />
            <Card sx={{ mt: 2 }}>
                <DeviceForm editable={can('editItems')} lookups={lookups} />
            </Card>
            <ExpertMode key={id} lookups={lookups} />
        </Edit>
    );
};
