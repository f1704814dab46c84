/**
 * A device's health, derived from its last uplink and its expected update interval, at a given
 * time (so it changes while a page is open, not only when the list is fetched again).
 *
 * - never: no uplink yet (lastSeen is null);
 * - noInterval: updateInterval is 0, so no uplink is expected at a known time (only last seen
 *   is shown);
 * - online: the last uplink is at most twice the interval plus a minute old (the grace covers
 *   one lost uplink and the network's delay);
 * - silent: older than that.
 */
import type { Device } from './types';

export const DEVICE_HEALTHS = ['online', 'silent', 'never', 'noInterval'] as const;
export type DeviceHealth = (typeof DEVICE_HEALTHS)[number];

/** The health's word, e.g. "Silent": the key of its text. */
export const healthLabelKey = (health: DeviceHealth) => `devices.health.${health}`;

/** The grace after the expected interval: one more interval plus a minute. */
export const GRACE_MS = 60_000;

/** How old the last uplink may be, in ms, for a device with this interval (seconds) to be online. */
export const onlineWindowMs = (updateIntervalSeconds: number) =>
    2 * updateIntervalSeconds * 1000 + GRACE_MS;

type HealthFields = Pick<Device, 'lastSeen' | 'updateInterval'>;

export const deviceHealth = (device: HealthFields, now: number): DeviceHealth => {
    if (device.lastSeen == null) return 'never';
    if (!device.updateInterval) return 'noInterval';
    return now - device.lastSeen <= onlineWindowMs(device.updateInterval) ? 'online' : 'silent';
};

/** When an online device turns silent if nothing arrives (epoch ms), or null if it cannot. */
export const silentFrom = (device: HealthFields): number | null =>
    device.lastSeen != null && device.updateInterval
        ? device.lastSeen + onlineWindowMs(device.updateInterval) + 1
        : null;

export type HealthCounts = Record<DeviceHealth, number>;

/** How many devices are in each health, in one pass (100,000 devices: no copies). */
export const countHealth = (devices: readonly HealthFields[], now: number): HealthCounts => {
    const counts: HealthCounts = { online: 0, silent: 0, never: 0, noInterval: 0 };
    for (const device of devices) counts[deviceHealth(device, now)] += 1;
    return counts;
};

/**
 * The device list's health filter (the declaration's computed filter `health`): whether the
 * device is in the wanted health, or in one of them, at `now`.
 */
export const hasHealth = (device: HealthFields, wanted: unknown, now: number): boolean => {
    const health = deviceHealth(device, now);
    return Array.isArray(wanted) ? wanted.includes(health) : health === wanted;
};
