/**
 * While the device list is filtered by health, it asks for its page again at each tick of the
 * shared clock: a device that turns silent leaves "Online" and joins "Silent" without a reload.
 * The dataProvider evaluates the filter at the time of the call (a pass over the collection it
 * keeps; no download unless the collection is stale).
 */
import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useNow } from '../../../src/ui/useNow';

export const HealthFilterClock = () => {
    const { filterValues, refetch } = useListContext();
    const now = useNow();
    const filtered = !!filterValues?.health;
    const last = useRef(now);
    useEffect(() => {
        if (last.current === now) return;
        last.current = now;
        if (filtered) void refetch();
    }, [now, filtered, refetch]);
    return null;
};
