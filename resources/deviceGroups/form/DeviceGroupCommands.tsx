/**
 * Commands and custom messages for the whole group: the devices' command panels, sent to
 * POST /device-groups/{id}/command and /send. Disabled for users who may not edit.
 */
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { CommandPanels } from '../../devices/commands/CommandPanels';
import type { DeviceGroup } from '../types';
import { useAccess } from '../../../src/auth/useAccess';
import { useGroupIntegrations } from './useGroupIntegrations';

export const DeviceGroupCommands = () => {
    const translate = useTranslate();
    const record = useRecordContext<DeviceGroup>();
    const { can } = useAccess();
    const { typeOf } = useGroupIntegrations();
    const integrationType = typeOf(record?.integrationId);
    if (!record || !integrationType) return null;
    return (
        <section aria-labelledby="device-group-commands">
            <Typography id="device-group-commands" variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('resources.deviceGroups.commands.title')}
            </Typography>
            <CommandPanels
                target="device-groups"
                id={record.id}
                integrationType={integrationType}
                details={record.details}
                disabled={!can('editItems')}
            />
        </section>
    );
};
