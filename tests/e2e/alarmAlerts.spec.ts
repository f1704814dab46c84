/**
 * Alerts for new alarms (issue 42, point 2): in Settings a user turns on a desktop notification
 * and a sound for new FAILURE and ERROR alarms. The browser's permission is asked only when the
 * notification is turned on; a refused or dismissed permission leaves it off and says why; a
 * new failure then shows one notification and plays the tone; an INFO alarm alerts nobody. In
 * English, German and Italian, at 1280 and 390 px. By keyboard: keyboardWalk.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, unique } from './helpers';
import {
    alarmSource,
    alertsOf,
    liveRegion,
    recordAlerts,
    setTabShown,
    titleCount,
} from './liveAlarmTools';
import { storageStateOf } from './users';

test.use({ storageState: storageStateOf('orgadmin') });

const inLanguage = (page: Page, locale: 'de' | 'it') =>
    page.addInitScript(
        locale => localStorage.setItem('RaStoreconsole.locale', JSON.stringify(locale)),
        locale,
    );

test('asked only when turned on; a new failure then shows one notification and plays the tone', async ({
    page,
    context,
}) => {
    await context.grantPermissions(['notifications']);
    await recordAlerts(page, 'granted');
    // Pages with alarms on them ask the browser nothing.
    await page.goto('/alarming/alarms');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const alerts = page.getByRole('group', { name: 'Alerts for new alarms' });
    await expect(alerts).toContainText(
        'For new failure and error alarms of the selected organization',
    );
    const notice = alerts.getByRole('switch', { name: 'Desktop notification' });
    const sound = alerts.getByRole('switch', { name: 'Sound' });
    await expect(notice).not.toBeChecked();
    await expect(sound).not.toBeChecked();
    expect((await alertsOf(page)).asked).toBe(0);

    await notice.click();
    await expect(notice).toBeChecked();
    expect((await alertsOf(page)).asked).toBe(1);
    await sound.click();
    await expect(sound).toBeChecked();
    // Turned on, the tone plays once, so the user hears it.
    await expect.poll(async () => (await alertsOf(page)).tones).toBe(1);

    const title = unique('Valve failure live');
    const source = await alarmSource(page, title);
    const info = await api(page, 'POST', '/alarming/alarms', {
        title: unique('Info live'),
        description: 'Alerts nobody',
        type: 'INFO',
        organizationId: 1,
        state: 'OPEN',
    });
    try {
        // The INFO alarm first: said, but no notification and no tone.
        await setTabShown(page, false);
        await setTabShown(page, true);
        await expect(liveRegion(page, /New alarm/)).toContainText(info.body.title);
        expect(await alertsOf(page)).toMatchObject({ asked: 1, notices: [], tones: 1 });

        await source.raise();
        await setTabShown(page, false);
        await setTabShown(page, true);
        await expect(liveRegion(page, /New alarm/)).toHaveText(`New alarm: ${title}, Failure.`);
        await expect
            .poll(async () => (await alertsOf(page)).notices)
            .toEqual([{ title: 'New alarm', body: `Failure: ${title}` }]);
        expect((await alertsOf(page)).tones).toBe(2);
        expect((await alertsOf(page)).asked).toBe(1);

        // Kept: after a reload both are still on, and nothing is asked again.
        await page.reload();
        await expect(notice).toBeChecked();
        await expect(sound).toBeChecked();
        expect((await alertsOf(page)).asked).toBe(0);
    } finally {
        await source.remove();
        await api(page, 'DELETE', `/alarming/alarms/${info.body.id}`);
    }
});

test.describe('in Italian at phone width', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a refused permission leaves the notification off and says why; new alarms are said in Italian', async ({
        page,
    }) => {
        await recordAlerts(page, 'denied');
        await inLanguage(page, 'it');
        await page.goto('/settings');
        const notice = page.getByRole('switch', { name: 'Notifica sul desktop' });
        await expect(page.getByRole('group', { name: 'Avvisi di nuovi allarmi' })).toBeVisible();
        await notice.click();
        await expect(page.getByRole('alert')).toHaveText(
            'Il browser blocca le notifiche della console. Consentile nelle impostazioni del sito del browser, poi riattiva questa opzione.',
        );
        await expect(notice).not.toBeChecked();
        expect((await alertsOf(page)).asked).toBe(1);

        await expect(page).toHaveTitle(/^\(\d+\) Impostazioni – Console IoT$/);
        const before = await titleCount(page);
        const title = unique('Guasto live');
        const source = await alarmSource(page, title);
        try {
            await source.raise();
            await setTabShown(page, false);
            await setTabShown(page, true);
            await expect(liveRegion(page, /Nuovo allarme/)).toHaveText(
                `Nuovo allarme: ${title}, Guasto.`,
            );
            await expect.poll(() => titleCount(page)).toBe(before + 1);
            expect((await alertsOf(page)).notices).toEqual([]);
        } finally {
            await source.remove();
        }
    });
});

test('in German, a dismissed permission says it can be asked again', async ({ page }) => {
    await recordAlerts(page, 'default');
    await inLanguage(page, 'de');
    await page.goto('/settings');
    const notice = page.getByRole('switch', { name: 'Desktop-Benachrichtigung' });
    await expect(page.getByRole('group', { name: 'Hinweise auf neue Alarme' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Ton' })).toBeVisible();
    await notice.click();
    await expect(page.getByRole('alert')).toHaveText(
        'Der Browser hat Benachrichtigungen nicht erlaubt. Schalten Sie dies erneut ein, um noch einmal gefragt zu werden.',
    );
    await expect(notice).not.toBeChecked();
});

test('a viewer has the alerts too; a user without alarms has none', async ({ browser }) => {
    for (const [user, shown] of [
        ['viewer', true],
        ['serviceuser', false],
    ] as const) {
        const context = await browser.newContext({ storageState: storageStateOf(user) });
        const page = await context.newPage();
        await page.goto('/settings');
        await expect(page.getByRole('radio', { name: 'English' })).toBeVisible();
        await expect(page.getByRole('switch', { name: 'Desktop notification' })).toHaveCount(
            shown ? 1 : 0,
        );
        // No open alarms to count for a user who may not see them.
        if (!shown) await expect(page).toHaveTitle('Settings – IoT Console');
        await context.close();
    }
});
