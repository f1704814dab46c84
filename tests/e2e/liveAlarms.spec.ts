/**
 * Live alarms (issue 42, docs/live-updates.md): an alarm raised by a device's uplink appears on
 * an open alarms list within 15 s and on the home page, an alarm acknowledged elsewhere changes
 * its state, all without a reload and keeping the typed filter, the focus, the selection and the
 * scroll position; the tab's title counts the open alarms; a polite live region says a new alarm
 * once; a hidden tab asks nothing and asks at once when shown again; the health counts follow.
 * In English, German and Italian, at 1280 and 390 px.
 *
 * Each test raises its alarms in organization 1 through a device and a FAILURE custom alarm of
 * its own (onboarded on the REST integration "Smart Interface"), and removes them afterwards.
 */
import { expect, test } from '@playwright/test';
import { alarmSource, liveRegion, recordApiCalls, setTabShown, titleCount } from './liveAlarmTools';
import { api, unique } from './helpers';
import { storageStateOf } from './users';

test.use({ storageState: storageStateOf('orgadmin') });

const LIST = '/alarming/alarms';
const PHONE = { width: 390, height: 844 };

test('a new alarm raised by an uplink appears on the open list within 15 s, keeping filter, focus and selection; acknowledged elsewhere, it changes its state', async ({
    page,
}) => {
    await page.goto(LIST);
    const title = unique('Lamp failure live');
    const source = await alarmSource(page, title);
    try {
        const rows = page.locator('tbody tr');
        await expect(rows.first()).toBeVisible();
        // The title leads with the open alarms' count (OPEN, ACTIVE, INACTIVE).
        await expect(page).toHaveTitle(/^\(\d+\) Alarms – IoT Console$/);
        const before = await titleCount(page);

        // A selected row, then a typed filter with the focus still in it.
        const kept = page.getByRole('row', { name: /Lamp failure Lindenallee 6/ });
        await kept.getByRole('checkbox').check();
        await expect(page.getByText('1 alarm selected')).toBeVisible();
        const filter = page.getByRole('textbox', { name: 'Title' });
        await filter.click();
        await page.keyboard.type('Lamp failure');
        await expect(rows.filter({ hasNotText: 'Lamp failure' })).toHaveCount(0);
        await expect(filter).toBeFocused();

        const raised = await source.raise();
        const since = Date.now();
        const row = page.getByRole('row', { name: new RegExp(title) });
        await expect(row).toBeVisible();
        expect(Date.now() - since).toBeLessThan(16_000);
        await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
        await expect(row).toContainText('Failure');
        // Nothing the user did was undone.
        await expect(filter).toBeFocused();
        await expect(filter).toHaveValue('Lamp failure');
        await expect(kept.getByRole('checkbox')).toBeChecked();
        await expect(page.getByText('1 alarm selected')).toBeVisible();
        // Said once, in one sentence; counted in the title.
        await expect(liveRegion(page, /New alarm/)).toHaveText(`New alarm: ${title}, Failure.`);
        await expect.poll(() => titleCount(page)).toBe(before + 1);

        // Acknowledged by someone else: the row's state follows, the count goes down.
        const acknowledged = await api(page, 'PATCH', `/alarming/alarms/${raised.id}`, {
            id: raised.id,
            state: 'ACKNOWLEDGED',
        });
        expect(acknowledged.status).toBe(200);
        await expect(row.getByRole('cell', { name: 'Acknowledged', exact: true })).toBeVisible();
        await expect.poll(() => titleCount(page)).toBe(before);
        await expect(filter).toBeFocused();
        // The acknowledged alarm is not new: nothing more is said.
        await expect(liveRegion(page, /New alarm/)).toHaveText(`New alarm: ${title}, Failure.`);
    } finally {
        await source.remove();
    }
});

test('a hidden tab asks nothing; shown again it asks at once and shows what came meanwhile', async ({
    page,
}) => {
    await page.goto(LIST);
    const title = unique('Hidden tab live');
    const source = await alarmSource(page, title);
    try {
        await expect(page.locator('tbody tr').first()).toBeVisible();
        await expect(page).toHaveTitle(/^\(\d+\) Alarms/);
        const calls = recordApiCalls(page);
        await setTabShown(page, false);
        await source.raise();
        // Longer than the 15 s beat: a tab on screen would have asked at least once.
        await page.waitForTimeout(17_000);
        expect(calls).toEqual([]);
        await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);

        await setTabShown(page, true);
        await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible({
            timeout: 5_000,
        });
        expect(calls[0]).toBe('GET /api/alarming/alarms');
    } finally {
        await source.remove();
    }
});

test('idle on screen, the list asks with If-None-Match and gets 304s without a body', async ({
    page,
}) => {
    await page.goto(LIST);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page).toHaveTitle(/^\(\d+\) Alarms/);
    const asked = page.waitForResponse(
        response =>
            new URL(response.url()).pathname === '/api/alarming/alarms' &&
            response.request().headers()['if-none-match'] !== undefined,
        { timeout: 17_000 },
    );
    const answer = await asked;
    expect(answer.status()).toBe(304);
    expect((await answer.request().sizes()).responseBodySize).toBe(0);
});

test.describe('in German at phone width', () => {
    test.use({ viewport: PHONE, locale: 'de-DE' });

    test('the home page lists the new alarm, the health counts follow, the scroll stays', async ({
        page,
    }) => {
        await page.addInitScript(() =>
            localStorage.setItem('RaStoreconsole.locale', JSON.stringify('de')),
        );
        await page.goto('/');
        const title = unique('Druck live');
        const source = await alarmSource(page, title);
        try {
            // Again, with the new device among the never seen.
            await page.goto('/');
            const open = page.getByRole('region', { name: 'Offene Alarme' });
            await expect(open.getByRole('listitem').first()).toBeVisible();
            const health = page.getByRole('list', { name: 'Zustand', exact: true });
            const neverSeen = health.getByRole('link', { name: /^Nie gemeldet: \d+$/ });
            const neverSeenCount = async () =>
                Number(/\d+/.exec((await neverSeen.textContent()) ?? '')?.[0] ?? 0);
            await expect(neverSeen).toBeVisible();
            const neverBefore = await neverSeenCount();
            await expect(page).toHaveTitle(/^\(\d+\) .*IoT-Konsole$/);
            const before = await titleCount(page);
            await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
            const scrolled = await page.evaluate(() => window.scrollY);
            expect(scrolled).toBeGreaterThan(0);

            await source.raise();
            await expect(open.getByText(title)).toBeVisible();
            await expect(open.getByRole('listitem').first()).toContainText('Störung');
            await expect(liveRegion(page, /Neuer Alarm/)).toHaveText(
                `Neuer Alarm: ${title}, Störung.`,
            );
            await expect.poll(() => titleCount(page)).toBe(before + 1);
            expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

            // The device sent its first reading: the counts ask every minute, and at once when
            // the tab comes back on screen.
            await setTabShown(page, false);
            await setTabShown(page, true);
            await expect.poll(neverSeenCount).toBe(neverBefore - 1);
        } finally {
            await source.remove();
        }
    });
});
