/**
 * The command panels of a device or device group: defined commands of its device type, and a
 * custom message by its integration's type. Calls POST /{target}/{id}/command and /send.
 */
import { Grid } from '@mui/material';
import type { Identifier } from 'react-admin';
import type { DeviceDetails } from '../types';
import type { CommandTarget } from './commandSet';
import { CustomMessagePanel } from './CustomMessagePanel';
import { DefinedCommandPanel } from './DefinedCommandPanel';

export interface CommandPanelsProps {
    target: CommandTarget;
    id: Identifier;
    /** The integration's type, e.g. CHIRPSTACK_V4 or MQTT. */
    integrationType: string;
    details: DeviceDetails;
    disabled?: boolean;
}

export const CommandPanels = (props: CommandPanelsProps) => (
    <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
            <DefinedCommandPanel {...props} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
            <CustomMessagePanel {...props} />
        </Grid>
    </Grid>
);
