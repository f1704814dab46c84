/**
 * Who is on duty at a moment: the one rule behind the responsibles list's mark and filter and the
 * alarms' "On duty" (issue 42, point 3; product specification section 3, "Responsible").
 *
 * A plan (the organization's or one service's) holds, for each weekday, a start and an end in
 * milliseconds of the day, both inclusive (./dayTime.ts: an end is the last millisecond of its
 * minute). start = end is a day without service.
 *
 * Time zone: the times carry no zone and the organization holds none, so they are read as
 * wall-clock times of the browser's time zone, as the plan editor shows them (a stored 07:00
 * shows as 07:00 and is on duty from 07:00 on this computer's clock). The time of day is taken
 * from the clock's hours and minutes, not as the time since midnight, so a day with a daylight
 * saving change keeps its plan times (docs/product-decisions.md, "On duty now").
 *
 * Night shifts: the console stores 22:00–06:00 as the day until 23:59 and the next day from
 * 00:00 (splitNightShifts), so the two stored spans meet at midnight and the shift is one
 * continuous span, Sunday into Monday too. A stored day whose end is before its start (not sent
 * by the console; another client may) counts the same way: until midnight, then the next day up
 * to its end.
 *
 * A plan covers an alarm when it names the alarm's source (its service, or the organization for
 * an alarm without a service) and holds the alarm's type.
 */
import type { Identifier } from 'react-admin';
import { crossesMidnight, isDayOff, WEEKDAYS, type DayTime, type Weekday } from './dayTime';
import type { Plan, Responsible } from './types';

/** A moment as the plans read it: the weekday and the milliseconds of the day on the clock. */
export interface DutyMoment {
    day: Weekday;
    ms: number;
}

/** The moment of a Date (or epoch ms) in the browser's time zone. */
export const dutyMoment = (when: Date | number): DutyMoment => {
    const date = typeof when === 'number' ? new Date(when) : when;
    // getDay(): 0 is Sunday; WEEKDAYS starts on Monday.
    const day = WEEKDAYS[(date.getDay() + 6) % 7];
    const ms =
        ((date.getHours() * 60 + date.getMinutes()) * 60 + date.getSeconds()) * 1000 +
        date.getMilliseconds();
    return { day, ms };
};

const previousWeekday = (day: Weekday): Weekday =>
    WEEKDAYS[(WEEKDAYS.indexOf(day) + WEEKDAYS.length - 1) % WEEKDAYS.length];

/** Whether a day's own time holds the millisecond (a night: its part before midnight). */
const dayHolds = (time: DayTime | undefined, ms: number): boolean => {
    if (!time || isDayOff(time)) return false;
    if (crossesMidnight(time)) return ms >= time.start;
    return ms >= time.start && ms <= time.end;
};

/** Whether the plan's service time holds the moment. */
export const planHolds = (plan: Pick<Plan, 'time'>, { day, ms }: DutyMoment): boolean => {
    if (dayHolds(plan.time?.[day], ms)) return true;
    // The part after midnight of a night stored on the day before.
    const before = plan.time?.[previousWeekday(day)];
    return crossesMidnight(before) && ms <= before!.end;
};

/** What an alarm asks of a plan: its source's plan id and its type. */
export interface DutyTarget {
    /** The alarm's service id, or null for an alarm of the organization itself. */
    serviceId: Identifier | null | undefined;
    organizationId: Identifier | null | undefined;
    type: string;
}

const sameId = (a: Identifier | null | undefined, b: Identifier | null | undefined) =>
    a != null && b != null && String(a) === String(b);

/** The plan id that covers the target: its service's, else the organization's. */
const planIdOf = ({ serviceId, organizationId }: DutyTarget) =>
    serviceId == null || serviceId === '' ? organizationId : serviceId;

/** Whether the plan covers the target's source and type at the moment. */
export const planCovers = (plan: Plan, target: DutyTarget, moment: DutyMoment): boolean =>
    sameId(plan.id, planIdOf(target)) &&
    (plan.alarmTypes ?? []).includes(target.type as Plan['alarmTypes'][number]) &&
    planHolds(plan, moment);

/** On duty for anything at the moment: any of the person's plans holds it. */
export const isOnDuty = (responsible: Pick<Responsible, 'plans'>, moment: DutyMoment): boolean =>
    (responsible.plans ?? []).some(plan => planHolds(plan, moment));

/** The responsibles on duty for the target at the moment, in the order given. */
export const onDutyFor = <R extends Pick<Responsible, 'plans'>>(
    responsibles: readonly R[],
    target: DutyTarget,
    moment: DutyMoment,
): R[] =>
    responsibles.filter(responsible =>
        (responsible.plans ?? []).some(plan => planCovers(plan, target, moment)),
    );

/** The responsibles list's filter `onDuty`: "now" keeps those on duty, "off" the others. */
export const ON_DUTY_FILTER = { on: 'now', off: 'off' } as const;

export const matchesDutyFilter = (
    responsible: Pick<Responsible, 'plans'>,
    wanted: unknown,
    now: number,
): boolean => {
    if (wanted !== ON_DUTY_FILTER.on && wanted !== ON_DUTY_FILTER.off) return true;
    return isOnDuty(responsible, dutyMoment(now)) === (wanted === ON_DUTY_FILTER.on);
};
