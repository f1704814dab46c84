/**
 * While a list is filtered by a value derived from the time (a declaration's computedFilters: a
 * device's health, a responsible on duty), it asks for its page again at each tick of the shared
 * clock, so a record that enters or leaves the filter's set does so on screen, without a reload.
 * The dataProvider evaluates the filter at the time of the call, in a pass over the collection it
 * keeps (a download only when the collection is stale, as for any list call).
 */
import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useNow } from '../ui/useNow';

export const FilterClock = ({ sources }: { sources: readonly string[] }) => {
    const { filterValues, refetch } = useListContext();
    const now = useNow();
    const filtered = sources.some(source => !!filterValues?.[source]);
    const last = useRef(now);
    useEffect(() => {
        if (last.current === now) return;
        last.current = now;
        if (filtered) void refetch();
    }, [now, filtered, refetch]);
    return null;
};
