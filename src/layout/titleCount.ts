/**
 * A count the browser tab's title leads with, "(3) Alarms – IoT Console": the open alarms of the
 * current organization (resources/alarms/live/AlarmWatch.tsx sets it; 0 shows none).
 * usePageChange puts it into the title with the page's heading.
 */
import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();

export const setTitleCount = (next: number) => {
    if (next === count) return;
    count = next;
    for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
};

export const useTitleCount = () => useSyncExternalStore(subscribe, () => count);
