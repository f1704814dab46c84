/**
 * Expert mode (product specification section 4): for admins on an enabled device. Turning it on
 * loads the diagnosis messages and shows the command panels.
 */
import { Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useAccess } from '../../../src/auth/useAccess';
import { CommandPanels } from '../commands/CommandPanels';
import type { Device } from '../types';
import type { DeviceLookups } from '../useDeviceLookups';
import { DiagnosisList } from './DiagnosisList';

export const ExpertMode = ({ lookups }: { lookups: DeviceLookups }) => {
    const translate = useTranslate();
    const record = useRecordContext<Device>();
    const { can } = useAccess();
    const [on, setOn] = useState(false);
    if (!record) return null;
    const allowed = !!record.isEnabled && can('editItems');
    const active = on && allowed;
    const integration = lookups.integration(record.integrationId);
    return (
        <Card sx={{ mt: 2 }}>
            <CardContent>
                <FormControlLabel
                    control={
                        <Switch
                            checked={active}
                            disabled={!allowed}
                            onChange={(_, checked) => setOn(checked)}
                        />
                    }
                    label={translate('devices.expert.mode')}
                />
                {!allowed && (
                    <Typography variant="body2" color="text.secondary">
                        {translate('devices.expert.unavailable')}
                    </Typography>
                )}
                {active && (
                    <Stack spacing={3} sx={{ mt: 2 }}>
                        <DiagnosisList id={record.id} />
                        {integration && (
                            <CommandPanels
                                target="devices"
                                id={record.id}
                                integrationType={integration.type}
                                details={record.details}
                            />
                        )}
                    </Stack>
                )}
            </CardContent>
        </Card>
    );
};
