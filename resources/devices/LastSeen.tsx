/** A device's last uplink: "5 minutes ago" (exact time on hover), or "Never". */
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { RelativeTime } from '../../src/ui/RelativeTime';
import type { Device } from './types';

/** Memoised like HealthChip: rows re-render on every sort and page. */
export const LastSeen = memo(function LastSeen({ device }: { device: Pick<Device, 'lastSeen'> }) {
    const translate = useTranslate();
    return device.lastSeen == null ? (
        <>{translate('devices.health.never_seen')}</>
    ) : (
        <RelativeTime at={device.lastSeen} />
    );
});
