/**
 * The health counts the devices tile of /dad and the home page show, and where each one leads:
 * the device list filtered by that health.
 */
import type { DeviceHealth, HealthCounts } from './health';
import { DEVICE_PATHS } from './paths';

/** The device list filtered by a health (react-admin keeps a list's filter in the address). */
export const healthListPath = (health: DeviceHealth) =>
    `${DEVICE_PATHS.list}?${new URLSearchParams({ filter: JSON.stringify({ health }) })}`;

/**
 * The counts worth showing: none for an organization without devices; online, silent and
 * never seen always (a zero there is news); no interval only when some device has none.
 */
export const shownCounts = (counts: HealthCounts): [DeviceHealth, number][] => {
    const total = counts.online + counts.silent + counts.never + counts.noInterval;
    if (!total) return [];
    const shown: [DeviceHealth, number][] = [
        ['online', counts.online],
        ['silent', counts.silent],
        ['never', counts.never],
    ];
    if (counts.noInterval) shown.push(['noInterval', counts.noInterval]);
    return shown;
};
