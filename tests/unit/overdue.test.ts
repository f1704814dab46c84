/**
 * Overdue alarms (resources/alarms/overdue.ts) and the user's setting
 * (resources/alarms/overdueSetting.ts): off by default, OPEN and ACTIVE only, from the minute
 * the time runs out, kept per user.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
    isOverdue,
    overdueFrom,
    overdueMinutes,
    OVERDUE_MINUTES_MAX,
} from '../../resources/alarms/overdue';
import {
    readOverdueAfter,
    USER_OVERDUE_KEY,
    writeOverdueAfter,
} from '../../resources/alarms/overdueSetting';
import type { AlarmState } from '../../resources/alarms/types';

const NOW = Date.UTC(2026, 11, 7, 9, 0, 0);
const minutes = (count: number) => count * 60_000;
const alarm = (state: AlarmState, age: number) => ({ state, timestamp: NOW - age });

describe('overdue alarms', () => {
    it('are none while the setting is off', () => {
        expect(isOverdue(alarm('OPEN', minutes(600)), NOW, null)).toBe(false);
        expect(isOverdue(alarm('OPEN', minutes(600)), NOW, undefined)).toBe(false);
        expect(overdueFrom(alarm('OPEN', minutes(600)), null)).toBeNull();
    });

    it('are open or active alarms whose time lies the minutes or more in the past', () => {
        expect(isOverdue(alarm('OPEN', minutes(30)), NOW, 30)).toBe(true);
        expect(isOverdue(alarm('ACTIVE', minutes(45)), NOW, 30)).toBe(true);
        expect(isOverdue(alarm('OPEN', minutes(30) - 1), NOW, 30)).toBe(false);
        expect(overdueFrom(alarm('ACTIVE', 0), 30)).toBe(NOW + minutes(30));
    });

    it('are never inactive, acknowledged or resolved alarms', () => {
        for (const state of ['INACTIVE', 'ACKNOWLEDGED', 'RESOLVED'] as const) {
            expect(isOverdue(alarm(state, minutes(600)), NOW, 30)).toBe(false);
        }
    });

    it('read an ISO time too, and never an alarm without a time or from the future', () => {
        const iso = {
            state: 'OPEN' as const,
            timestamp: new Date(NOW - minutes(31)).toISOString(),
        };
        expect(isOverdue(iso, NOW, 30)).toBe(true);
        expect(isOverdue({ state: 'OPEN', timestamp: '' }, NOW, 30)).toBe(false);
        expect(isOverdue(alarm('OPEN', -minutes(60)), NOW, 30)).toBe(false);
    });

    it('take whole minutes from 1 to a week; anything else is off', () => {
        expect(overdueMinutes(1)).toBe(1);
        expect(overdueMinutes(OVERDUE_MINUTES_MAX)).toBe(10_080);
        for (const value of [0, -5, 1.5, OVERDUE_MINUTES_MAX + 1, '30', NaN, null]) {
            expect(overdueMinutes(value)).toBeNull();
        }
        expect(isOverdue(alarm('OPEN', minutes(600)), NOW, 0)).toBe(false);
    });
});

describe('the overdue setting', () => {
    afterEach(() => localStorage.clear());

    it('is off for a user who never set it', () => {
        expect(readOverdueAfter('user-a')).toBeNull();
        expect(readOverdueAfter(undefined)).toBeNull();
    });

    it('is kept per user, and switched off by removing the entry', () => {
        writeOverdueAfter(30, 'user-a');
        writeOverdueAfter(90, 'user-b');
        expect(readOverdueAfter('user-a')).toBe(30);
        expect(readOverdueAfter('user-b')).toBe(90);
        writeOverdueAfter(null, 'user-a');
        expect(readOverdueAfter('user-a')).toBeNull();
        expect(JSON.parse(localStorage.getItem(USER_OVERDUE_KEY)!)).toEqual({ 'user-b': 90 });
    });

    it('stores nothing out of range and reads a damaged entry as off', () => {
        writeOverdueAfter(0, 'user-a');
        expect(readOverdueAfter('user-a')).toBeNull();
        localStorage.setItem(USER_OVERDUE_KEY, '{not json');
        expect(readOverdueAfter('user-a')).toBeNull();
        localStorage.setItem(USER_OVERDUE_KEY, JSON.stringify({ 'user-a': 'soon' }));
        expect(readOverdueAfter('user-a')).toBeNull();
    });
});
