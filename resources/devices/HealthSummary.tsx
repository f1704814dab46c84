/**
 * How many of the organization's devices are online, silent, never seen (and without an
 * interval, if any), each a link to the device list filtered by that health. The counts follow
 * the shared clock; the devices come from the collection the device list shares (one download),
 * asked again every minute while shown (docs/live-updates.md): a device that sends again, or
 * a new one, counts without a reload.
 */
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useLiveCollection } from '../../src/api/cache/useLiveCollection';
import { LIST_PAGE_SIZE } from '../../src/api/transport/headers';
import { useNow } from '../../src/ui/useNow';
import { countHealth, healthLabelKey } from './health';
import { healthListPath, shownCounts } from './healthCounts';
import type { Device } from './types';

/** The same parameters as the look-ups' whole list (src/api/lists/useLookup.ts): one cached order. */
const WHOLE_LIST = {
    pagination: { page: 1, perPage: LIST_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' as const },
};

/**
 * How often the counts ask whether the devices changed: the health rule counts in minutes
 * (intervals of 15 minutes and more), and the devices are the biggest collection.
 */
export const DEVICES_ASKED_EVERY_MS = 60_000;

export const HealthSummary = ({ showEmpty = false }: { showEmpty?: boolean }) => {
    const translate = useTranslate();
    useLiveCollection('devices', DEVICES_ASKED_EVERY_MS);
    const { data, isPending } = useGetList<Device>('devices', WHOLE_LIST, {
        onError: () => undefined,
    });
    const now = useNow();
    const counts = useMemo(() => (data ? shownCounts(countHealth(data, now)) : []), [data, now]);
    if (isPending) return null;
    if (!counts.length)
        return showEmpty && data ? (
            <Typography color="text.secondary">{translate('devices.health.no_devices')}</Typography>
        ) : null;
    return (
        <Box
            component="ul"
            aria-label={translate('devices.health.label')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, rowGap: 0.5, m: 0, p: 0 }}
        >
            {counts.map(([health, count]) => (
                <Box component="li" key={health} sx={{ listStyle: 'none' }} data-health={health}>
                    <MuiLink component={Link} to={healthListPath(health)}>
                        {translate('devices.health.count', {
                            health: translate(healthLabelKey(health)),
                            count,
                        })}
                    </MuiLink>
                </Box>
            ))}
        </Box>
    );
};
