/** Times shown as "5 minutes ago" and as date and time, in the language asked for each time. */
import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from '../../src/ui/timeFormats';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('relative and exact times, one formatter per language', () => {
    it('writes each time in the language asked for, also when languages alternate', () => {
        for (let round = 0; round < 2; round++) {
            expect(relativeTime(NOW - 5 * 60_000, NOW, 'en')).toBe('5 minutes ago');
            expect(relativeTime(NOW - 5 * 60_000, NOW, 'de')).toBe('vor 5 Minuten');
            expect(relativeTime(NOW - 2 * 3600_000, NOW, 'it')).toBe('2 ore fa');
            expect(relativeTime(NOW - 3000, NOW, 'en')).toBe('now');
            expect(relativeTime(NOW + 2 * 24 * 3600_000, NOW, 'de')).toBe('übermorgen');
        }
    });

    it('gives the exact date and time in the language asked for', () => {
        const english = exactTime(NOW, 'en');
        const german = exactTime(NOW, 'de');
        expect(english).toMatch(/Jan 15, 2026/);
        expect(german).toMatch(/15\.01\.2026/);
        expect(exactTime(NOW, 'en')).toBe(english);
    });
});
