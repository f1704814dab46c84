import { describe, expect, it } from 'vitest';
import { countHealth } from '../../resources/devices/health';
import { healthListPath, shownCounts } from '../../resources/devices/healthCounts';

const NOW = Date.UTC(2026, 10, 26, 8, 0, 0);
const MINUTE = 60_000;

describe('device health counts', () => {
    it('show online, silent and never seen, and no interval only when some device has none', () => {
        const devices = [
            { lastSeen: NOW - MINUTE, updateInterval: 60 },
            { lastSeen: NOW - 10 * MINUTE, updateInterval: 60 },
            { lastSeen: NOW - 10 * MINUTE, updateInterval: 60 },
        ];
        expect(shownCounts(countHealth(devices, NOW))).toEqual([
            ['online', 1],
            ['silent', 2],
            ['never', 0],
        ]);
        expect(
            shownCounts(
                countHealth(
                    [
                        ...devices,
                        { lastSeen: NOW, updateInterval: 0 },
                        { lastSeen: null, updateInterval: 0 },
                    ],
                    NOW,
                ),
            ),
        ).toEqual([
            ['online', 1],
            ['silent', 2],
            ['never', 1],
            ['noInterval', 1],
        ]);
    });

    it('follow the time: an online device counts as silent once its window has passed', () => {
        const devices = [{ lastSeen: NOW, updateInterval: 60 }];
        expect(shownCounts(countHealth(devices, NOW + 3 * MINUTE))).toEqual([
            ['online', 1],
            ['silent', 0],
            ['never', 0],
        ]);
        expect(shownCounts(countHealth(devices, NOW + 3 * MINUTE + 1))).toEqual([
            ['online', 0],
            ['silent', 1],
            ['never', 0],
        ]);
    });

    it('show nothing for an organization without devices', () => {
        expect(shownCounts(countHealth([], NOW))).toEqual([]);
    });

    it('link to the device list filtered by that health', () => {
        const url = new URL(healthListPath('silent'), 'http://console');
        expect(url.pathname).toBe('/dad/devices');
        expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ health: 'silent' });
    });
});
