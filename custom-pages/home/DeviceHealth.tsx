/**
 * The home page's "Device health": how many devices of the current organization are online,
 * silent or never seen, each a link to the device list filtered by it. Shown to users who may
 * open the device list once an organization is selected.
 */
import { Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { HealthSummary } from '../../resources/devices/HealthSummary';
import { DEVICE_PATHS } from '../../resources/devices/paths';
import { useAccess } from '../../src/auth/useAccess';

export const DeviceHealth = () => {
    const translate = useTranslate();
    const headingId = useId();
    const { canOpen } = useAccess();
    if (!canOpen(DEVICE_PATHS.list)) return null;
    return (
        <Paper component="section" aria-labelledby={headingId} sx={{ mt: 3, p: 2 }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('app.home.device_health.title')}
            </Typography>
            <HealthSummary showEmpty />
        </Paper>
    );
};
