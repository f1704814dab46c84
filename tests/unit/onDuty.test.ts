/**
 * Who is on duty (resources/responsibles/onDuty.ts): the weekday boundary, a night shift across
 * midnight as the console stores it (Sunday into Monday too), a plan for a service against one
 * for the organization, the alarm type, nobody on duty, and the responsibles list's filter.
 * Dates are built from local parts, as the rule reads them (the browser's time zone).
 */
import { describe, expect, it } from 'vitest';
import {
    dutyMoment,
    isOnDuty,
    matchesDutyFilter,
    onDutyFor,
    planHolds,
} from '../../resources/responsibles/onDuty';
import {
    DAY_OFF,
    endTimeToMs,
    splitNightShifts,
    startTimeToMs,
    WEEKDAYS,
    type PlanTime,
} from '../../resources/responsibles/dayTime';
import type { Plan, Responsible } from '../../resources/responsibles/types';

const ORGANIZATION = 1;
const STREET_LIGHTS = 101;

/** A local time in the week of Monday 2026-12-07: day 0 is that Monday. */
const at = (day: number, hours: number, minutes = 0, seconds = 0, ms = 0) =>
    new Date(2026, 11, 7 + day, hours, minutes, seconds, ms);

const span = (start: string, end: string) => ({
    start: startTimeToMs(start)!,
    end: endTimeToMs(end)!,
});

const week = (days: Partial<PlanTime>): PlanTime =>
    Object.fromEntries(WEEKDAYS.map(day => [day, days[day] ?? DAY_OFF])) as PlanTime;

const plan = (id: number, time: PlanTime, alarmTypes: Plan['alarmTypes'] = ['FAILURE']): Plan => ({
    id,
    alarmTypes,
    time,
});

const person = (id: number, name: string, plans: Plan[]): Responsible => ({
    id,
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@example.org`,
    organizationId: ORGANIZATION,
    plans,
});

describe('the moment a plan reads', () => {
    it('is the local weekday (Monday first) and the milliseconds of the clock', () => {
        expect(dutyMoment(at(0, 0))).toEqual({ day: 'monday', ms: 0 });
        expect(dutyMoment(at(6, 23, 59, 59, 999))).toEqual({ day: 'sunday', ms: 86_399_999 });
        expect(dutyMoment(at(3, 7, 30).getTime())).toEqual({ day: 'thursday', ms: 27_000_000 });
    });

    it('takes the time of day from the clock, so a daylight saving day keeps its plan times', () => {
        // 29 March 2026: clocks go forward in much of Europe; 10:00 is still 10:00 on the plan.
        expect(dutyMoment(new Date(2026, 2, 29, 10, 0)).ms).toBe(10 * 3_600_000);
    });
});

describe('a plan across the weekday boundary', () => {
    const weekdaysOnly = plan(
        STREET_LIGHTS,
        week({
            monday: span('07:00', '19:00'),
            tuesday: span('07:00', '19:00'),
            wednesday: span('07:00', '19:00'),
            thursday: span('07:00', '19:00'),
            friday: span('07:00', '19:00'),
        }),
    );

    it('holds from the first millisecond of the start to the last of the end minute', () => {
        expect(planHolds(weekdaysOnly, dutyMoment(at(0, 6, 59, 59, 999)))).toBe(false);
        expect(planHolds(weekdaysOnly, dutyMoment(at(0, 7)))).toBe(true);
        expect(planHolds(weekdaysOnly, dutyMoment(at(0, 19, 0, 59, 999)))).toBe(true);
        expect(planHolds(weekdaysOnly, dutyMoment(at(0, 19, 1)))).toBe(false);
    });

    it('reads each weekday on its own: Friday is served, Saturday is not', () => {
        expect(planHolds(weekdaysOnly, dutyMoment(at(4, 12)))).toBe(true);
        expect(planHolds(weekdaysOnly, dutyMoment(at(5, 12)))).toBe(false);
        expect(planHolds(weekdaysOnly, dutyMoment(at(6, 12)))).toBe(false);
        expect(planHolds(weekdaysOnly, dutyMoment(at(7, 12)))).toBe(true); // the next Monday
    });

    it('ends a whole day at midnight and starts the next day at its own time', () => {
        const mondayOnly = plan(ORGANIZATION, week({ monday: span('00:00', '23:59') }));
        expect(planHolds(mondayOnly, dutyMoment(at(0, 23, 59, 59, 999)))).toBe(true);
        expect(planHolds(mondayOnly, dutyMoment(at(1, 0)))).toBe(false);
    });

    it('treats a day with start = end as no service', () => {
        expect(planHolds(plan(ORGANIZATION, week({})), dutyMoment(at(0, 0)))).toBe(false);
    });
});

describe('a night shift across midnight', () => {
    // Typed as 22:00–06:00 on Sunday; the console stores it split at midnight.
    const sundayNight = plan(
        ORGANIZATION,
        splitNightShifts(
            week({ sunday: { start: startTimeToMs('22:00')!, end: endTimeToMs('06:00')! } }),
        ),
    );

    it('is stored as Sunday until 23:59 and Monday from 00:00', () => {
        expect(sundayNight.time.sunday).toEqual(span('22:00', '23:59'));
        expect(sundayNight.time.monday).toEqual(span('00:00', '06:00'));
    });

    it('is one continuous shift from Sunday 22:00 into Monday 06:00', () => {
        const sunday = 6;
        const nextMonday = 7;
        expect(planHolds(sundayNight, dutyMoment(at(sunday, 21, 59, 59, 999)))).toBe(false);
        for (const moment of [
            at(sunday, 22),
            at(sunday, 23, 59, 59, 999),
            at(nextMonday, 0),
            at(nextMonday, 3, 30),
            at(nextMonday, 6, 0, 59, 999),
        ]) {
            expect(planHolds(sundayNight, dutyMoment(moment)), moment.toString()).toBe(true);
        }
        expect(planHolds(sundayNight, dutyMoment(at(nextMonday, 6, 1)))).toBe(false);
    });

    it('also counts a night stored unsplit (end before start) until the next day ends it', () => {
        const unsplit = plan(
            ORGANIZATION,
            week({ sunday: { start: startTimeToMs('22:00')!, end: endTimeToMs('06:00')! } }),
        );
        expect(planHolds(unsplit, dutyMoment(at(6, 23, 30)))).toBe(true);
        expect(planHolds(unsplit, dutyMoment(at(7, 5, 30)))).toBe(true);
        expect(planHolds(unsplit, dutyMoment(at(7, 6, 1)))).toBe(false);
        expect(planHolds(unsplit, dutyMoment(at(6, 5, 30)))).toBe(false); // Sunday morning
    });
});

describe('who is on duty for an alarm', () => {
    const anna = person(1, 'Anna Keller', [
        plan(ORGANIZATION, week({ monday: span('00:00', '23:59') })),
    ]);
    const marco = person(2, 'Marco Rossi', [
        plan(STREET_LIGHTS, week({ monday: span('07:00', '19:00') }), ['FAILURE', 'WARNING']),
    ]);
    const nobodyToday = person(3, 'Lena Berg', [
        plan(STREET_LIGHTS, week({ tuesday: span('00:00', '23:59') })),
    ]);
    const everyone = [anna, marco, nobodyToday];
    const mondayNoon = dutyMoment(at(0, 12));
    const names = (list: Responsible[]) => list.map(one => one.name);

    it("names the plan for the alarm's service, not the organization's", () => {
        const streetLightFailure = {
            serviceId: STREET_LIGHTS,
            organizationId: ORGANIZATION,
            type: 'FAILURE',
        };
        expect(names(onDutyFor(everyone, streetLightFailure, mondayNoon))).toEqual(['Marco Rossi']);
    });

    it("names the organization's plan for an alarm of the organization itself", () => {
        const own = { serviceId: null, organizationId: ORGANIZATION, type: 'FAILURE' };
        expect(names(onDutyFor(everyone, own, mondayNoon))).toEqual(['Anna Keller']);
        // The ids match whatever their type (the address gives text).
        expect(names(onDutyFor(everyone, { ...own, organizationId: '1' }, mondayNoon))).toEqual([
            'Anna Keller',
        ]);
    });

    it("needs the alarm's type in the plan", () => {
        const warning = { serviceId: STREET_LIGHTS, organizationId: ORGANIZATION, type: 'WARNING' };
        expect(names(onDutyFor(everyone, warning, mondayNoon))).toEqual(['Marco Rossi']);
        const ownWarning = { serviceId: null, organizationId: ORGANIZATION, type: 'WARNING' };
        expect(onDutyFor(everyone, ownWarning, mondayNoon)).toEqual([]);
        const error = { serviceId: STREET_LIGHTS, organizationId: ORGANIZATION, type: 'ERROR' };
        expect(onDutyFor(everyone, error, mondayNoon)).toEqual([]);
    });

    it("names nobody outside every plan's time, or for a service nobody covers", () => {
        const failure = { serviceId: STREET_LIGHTS, organizationId: ORGANIZATION, type: 'FAILURE' };
        expect(onDutyFor(everyone, failure, dutyMoment(at(0, 20)))).toEqual([]);
        expect(onDutyFor(everyone, { ...failure, serviceId: 102 }, mondayNoon)).toEqual([]);
        expect(onDutyFor([], failure, mondayNoon)).toEqual([]);
    });

    it('names everyone whose plan holds, in the order given', () => {
        const both = person(4, 'Zoe Adler', [
            plan(STREET_LIGHTS, week({ monday: span('11:00', '13:00') })),
        ]);
        const failure = { serviceId: STREET_LIGHTS, organizationId: ORGANIZATION, type: 'FAILURE' };
        expect(names(onDutyFor([both, marco], failure, mondayNoon))).toEqual([
            'Zoe Adler',
            'Marco Rossi',
        ]);
    });
});

describe('on duty for anything, and the list filter', () => {
    const marco = person(2, 'Marco Rossi', [
        plan(STREET_LIGHTS, week({ monday: span('07:00', '19:00') })),
        plan(ORGANIZATION, week({ saturday: span('08:00', '12:00') })),
    ]);
    const noPlans = person(5, 'Nina Roth', []);

    it('is on duty while any plan holds', () => {
        expect(isOnDuty(marco, dutyMoment(at(0, 8)))).toBe(true);
        expect(isOnDuty(marco, dutyMoment(at(5, 9)))).toBe(true);
        expect(isOnDuty(marco, dutyMoment(at(1, 8)))).toBe(false);
        expect(isOnDuty(noPlans, dutyMoment(at(0, 8)))).toBe(false);
    });

    it('"now" keeps those on duty, "off" the others, anything else keeps everyone', () => {
        const mondayMorning = at(0, 8).getTime();
        const tuesdayMorning = at(1, 8).getTime();
        expect(matchesDutyFilter(marco, 'now', mondayMorning)).toBe(true);
        expect(matchesDutyFilter(marco, 'now', tuesdayMorning)).toBe(false);
        expect(matchesDutyFilter(marco, 'off', tuesdayMorning)).toBe(true);
        expect(matchesDutyFilter(marco, 'off', mondayMorning)).toBe(false);
        expect(matchesDutyFilter(noPlans, undefined, mondayMorning)).toBe(true);
    });
});
