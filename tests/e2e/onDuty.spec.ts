/**
 * On duty now (issue 42, point 3): the responsibles list marks who is on duty and filters by it;
 * an alarm's row and page name who is on duty for the alarm's service (or the organization) and
 * type. Each test makes an organization of its own (services, responsibles, alarms through the
 * API) and sets the browser's clock (page.clock) to 00:30 of a day in the browser's time zone, so
 * the plans are read across a weekday boundary: a night shift from the day before (stored split
 * at midnight, as the plan editor sends it) is on duty, a late shift that ended at midnight is
 * not; the clock then runs on past the night's end. The zone is the browser's, as the rule says
 * (docs/product-decisions.md, "On duty now").
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, choose, saveScreenshot, tokenOf, unique } from './helpers';
import { storageStateOf } from './users';

const SHOTS = 'test-results/screenshots/on-duty';

const WEEKDAYS = [
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
] as const;
const HOUR = 3_600_000;
const OFF = { start: 0, end: 0 };
/** From the start of `from` to the last millisecond of the minute `to` (HH:MM as hours, minutes). */
const span = (from: number, to: number, toMinutes = 0) => ({
    start: from * HOUR,
    end: to * HOUR + toMinutes * 60_000 + 59_999,
});
const WHOLE_DAY = span(0, 23, 59);

const DAY = 24 * HOUR;

/**
 * The browser's zone for a test: the Etc/GMT zone whose clock is in the first hour of a day now
 * (the Etc/GMT zones run from UTC-12 to UTC+14, so one always is; Etc/GMT-3 is UTC+3), and
 * the local midnight that began that day. The browser's clock (page.clock) starts at the real
 * time, so the sign-in's token, stamped by the real clock, stays valid for the set-up calls.
 */
const zoneAfterMidnight = () => {
    const now = Date.now();
    const hour = new Date(now).getUTCHours();
    const offset = hour <= 12 ? -hour : 24 - hour;
    const zone = offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const midnight = Math.floor((now + offset * HOUR) / DAY) * DAY - offset * HOUR;
    return { zone, midnight };
};

/** A signed-in system admin's page, its clock in the first hour of a day (time flows on). */
const pageAfterMidnight = async (browser: Browser) => {
    const { zone, midnight } = zoneAfterMidnight();
    const context = await browser.newContext({
        storageState: storageStateOf('sysadmin'),
        timezoneId: zone,
    });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    // Signed in once the console holds its token (a new tab resumes through the SSO first).
    await tokenOf(page);
    return { page, midnight };
};

interface Duty {
    organizationId: number;
    names: { night: string; late: string; valves: string; organization: string };
    alarms: { lampFailure: string; lampWarning: string; organizationFailure: string };
    lampFailureId: number;
}

/**
 * An organization with two services and four responsibles, each with one plan:
 * night (street lights, FAILURE, yesterday 22:00 into today 03:00), late (street lights,
 * FAILURE, yesterday 18:00–23:59), valves (valves, FAILURE, all today) and organization (the
 * organization, FAILURE, all today); and three alarms: a street-light failure and warning and a
 * failure of the organization itself.
 */
const dutyOrganization = async (page: Page): Promise<Duty> => {
    // The plans are written for the page's own clock: its weekday and the hour just begun.
    const clock = await page.evaluate(() => {
        const now = new Date();
        return { day: (now.getDay() + 6) % 7, hour: now.getHours() };
    });
    expect(clock.hour).toBe(0);
    const today = WEEKDAYS[clock.day];
    const yesterday = WEEKDAYS[(clock.day + 6) % 7];
    const week = (
        days: Partial<Record<(typeof WEEKDAYS)[number], { start: number; end: number }>>,
    ) => Object.fromEntries(WEEKDAYS.map(day => [day, days[day] ?? OFF]));

    const suffix = unique('').trim();
    const created = await api(page, 'POST', '/organizations', {
        name: `Duty test ${suffix}`,
        billingId: `OD-${suffix}`,
    });
    expect(created.status).toBe(201);
    const organizationId = (created.body as { id: number }).id;
    const service = async (name: string, type: string) => {
        const answer = await api(
            page,
            'POST',
            '/services',
            { name, type, organizationId },
            organizationId,
        );
        expect(answer.status).toBe(201);
        return (answer.body as { id: number }).id;
    };
    const lights = await service(`Street lights ${suffix}`, 'SLS');
    const valves = await service(`Valves ${suffix}`, 'SVS');

    const names = {
        night: `Nina Night ${suffix}`,
        late: `Lars Late ${suffix}`,
        valves: `Vera Valves ${suffix}`,
        organization: `Otto Organization ${suffix}`,
    };
    const responsible = async (name: string, planId: number, time: object) => {
        const answer = await api(page, 'POST', '/alarming/responsibles', {
            name,
            email: 'duty@example.org',
            organizationId,
            plans: [{ id: planId, alarmTypes: ['FAILURE'], time }],
        });
        expect(answer.status).toBe(201);
    };
    // The night as the plan editor stores 22:00–03:00: yesterday until 23:59, today from 00:00.
    await responsible(
        names.night,
        lights,
        week({ [yesterday]: span(22, 23, 59), [today]: span(0, 3) }),
    );
    await responsible(names.late, lights, week({ [yesterday]: span(18, 23, 59) }));
    await responsible(names.valves, valves, week({ [today]: WHOLE_DAY }));
    await responsible(names.organization, organizationId, week({ [today]: WHOLE_DAY }));

    const alarms = {
        lampFailure: `Lamp failure ${suffix}`,
        lampWarning: `Lamp flickers ${suffix}`,
        organizationFailure: `Gateway down ${suffix}`,
    };
    const alarm = async (title: string, type: string, serviceId: number | null) => {
        const answer = await api(
            page,
            'POST',
            '/alarming/alarms',
            {
                title,
                description: 'On duty test',
                type,
                organizationId,
                state: 'ACTIVE',
                serviceId,
            },
            organizationId,
        );
        expect(answer.status).toBe(201);
        return (answer.body as { id: number }).id;
    };
    const lampFailureId = await alarm(alarms.lampFailure, 'FAILURE', lights);
    await alarm(alarms.lampWarning, 'WARNING', lights);
    await alarm(alarms.organizationFailure, 'FAILURE', null);
    return { organizationId, names, alarms, lampFailureId };
};

const dataRows = (page: Page) => page.locator('tbody tr');
const rowOf = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

const chooseLanguage = async (page: Page, language: string, shown: string) => {
    await page.goto('/settings');
    await page.getByRole('radio', { name: language }).click();
    await expect(page.getByRole('radio', { name: shown })).toBeChecked();
};

test.describe('on duty now', () => {
    test('the responsibles list marks who is on duty and filters by it', async ({ browser }) => {
        const { page, midnight } = await pageAfterMidnight(browser);
        const duty = await dutyOrganization(page);
        const { names } = duty;
        await page.goto(`/alarming/responsibles?organization_id=${duty.organizationId}`);
        await expect(dataRows(page)).toHaveCount(4);
        // Across midnight: the night that began yesterday goes on, the late shift has ended.
        await expect(rowOf(page, names.night).locator('[data-on-duty]')).toHaveText('On duty');
        await expect(rowOf(page, names.late).locator('[data-on-duty]')).toHaveText('Off duty');
        await expect(rowOf(page, names.valves).locator('[data-on-duty]')).toHaveText('On duty');
        await expect(rowOf(page, names.organization).locator('[data-on-duty]')).toHaveText(
            'On duty',
        );
        await expect(page.getByRole('columnheader', { name: 'On duty now' })).toBeVisible();
        await saveScreenshot(page, `${SHOTS}/responsibles.png`, true);

        await choose(page, 'Duty', 'On duty now');
        await expect(dataRows(page)).toHaveCount(3);
        await expect(rowOf(page, names.late)).toHaveCount(0);
        for (const name of [names.night, names.valves, names.organization]) {
            await expect(rowOf(page, name)).toBeVisible();
        }
        await choose(page, 'Duty', 'Off duty now');
        await expect(dataRows(page)).toHaveCount(1);
        await expect(rowOf(page, names.late)).toBeVisible();

        // Italian, at a phone's width: the marks and the filter in its words.
        await page.setViewportSize({ width: 390, height: 844 });
        await chooseLanguage(page, 'Italian', 'Italiano');
        await page.goto(`/alarming/responsibles?organization_id=${duty.organizationId}`);
        await expect(dataRows(page)).toHaveCount(4);
        await expect(rowOf(page, names.night).locator('[data-on-duty]')).toHaveText('Di turno');
        await expect(rowOf(page, names.late).locator('[data-on-duty]')).toHaveText('Non di turno');
        await choose(page, 'Turno', /^Di turno ora$/);
        await expect(dataRows(page)).toHaveCount(3);
        await saveScreenshot(page, `${SHOTS}/responsibles-it-phone.png`, true);

        // The clock runs on: at 03:00:30 the night (until 03:00, the whole minute) is on duty;
        // a minute later it has ended, and the filtered list takes that in without a reload.
        await page.clock.pauseAt(midnight + 3 * HOUR + 30_000);
        await page.clock.runFor('00:15');
        await expect(rowOf(page, names.night).locator('[data-on-duty]')).toHaveText('Di turno');
        await page.clock.runFor('01:00');
        // Time flows again: the list's new page reaches the screen through react-query's
        // notifier, a zero timeout, which a paused clock would hold back whenever the page's
        // answer comes after runFor has returned.
        await page.clock.resume();
        await expect(dataRows(page)).toHaveCount(2);
        await expect(rowOf(page, names.night)).toHaveCount(0);
        await choose(page, 'Turno', /^Non di turno ora$/);
        await expect(dataRows(page)).toHaveCount(2);
        await expect(rowOf(page, names.night).locator('[data-on-duty]')).toHaveText('Non di turno');
        await page.context().close();
    });

    test("an alarm's row and page name who is on duty for its source and type", async ({
        browser,
    }) => {
        const { page } = await pageAfterMidnight(browser);
        const duty = await dutyOrganization(page);
        const { names, alarms } = duty;
        await page.goto(`/alarming/alarms?organization_id=${duty.organizationId}`);
        // The street lights' failure: the night on its service; not the late shift (ended), the
        // valves' plan (another service) or the organization's (the organization's own alarms).
        await expect(rowOf(page, alarms.lampFailure)).toContainText(`On duty: ${names.night}`);
        await expect(rowOf(page, alarms.lampFailure)).not.toContainText(names.organization);
        // A warning: the plans hold failures only.
        await expect(rowOf(page, alarms.lampWarning)).toContainText('Nobody on duty');
        // The organization's own failure: its plan.
        await expect(rowOf(page, alarms.organizationFailure)).toContainText(
            `On duty: ${names.organization}`,
        );
        await saveScreenshot(page, `${SHOTS}/alarms.png`, true);

        // The title opens the alarm's page, which names them too.
        await rowOf(page, alarms.lampFailure)
            .getByRole('link', { name: alarms.lampFailure })
            .click();
        await expect(page).toHaveURL(
            new RegExp(`/alarming/alarms/alarm\\?id=${duty.lampFailureId}$`),
        );
        await expect(
            page.getByRole('heading', { level: 1, name: alarms.lampFailure }),
        ).toBeVisible();
        await expect(page.locator('main [data-on-duty]')).toHaveText(`On duty: ${names.night}`);

        // German, at a phone's width.
        await page.setViewportSize({ width: 390, height: 844 });
        await chooseLanguage(page, 'German', 'Deutsch');
        await page.goto(
            `/alarming/alarms/alarm?id=${duty.lampFailureId}&organization_id=${duty.organizationId}`,
        );
        await expect(page.locator('main [data-on-duty]')).toHaveText(
            `In Bereitschaft: ${names.night}`,
        );
        await expect(page.getByRole('button', { name: 'Quittieren' })).toBeVisible();
        await saveScreenshot(page, `${SHOTS}/alarm-de-phone.png`, true);
        await page.goto(`/alarming/alarms?organization_id=${duty.organizationId}`);
        await expect(rowOf(page, alarms.lampWarning)).toContainText('Niemand in Bereitschaft');
        await saveScreenshot(page, `${SHOTS}/alarms-de-phone.png`, true);
        await page.context().close();
    });
});
