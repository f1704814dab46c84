/**
 * /dad/devices/device?id=: the device's page. Admins edit it (Save sends the update payload and
 * returns to the list); viewers see it read-only. Above the form, the heading block (name, health,
 * last seen, integration, service); below it the Readings panel and expert mode, stacked.
 * While the page is on screen, the heading and the readings are read again every 10 s
 * (LiveDevice.tsx, ReadingsPanel.tsx).
 */
import { Card } from '@mui/material';
import { Edit } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useAccess } from '../../../src/auth/useAccess';
import { useEditShell } from '../../../src/crud/useEditShell';
import { DEVICE_PATHS } from '../paths';
import { ReadingsPanel } from '../readings/ReadingsPanel';
import { useDeviceLookups } from '../useDeviceLookups';
import { DeviceHeading } from './DeviceHeading';
import { DeviceForm } from './DeviceForm';
import { ExpertMode } from './ExpertMode';
import { LiveDevice } from './LiveDevice';

export const DeviceEdit = () => {
    const [searchParams] = useSearchParams();
    const { can } = useAccess();
    const lookups = useDeviceLookups();
    const shell = useEditShell('devices', DEVICE_PATHS.list);
    const id = searchParams.get('id');
    if (!id) return null;
    return (
        <Edit {...shell} id={id} title={false} actions={false} component="div">
            {/* Health and last seen follow new uplinks; the form keeps the record it opened with. */}
            <LiveDevice>
                <DeviceHeading lookups={lookups} />
            </LiveDevice>
            <Card sx={{ mt: 2, minWidth: 0 }}>
                <DeviceForm editable={can('editItems')} lookups={lookups} />
            </Card>
            <ReadingsPanel />
            <ExpertMode key={id} lookups={lookups} />
        </Edit>
    );
};
