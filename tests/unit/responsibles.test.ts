import type { Validator } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, englishCatalogue } from '../../i18n';
import { responsibles } from '../../resources/responsibles';
import {
    DAY_END_MS,
    endTimeToMs,
    isDayOff,
    msToTime,
    nightShiftsThatDoNotFit,
    splitNightShifts,
    startTimeToMs,
    WEEKDAYS,
    type PlanTime,
} from '../../resources/responsibles/dayTime';
import {
    defaultPlan,
    responsiblePayload,
    sortAlarmTypes,
    switchPlan,
} from '../../resources/responsibles/planPayload';
import type { Plan } from '../../resources/responsibles/types';
import { alarmTypesRule, nightFitsNextDay } from '../../resources/responsibles/validation';
import { FORM_RULES } from './formRules';
import { translated } from './shownMessage';
import { setConfig } from '../../src/config';
import { TEST_CONFIG } from './testConfig';
import { dataProviderOver } from './testDataProvider';

const HOUR = 3_600_000;
const WHOLE_DAY = { start: 0, end: 86_399_999 };
const everyDay = (day: { start: number; end: number }) =>
    Object.fromEntries(WEEKDAYS.map(weekday => [weekday, day]));

describe('times of day and ms of the day', () => {
    it('shows the whole day 0–86399999 as 00:00–23:59 and maps it back exactly', () => {
        expect(DAY_END_MS).toBe(86_399_999);
        expect(msToTime(0)).toBe('00:00');
        expect(msToTime(86_399_999)).toBe('23:59');
        expect(startTimeToMs('00:00')).toBe(0);
        expect(endTimeToMs('23:59')).toBe(86_399_999);
    });

    it('maps a start to the first and an end to the last millisecond of its minute', () => {
        expect(startTimeToMs('08:00')).toBe(8 * HOUR);
        expect(endTimeToMs('17:00')).toBe(17 * HOUR + 59_999);
        expect(startTimeToMs('07:30')).toBe(7.5 * HOUR);
        expect(endTimeToMs('00:00')).toBe(59_999);
        // Seconds that a browser may add are ignored.
        expect(startTimeToMs('08:15:30')).toBe(8 * HOUR + 15 * 60_000);
    });

    it('round-trips every minute of the day for starts and ends', () => {
        for (let minute = 0; minute < 24 * 60; minute++) {
            const start = minute * 60_000;
            const end = start + 59_999;
            expect(startTimeToMs(msToTime(start))).toBe(start);
            expect(endTimeToMs(msToTime(end))).toBe(end);
        }
    });

    it('shows ms within a minute as that minute, and nothing for no value', () => {
        expect(msToTime(19 * HOUR)).toBe('19:00');
        expect(msToTime(19 * HOUR - 1)).toBe('18:59');
        expect(msToTime(null)).toBe('');
        expect(msToTime(undefined)).toBe('');
    });

    it('refuses what is not a time of day', () => {
        for (const time of ['', '24:00', '12:60', '8:00', 'noon', null, undefined]) {
            expect(startTimeToMs(time)).toBeNull();
            expect(endTimeToMs(time)).toBeNull();
        }
    });

    it('reads start = end as a day without service (a typed time never gives it)', () => {
        expect(isDayOff({ start: 0, end: 0 })).toBe(true);
        expect(isDayOff(WHOLE_DAY)).toBe(false);
        expect(isDayOff({ start: startTimeToMs('00:00')!, end: endTimeToMs('00:00')! })).toBe(
            false,
        );
    });
});

describe('plans and the save payload', () => {
    it('starts a switched-on entry with the default plan: FAILURE, the whole day, every weekday', () => {
        expect(defaultPlan(101)).toEqual({
            id: 101,
            alarmTypes: ['FAILURE'],
            time: {
                monday: WHOLE_DAY,
                tuesday: WHOLE_DAY,
                wednesday: WHOLE_DAY,
                thursday: WHOLE_DAY,
                friday: WHOLE_DAY,
                saturday: WHOLE_DAY,
                sunday: WHOLE_DAY,
            },
        });
        expect(switchPlan([], 1, true)).toEqual([defaultPlan(1)]);
    });

    it('keeps a switched-on plan as it is and drops a switched-off one', () => {
        const custom: Plan = {
            id: 101,
            alarmTypes: ['WARNING'],
            time: everyDay({ start: HOUR, end: 2 * HOUR }) as Plan['time'],
        };
        expect(switchPlan([custom], '101', true)).toEqual([custom]);
        expect(switchPlan([defaultPlan(1), custom], 101, false)).toEqual([defaultPlan(1)]);
        expect(switchPlan([defaultPlan(1)], 101, false)).toEqual([defaultPlan(1)]);
    });

    it('sends id, name, email, organizationId and only the plans of switched-on listed entries', () => {
        const weekdays: Plan = {
            id: 102,
            alarmTypes: ['WARNING', 'FAILURE'],
            time: {
                monday: { start: 8 * HOUR, end: 17 * HOUR + 59_999 },
                tuesday: { start: 8 * HOUR, end: 17 * HOUR + 59_999 },
                wednesday: { start: 8 * HOUR, end: 17 * HOUR + 59_999 },
                thursday: { start: 8 * HOUR, end: 17 * HOUR + 59_999 },
                friday: { start: 8 * HOUR, end: 17 * HOUR + 59_999 },
                saturday: { start: 0, end: 0 },
                sunday: { start: 0, end: 0 },
            },
        };
        let plans = switchPlan([], 1, true);
        plans = switchPlan(plans, 101, true);
        plans = switchPlan(plans, 101, false);
        plans = [...plans, weekdays, defaultPlan(999)];
        const payload = responsiblePayload(
            { id: 7, name: ' Eva Berg ', email: 'eva@example.com ', plans },
            [1, 101, 102, 103],
            1,
        );
        expect(payload).toEqual({
            id: 7,
            name: 'Eva Berg',
            email: 'eva@example.com',
            organizationId: 1,
            plans: [
                defaultPlan(1),
                // Alarm types in the list's order; a plan of an entry no longer listed (999) goes.
                { ...weekdays, alarmTypes: ['FAILURE', 'WARNING'] },
            ],
        });
        expect(Object.keys(payload.plans[1].time)).toEqual([...WEEKDAYS]);
    });

    it('sends no id on create, and leaves the organization to the dataProvider', () => {
        const payload = responsiblePayload({ name: 'A', email: 'a@b.ch', plans: [] }, [2]);
        expect(payload).toEqual({ name: 'A', email: 'a@b.ch', plans: [] });
    });

    it('orders alarm types and drops unknown ones', () => {
        expect(sortAlarmTypes(['WARNING', 'INFO', 'FAILURE', 'WARNING'])).toEqual([
            'FAILURE',
            'WARNING',
        ]);
        expect(sortAlarmTypes(undefined)).toEqual([]);
    });
});

describe('night shifts across midnight', () => {
    const OFF = { start: 0, end: 0 };
    const at = (start: string, end: string) => ({
        start: startTimeToMs(start)!,
        end: endTimeToMs(end)!,
    });
    const week = (days: Partial<PlanTime>) => ({ ...everyDay(OFF), ...days }) as PlanTime;

    it('splits Monday 22:00–06:00 into Monday 22:00–23:59 and Tuesday 00:00–06:00', () => {
        const time = week({ monday: at('22:00', '06:00') });
        expect(splitNightShifts(time)).toEqual(
            week({
                monday: { start: 22 * HOUR, end: DAY_END_MS },
                tuesday: { start: 0, end: 6 * HOUR + 59_999 },
            }),
        );
        expect(nightShiftsThatDoNotFit(time)).toEqual([]);
    });

    it("joins the morning to the next day's own time when they meet", () => {
        expect(
            splitNightShifts(week({ monday: at('22:00', '06:00'), tuesday: at('06:00', '14:00') })),
        ).toEqual(
            week({
                monday: { start: 22 * HOUR, end: DAY_END_MS },
                tuesday: { start: 0, end: 14 * HOUR + 59_999 },
            }),
        );
        expect(
            splitNightShifts(week({ monday: at('22:00', '06:00'), tuesday: WHOLE_DAY })).tuesday,
        ).toEqual(WHOLE_DAY);
    });

    it('wraps Sunday night into Monday', () => {
        const time = splitNightShifts(week({ sunday: at('20:00', '02:30') }));
        expect(time.sunday).toEqual({ start: 20 * HOUR, end: DAY_END_MS });
        expect(time.monday).toEqual({ start: 0, end: 2.5 * HOUR + 59_999 });
    });

    it('names a night the next day cannot continue (it holds one span, from later on)', () => {
        expect(
            nightShiftsThatDoNotFit(
                week({ monday: at('22:00', '06:00'), tuesday: at('08:00', '17:00') }),
            ),
        ).toEqual(['monday']);
        // Nights every day: each next day has its own night from 22:00.
        expect(nightShiftsThatDoNotFit(everyDay(at('22:00', '06:00')) as PlanTime)).toEqual([
            ...WEEKDAYS,
        ]);
    });

    it('leaves the times of days within the day as they are', () => {
        const time = everyDay(at('08:00', '17:00')) as PlanTime;
        expect(splitNightShifts(time)).toEqual(time);
        expect(splitNightShifts(everyDay(WHOLE_DAY) as PlanTime)).toEqual(everyDay(WHOLE_DAY));
    });

    it('sends the night split in the save payload', () => {
        const plan: Plan = {
            id: 1,
            alarmTypes: ['FAILURE'],
            time: week({ friday: at('22:00', '06:00') }),
        };
        const body = responsiblePayload(
            { name: 'Nora', email: 'nora@musterstadt.example', plans: [plan] },
            [1],
            1,
        );
        expect(body.plans[0].time.friday).toEqual({ start: 22 * HOUR, end: DAY_END_MS });
        expect(body.plans[0].time.saturday).toEqual({ start: 0, end: 6 * HOUR + 59_999 });
    });
});

describe('rules and their messages', () => {
    const i18n = createI18nProvider('en', englishCatalogue);
    /** The message key of a rule's answer (these rules answer at once). */
    const run = (rule: Validator, value: unknown) => {
        const error = rule(value, {}, {} as never) as string | { message: string } | undefined;
        return typeof error === 'object' && error ? error.message : (error ?? undefined);
    };
    const check = (rules: Validator[], value: unknown) => {
        for (const rule of rules) {
            const error = run(rule, value);
            if (error) return error;
        }
        return undefined;
    };

    it('requires the email and says when it is not an email address', () => {
        const emailRule = FORM_RULES.responsibleEmail;
        expect(i18n.translate(check(emailRule, '')!)).toBe('Required');
        expect(check(emailRule, 'anna.keller@musterstadt')).toBe('app.validation.email');
        expect(i18n.translate(check(emailRule, 'not an email')!)).toBe(
            'Enter a valid email address',
        );
        expect(check(emailRule, 'anna.keller@musterstadt.example')).toBeUndefined();
    });

    it('asks for at least one alarm type', () => {
        expect(i18n.translate(run(alarmTypesRule, [])!)).toBe('Choose at least one alarm type');
        expect(run(alarmTypesRule, ['WARNING'])).toBeUndefined();
    });

    it('accepts a night across midnight, and says how when the next day cannot continue it', () => {
        const night = { start: 22 * HOUR, end: endTimeToMs('06:00')! };
        const plan = (tuesday: { start: number; end: number }) =>
            ({ ...everyDay({ start: 0, end: 0 }), monday: night, tuesday }) as PlanTime;
        const names = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);
        const rule = (time: PlanTime) => nightFitsNextDay('monday', () => time, names);
        // Tuesday off or starting by 06:00: the night fits.
        expect(rule(plan({ start: 0, end: 0 }))(night.end, {}, {} as never)).toBeUndefined();
        expect(rule(plan(WHOLE_DAY))(night.end, {}, {} as never)).toBeUndefined();
        // Tuesday 08:00–17:00: one span a day cannot hold 00:00–06:00 and 08:00–17:00.
        const refused = rule(plan({ start: 8 * HOUR, end: endTimeToMs('17:00')! }))(
            night.end,
            {},
            {} as never,
        ) as { message: string; args: Record<string, string> };
        expect(translated(refused.message, refused.args)).toBe(
            'Continues until 06:00 on Tuesday, but Tuesday starts at 08:00 (one time span a day). Let Tuesday start at 00:00 or switch it off.',
        );
        expect(translated(refused.message, { ...refused.args, next: 'Dienstag' }, 'de')).toBe(
            'Geht bis 06:00 am Dienstag weiter, doch Dienstag beginnt um 08:00 (eine Zeitspanne pro Tag). Lassen Sie Dienstag um 00:00 beginnen oder schalten Sie ihn aus.',
        );
    });
});

describe('responsible calls', () => {
    beforeEach(() => setConfig(TEST_CONFIG));

    const setup = () => {
        const calls: { url: string; method: string; headers: Headers; body?: unknown }[] = [];
        const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
            const body = init?.body ? JSON.parse(String(init.body)) : undefined;
            calls.push({
                url: String(url),
                method: init?.method ?? 'GET',
                headers: new Headers(init?.headers),
                body,
            });
            if (!init?.method && String(url).endsWith('/responsibles/5'))
                return Response.json({ id: 5 });
            return Response.json(init?.method === 'GET' || !init?.method ? [] : { id: 5, ...body });
        });
        const dataProvider = dataProviderOver(fetch, [responsibles]);
        return { calls, dataProvider };
    };

    it('asks the list of the current organization by query, without the organization header', async () => {
        const { calls, dataProvider } = setup();
        await dataProvider.getList('responsibles', {
            pagination: { page: 1, perPage: 25 },
            sort: { field: 'name', order: 'ASC' },
            filter: {},
        });
        expect(calls[0].url).toBe('/api/alarming/responsibles?size=1000000&organizationId=1');
        expect(calls[0].headers.has('X-Organization-Id')).toBe(false);
    });

    it('posts and puts the payload as built, without the organization header', async () => {
        const { calls, dataProvider } = setup();
        const data = responsiblePayload(
            { name: 'Eva', email: 'eva@example.com', plans: [defaultPlan(1)] },
            [1],
        );
        await dataProvider.create('responsibles', { data });
        await dataProvider.update('responsibles', {
            id: 5,
            data: { ...data, id: 5 },
            previousData: { id: 5 },
        });
        expect(calls.map(call => `${call.method} ${call.url}`)).toEqual([
            'POST /api/alarming/responsibles',
            'GET /api/alarming/responsibles/5',
            'PUT /api/alarming/responsibles/5',
        ]);
        // The create carries the current organization (organizationInBody), in the API's order.
        expect(calls[0].body).toEqual({ ...data, organizationId: 1 });
        expect(Object.keys(calls[0].body as object)).toEqual([
            'name',
            'email',
            'organizationId',
            'plans',
        ]);
        expect(calls[2].body).toEqual({ ...data, id: 5 });
        // The edit page reads the id from its address: it still goes out as a number.
        await dataProvider.update('responsibles', {
            id: '5',
            data: { ...data, id: 5 },
            previousData: { id: 5 },
        });
        expect(calls[4].body).toEqual({ ...data, id: 5 });
        expect(calls.every(call => !call.headers.has('X-Organization-Id'))).toBe(true);
    });
});
