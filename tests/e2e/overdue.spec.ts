/**
 * Overdue alarms (issue 42, point 4): "overdue after N minutes" in Settings, off by default; an
 * open or active alarm not acknowledged within that time is marked overdue (word and icon) in the
 * alarm list, on its page and on the home page, where overdue alarms come first. The test makes
 * an organization of its own and sets the browser's clock (page.clock) to the moment its older
 * alarm turns overdue: the API stamps alarms with its own clock, so the test reads their times
 * from the answers and makes the newer one a few seconds later, to lie between the two.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, saveScreenshot, unique } from './helpers';
import { storageStateOf } from './users';

const SHOTS = 'test-results/screenshots/overdue';

const settingsControls = (page: Page) => ({
    mark: page.getByRole('checkbox', { name: 'Mark alarms as overdue' }),
    minutes: page.getByRole('textbox', { name: 'Overdue after (minutes)' }),
});

const rowOf = (page: Page, title: string) => page.getByRole('row', { name: new RegExp(title) });
const overdueMark = '[data-overdue]';

test.describe('overdue alarms', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('an old open alarm is marked overdue and comes first on home, in English, German and Italian', async ({
        page,
    }) => {
        test.setTimeout(180_000);
        await page.clock.install();
        await page.goto('/');
        const suffix = unique('').trim();
        const created = await api(page, 'POST', '/organizations', {
            name: `Overdue test ${suffix}`,
            billingId: `OV-${suffix}`,
        });
        expect(created.status).toBe(201);
        const organizationId = (created.body as { id: number }).id;
        const alarm = async (title: string, state: string) => {
            const answer = await api(
                page,
                'POST',
                '/alarming/alarms',
                { title, description: 'Overdue test', type: 'FAILURE', organizationId, state },
                organizationId,
            );
            expect(answer.status).toBe(201);
            return answer.body as { id: number; timestamp: number };
        };
        const old = `Pump stopped ${suffix}`;
        const inactive = `Pump noisy ${suffix}`;
        const fresh = `Door open ${suffix}`;
        const oldAlarm = await alarm(old, 'ACTIVE');
        await alarm(inactive, 'INACTIVE');
        // The newer alarm a few seconds later by the API's clock.
        await new Promise(resolve => setTimeout(resolve, 3_000));
        const freshAlarm = await alarm(fresh, 'OPEN');
        expect(freshAlarm.timestamp - oldAlarm.timestamp).toBeGreaterThanOrEqual(3_000);
        const list = `/alarming/alarms?organization_id=${organizationId}`;

        // Off by default.
        await page.goto(`/settings?organization_id=${organizationId}`);
        const { mark, minutes } = settingsControls(page);
        await expect(mark).not.toBeChecked();
        await expect(minutes).toBeDisabled();
        await saveScreenshot(page, `${SHOTS}/settings-off.png`, true);

        // On: 30 minutes to start with, then 5.
        await mark.check();
        await expect(minutes).toHaveValue('30');
        await minutes.fill('0');
        await expect(minutes).toHaveAccessibleDescription('Enter whole minutes from 1 to 10080');
        await minutes.fill('5');
        await expect(minutes).toHaveAccessibleDescription(
            'An open or active alarm not acknowledged within this time is marked overdue.',
        );
        await saveScreenshot(page, `${SHOTS}/settings-on.png`, true);

        // Not yet: the alarms are seconds old.
        await page.goto(list);
        await expect(rowOf(page, old)).toBeVisible();
        await expect(rowOf(page, fresh)).toBeVisible();
        await expect(page.locator(overdueMark)).toHaveCount(0);
        // The clock reaches a second past the old alarm's five minutes, on screen without a
        // reload: it turns overdue; the newer one (three seconds younger) and the inactive one,
        // however old, do not.
        const overdueMoment = oldAlarm.timestamp + 5 * 60_000 + 1_000;
        await page.clock.pauseAt(overdueMoment);
        await expect(rowOf(page, old).locator(overdueMark)).toHaveText('Overdue');
        await expect(rowOf(page, fresh).locator(overdueMark)).toHaveCount(0);
        await expect(rowOf(page, inactive).locator(overdueMark)).toHaveCount(0);
        await saveScreenshot(page, `${SHOTS}/alarms.png`, true);
        // The time stays at that moment from here on; timers run again (pages load with them).
        await page.clock.setFixedTime(overdueMoment);
        await page.clock.resume();

        // Off again: no mark.
        await page.goto('/settings');
        await mark.uncheck();
        await expect(minutes).toBeDisabled();
        await page.goto(list);
        await expect(rowOf(page, inactive)).toBeVisible();
        await expect(page.locator(overdueMark)).toHaveCount(0);
        await page.goto('/settings');
        await mark.check();
        await expect(minutes).toHaveValue('30');
        await minutes.fill('5');

        // Home: the overdue alarm first, before the newer one, and counted.
        await page.goto(`/?organization_id=${organizationId}`);
        const openAlarms = page.getByRole('region', { name: 'Open alarms' });
        const items = openAlarms.getByRole('listitem');
        await expect(items).toHaveCount(3);
        await expect(items.nth(0)).toContainText(old);
        await expect(items.nth(0).locator(overdueMark)).toHaveText('Overdue');
        await expect(items.nth(1)).toContainText(fresh);
        await expect(items.nth(1).locator(overdueMark)).toHaveCount(0);
        await expect(items.nth(2)).toContainText(inactive);
        await expect(openAlarms).toContainText('3 alarms wait to be acknowledged. 1 is overdue.');
        await saveScreenshot(page, `${SHOTS}/home.png`, true);

        // The alarm's page marks it too.
        await items.nth(0).getByRole('link', { name: old }).click();
        await expect(page).toHaveURL(new RegExp(`/alarming/alarms/alarm\\?id=${oldAlarm.id}$`));
        await expect(page.locator(`main ${overdueMark}`)).toHaveText('Overdue');

        // German, at a phone's width.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto('/settings');
        await page.getByRole('radio', { name: 'German' }).click();
        await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
        await expect(
            page.getByRole('checkbox', { name: 'Alarme als überfällig markieren' }),
        ).toBeChecked();
        await expect(page.getByRole('textbox', { name: 'Überfällig nach (Minuten)' })).toHaveValue(
            '5',
        );
        await saveScreenshot(page, `${SHOTS}/settings-de-phone.png`, true);
        await page.goto('/');
        const offeneAlarme = page.getByRole('region', { name: 'Offene Alarme' });
        await expect(offeneAlarme.getByRole('listitem').nth(0)).toContainText(old);
        await expect(offeneAlarme.getByRole('listitem').nth(0).locator(overdueMark)).toHaveText(
            'Überfällig',
        );
        await expect(offeneAlarme).toContainText(
            '3 Alarme warten auf Quittierung. 1 davon ist überfällig.',
        );
        await saveScreenshot(page, `${SHOTS}/home-de-phone.png`, true);

        // A minute on, the newer alarm is overdue too and home takes it in without a reload:
        // both marked and counted, the newest overdue first.
        await page.clock.setFixedTime(overdueMoment + 60_000);
        await expect(offeneAlarme).toContainText(
            '3 Alarme warten auf Quittierung. 2 davon sind überfällig.',
        );
        await expect(offeneAlarme.getByRole('listitem').nth(0)).toContainText(fresh);
        await expect(offeneAlarme.getByRole('listitem').nth(1)).toContainText(old);
        await expect(offeneAlarme.locator(overdueMark)).toHaveCount(2);
        await page.goto(list);
        await expect(rowOf(page, old).locator(overdueMark)).toHaveText('Überfällig');
        await saveScreenshot(page, `${SHOTS}/alarms-de-phone.png`, true);

        // Italian.
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto('/settings');
        await page.getByRole('radio', { name: 'Italienisch' }).click();
        await expect(page.getByRole('radio', { name: 'Italiano' })).toBeChecked();
        await page.goto(list);
        await expect(rowOf(page, old).locator(overdueMark)).toHaveText('In ritardo');
        await expect(rowOf(page, inactive).locator(overdueMark)).toHaveCount(0);
    });

    test('the setting is kept per user: another user sees no overdue mark', async ({ browser }) => {
        const admin = await browser.newContext({ storageState: storageStateOf('sysadmin') });
        const adminPage = await admin.newPage();
        await adminPage.goto('/settings');
        await settingsControls(adminPage).mark.check();
        await settingsControls(adminPage).minutes.fill('1');
        // Organization 1's seeded open and active alarms are days old.
        await adminPage.goto('/alarming/alarms?organization_id=1');
        await expect(adminPage.locator(overdueMark).first()).toHaveText('Overdue');
        // The same browser storage, another user: the setting is the admin's alone.
        const state = await admin.storageState();
        const viewerState = JSON.parse(
            readFileSync(storageStateOf('viewer'), 'utf8'),
        ) as typeof state;
        const kept = state.origins
            .flatMap(origin => origin.localStorage)
            .filter(entry => entry.name === 'console.userOverdueAfter');
        expect(kept).toHaveLength(1);
        for (const origin of viewerState.origins) origin.localStorage.push(...kept);
        const viewer = await browser.newContext({ storageState: viewerState });
        const viewerPage = await viewer.newPage();
        await viewerPage.goto('/alarming/alarms?organization_id=1');
        await expect(rowOf(viewerPage, 'Lamp failure Lindenallee 6')).toBeVisible();
        await expect(viewerPage.locator(overdueMark)).toHaveCount(0);
        await viewerPage.goto('/settings');
        await expect(settingsControls(viewerPage).mark).not.toBeChecked();
        await admin.close();
        await viewer.close();
    });
});
