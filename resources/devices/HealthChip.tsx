/**
 * A device's health as a chip: an icon and a word, coloured (never colour alone). It follows the
 * clock: an online device turns silent on screen when its grace runs out.
 */
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip, type ChipProps } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { useNow } from '../../src/ui/useNow';
import { deviceHealth, healthLabelKey, type DeviceHealth } from './health';
import type { Device } from './types';

const LOOK: Record<DeviceHealth, { color: ChipProps['color']; icon: typeof ScheduleIcon }> = {
    online: { color: 'success', icon: CheckCircleOutlineIcon },
    silent: { color: 'error', icon: WarningAmberIcon },
    never: { color: 'default', icon: HelpOutlineIcon },
    noInterval: { color: 'default', icon: ScheduleIcon },
};

/** Memoised: a list row re-rendered for another reason (a sort, a new page) leaves it alone. */
export const HealthChip = memo(function HealthChip({
    device,
}: {
    device: Pick<Device, 'lastSeen' | 'updateInterval'>;
}) {
    const translate = useTranslate();
    const health = deviceHealth(device, useNow());
    const { color, icon: Icon } = LOOK[health];
    return (
        <Chip
            size="small"
            variant="outlined"
            color={color}
            icon={<Icon />}
            label={translate(healthLabelKey(health))}
            data-health={health}
        />
    );
});
