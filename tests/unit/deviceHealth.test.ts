import { describe, expect, it } from 'vitest';
import {
    countHealth,
    deviceHealth,
    onlineWindowMs,
    silentFrom,
} from '../../resources/devices/health';

const NOW = Date.UTC(2026, 10, 26, 8, 0, 0);
const minutes = (count: number) => count * 60_000;

describe('device health', () => {
    it('is never seen without a last uplink, whatever the interval', () => {
        expect(deviceHealth({ lastSeen: null, updateInterval: 600 }, NOW)).toBe('never');
        expect(deviceHealth({ lastSeen: null, updateInterval: 0 }, NOW)).toBe('never');
    });

    it('has no interval when updateInterval is 0, however old the uplink', () => {
        expect(
            deviceHealth({ lastSeen: NOW - minutes(60 * 24 * 30), updateInterval: 0 }, NOW),
        ).toBe('noInterval');
    });

    it('is online up to twice the interval plus a minute, silent one ms later', () => {
        // 10-minute interval: online for 21 minutes after the last uplink.
        expect(onlineWindowMs(600)).toBe(minutes(21));
        const device = { lastSeen: NOW - minutes(21), updateInterval: 600 };
        expect(deviceHealth(device, NOW)).toBe('online');
        expect(deviceHealth(device, NOW + 1)).toBe('silent');
        expect(silentFrom(device)).toBe(NOW + 1);
    });

    it('a fresh uplink is online, one from the future too (clock skew)', () => {
        expect(deviceHealth({ lastSeen: NOW, updateInterval: 60 }, NOW)).toBe('online');
        expect(deviceHealth({ lastSeen: NOW + minutes(2), updateInterval: 60 }, NOW)).toBe(
            'online',
        );
    });

    it('never turns silent without an uplink or an interval', () => {
        expect(silentFrom({ lastSeen: null, updateInterval: 600 })).toBeNull();
        expect(silentFrom({ lastSeen: NOW, updateInterval: 0 })).toBeNull();
    });

    it('counts every health in one pass', () => {
        const devices = [
            { lastSeen: NOW - minutes(1), updateInterval: 60 },
            { lastSeen: NOW - minutes(5), updateInterval: 60 },
            { lastSeen: NOW - minutes(5), updateInterval: 600 },
            { lastSeen: null, updateInterval: 600 },
            { lastSeen: NOW, updateInterval: 0 },
        ];
        expect(countHealth(devices, NOW)).toEqual({
            online: 2,
            silent: 1,
            never: 1,
            noInterval: 1,
        });
    });
});
