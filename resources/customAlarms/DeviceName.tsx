/**
 * The name of a custom alarm's device (monitorId). Each device is fetched by id
 * (GET /devices/{id}, cached and shared by the rows that name it), so the list costs one small
 * request per device shown, however many devices the organization has.
 */
import { Skeleton } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import type { CustomAlarm } from './types';

/** Names change rarely: a fetched name serves for a few minutes. */
const NAME_STALE_MS = 5 * 60_000;

export const DeviceName = () => {
    const translate = useTranslate();
    const alarm = useRecordContext<CustomAlarm>();
    const monitorId = alarm?.monitorId;
    const { data, isPending, error } = useGetOne(
        'devices',
        { id: monitorId ?? '' },
        { enabled: monitorId != null, staleTime: NAME_STALE_MS, retry: false },
    );
    if (monitorId == null) return null;
    if (isPending && !error) {
        return <Skeleton width={120} aria-label={translate('ra.page.loading')} />;
    }
    return (
        <>{data?.name ?? translate('resources.customAlarms.unknown_device', { id: monitorId })}</>
    );
};
