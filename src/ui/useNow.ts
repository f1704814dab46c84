/**
 * The current time, for what is derived from it (a device's health, "5 minutes ago"). One timer
 * for every component that asks, ticking every 15 seconds while at least one is mounted, so a
 * page of 25 rows does not keep 25 timers.
 */
import { useSyncExternalStore } from 'react';

export const NOW_TICK_MS = 15_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (!timer) {
        timer = setInterval(() => {
            now = Date.now();
            listeners.forEach(one => one());
        }, NOW_TICK_MS);
    }
    return () => {
        listeners.delete(listener);
        if (!listeners.size && timer) {
            clearInterval(timer);
            timer = undefined;
        }
    };
};

/**
 * The time last ticked; with no timer running (nothing mounted), the time now if the last is a
 * tick old. A component that mounts reads the same time here as its first subscriber sees: had
 * subscribing set the time, every row's chip and time would render again right after mounting.
 */
const snapshot = () => {
    // (Either way: the system clock may have been set back.)
    if (!timer && Math.abs(Date.now() - now) >= NOW_TICK_MS) now = Date.now();
    return now;
};

/** Epoch ms, updated every NOW_TICK_MS while mounted. */
export const useNow = () => useSyncExternalStore(subscribe, snapshot, snapshot);
