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
        now = Date.now();
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

const snapshot = () => now;

/** Epoch ms, updated every NOW_TICK_MS while mounted. */
export const useNow = () => useSyncExternalStore(subscribe, snapshot, snapshot);
