/**
 * /dad/deviceGroups/deviceGroup?id=: the group's settings (Undo and Save for admins, read-only for
 * everyone else) and the command panels that send to the whole group.
 */
import { Box, Card } from '@mui/material';
import { deviceGroupPayload, type DeviceGroupFormValues } from '../deviceGroupPayload';
import { deviceGroupPaths } from '../paths';
import { EditPage } from '../../../src/crud/EditPage';
import { DeviceGroupCommands } from './DeviceGroupCommands';
import { DeviceGroupForm } from './DeviceGroupForm';
import { useGroupIntegrations } from './useGroupIntegrations';

export const DeviceGroupEdit = () => {
    const { typeOf } = useGroupIntegrations();
    return (
        <EditPage
            resource="deviceGroups"
            listPath={deviceGroupPaths.list}
            transform={(values: DeviceGroupFormValues) =>
                deviceGroupPayload(values, typeOf(values.integrationId ?? undefined))
            }
            bare
        >
            <Card sx={{ mt: 2 }}>
                <DeviceGroupForm />
            </Card>
            <Box sx={{ mt: 3 }}>
                <DeviceGroupCommands />
            </Box>
        </EditPage>
    );
};
