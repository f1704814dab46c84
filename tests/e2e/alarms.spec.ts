import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { api, choose, saveScreenshot, unique } from './helpers';
import { storageStateOf } from './users';

const LIST = '/alarming/alarms';
const SHOTS = process.env.ALARM_SHOTS;

interface Alarm {
    id: number;
    timestamp: number;
    type: string;
    title: string;
    description: string;
    state: string;
    serviceId: number | null;
}

/** Names of the sources of organization 1 (sandbox/API.md: services and organizations). */
const SOURCES: Record<string, string> = {
    '101': 'Street lights Musterstadt',
    '102': 'Valves Musterstadt',
    '103': 'Air quality',
    null: 'Stadtwerke Musterstadt',
};

const alarmsOf = async (page: Page) => {
    const { status, body } = await api(page, 'GET', '/alarming/alarms');
    expect(status).toBe(200);
    return (body as Alarm[]).toSorted((a, b) => b.timestamp - a.timestamp);
};

const createAlarm = async (page: Page, title: string, state = 'ACTIVE') => {
    const { status, body } = await api(page, 'POST', '/alarming/alarms', {
        title,
        description: 'Made by the e2e test',
        type: 'WARNING',
        organizationId: 1,
        state,
        serviceId: 102,
    });
    expect(status).toBe(201);
    return body as Alarm;
};

const rows = (page: Page) => page.locator('tbody tr');

/** The states as the list (and its export) words them in English. */
const STATES: Record<string, string> = {
    OPEN: 'Open',
    ACTIVE: 'Active',
    INACTIVE: 'Inactive',
    ACKNOWLEDGED: 'Acknowledged',
    RESOLVED: 'Resolved',
};
const filterTitle = (page: Page, title: string) =>
    page.getByRole('textbox', { name: 'Title' }).fill(title);

const shot = async (page: Page, name: string) => {
    if (SHOTS) await saveScreenshot(page, `${SHOTS}/${name}.png`, true);
};

test.describe('alarms as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('lists the alarms newest first, with type, source and state', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        await expect(rows(page).first()).toContainText(/\S/);
        const expected = (await alarmsOf(page)).slice(0, 5);
        for (const [index, alarm] of expected.entries()) {
            const row = rows(page).nth(index);
            await expect(row).toContainText(alarm.title);
            await expect(row).toContainText(SOURCES[String(alarm.serviceId)]);
        }
        const lamp = page.getByRole('row', { name: /Lamp failure Lindenallee 6/ });
        await expect(lamp).toContainText('Failure');
        await expect(lamp).toContainText('Street lights Musterstadt');
        await expect(lamp).toContainText('Active');
        await expect(lamp.getByRole('button', { name: 'Acknowledge' })).toBeEnabled();
        // Nothing selected: the selection bar's buttons are neither shown nor in the Tab order.
        await expect(page.getByRole('button', { name: 'Unselect' })).toHaveCount(0);
        await lamp.getByRole('checkbox').check();
        await expect(page.getByRole('button', { name: 'Unselect' })).toBeVisible();
        await page.getByRole('button', { name: 'Unselect' }).click();
        await expect(page.getByRole('button', { name: 'Unselect' })).toHaveCount(0);
        const seeded = (await alarmsOf(page)).find(
            one => one.title === 'Lamp failure Lindenallee 6',
        );
        const shown = new Date(seeded!.timestamp).toLocaleString('en-US', {
            dateStyle: 'medium',
            timeStyle: 'medium',
        });
        await expect(lamp).toContainText(shown);
        const maintenance = page.getByRole('row', { name: /Maintenance window announced/ });
        await expect(maintenance).toContainText('Stadtwerke Musterstadt');
        await expect(maintenance).toContainText('Open');

        for (const name of ['Export data', 'Send test alarm']) {
            await expect(page.getByRole('button', { name })).toBeEnabled();
        }
        await shot(page, 'admin');

        await page.getByRole('button', { name: 'Sort by time ascending' }).click();
        const oldest = (await alarmsOf(page)).at(-1)!;
        await expect(rows(page).first()).toContainText(oldest.title);
    });

    test('sends a test alarm, finds it by title and acknowledges it', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        const title = unique('E2E test alarm');
        await page.getByRole('button', { name: 'Send test alarm' }).click();
        const dialog = page.getByRole('dialog', { name: 'Send a test alarm' });
        await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
        await dialog.getByRole('textbox', { name: 'Description' }).fill('Checking the pager');
        await shot(page, 'test-alarm-dialog');
        const posted = page.waitForRequest(
            request => request.method() === 'POST' && request.url().endsWith('/alarming/alarms'),
        );
        await dialog.getByRole('button', { name: 'Send' }).click();
        expect((await posted).postDataJSON()).toEqual({
            title,
            description: 'Checking the pager',
            type: 'FAILURE',
            organizationId: 1,
            state: 'ACTIVE',
        });
        await expect(dialog).toBeHidden();
        await expect(page.getByText('Test alarm sent')).toBeVisible();
        // The list loads anew: the new alarm is the newest.
        await expect(rows(page).first()).toContainText(title);

        await filterTitle(page, title);
        await expect(rows(page)).toHaveCount(1);
        const row = rows(page).first();
        await expect(row).toContainText('Failure');
        await expect(row).toContainText('Checking the pager');
        await expect(row).toContainText('Stadtwerke Musterstadt');
        await expect(row).toContainText('Active');
        const patched = page.waitForRequest(request => request.method() === 'PATCH');
        // By keyboard: the focus stays in the row when the button goes.
        await row.getByRole('button', { name: 'Acknowledge' }).focus();
        await page.keyboard.press('Enter');
        const stored = (await alarmsOf(page)).find(one => one.title === title)!;
        expect((await patched).postDataJSON()).toEqual({ id: stored.id, state: 'ACKNOWLEDGED' });
        await expect(row).toContainText('Acknowledged');
        await expect(row.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
        await expect(row.getByRole('checkbox')).toBeFocused();
        expect((await api(page, 'GET', `/alarming/alarms/${stored.id}`)).body.state).toBe(
            'ACKNOWLEDGED',
        );
    });

    test('acknowledged by keyboard in a list of active alarms, the focus goes to the row in its place', async ({
        page,
    }) => {
        const prefix = unique('Focus after ack');
        await page.goto(`${LIST}?organization_id=1`);
        // The newest first: the second one sits in the first's place once that one goes.
        await createAlarm(page, `${prefix} B`);
        await createAlarm(page, `${prefix} A`);
        await page.getByRole('button', { name: 'Refresh' }).click();
        await choose(page, 'State', /^Active$/);
        await filterTitle(page, prefix);
        await expect(rows(page)).toHaveCount(2);
        await rows(page).first().getByRole('button', { name: 'Acknowledge' }).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByText('Alarm acknowledged')).toBeVisible();
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first()).toContainText(`${prefix} B`);
        await expect(rows(page).first().getByRole('checkbox')).toBeFocused();
    });

    test('acknowledging an inactive alarm resolves it; the state filter is exact', async ({
        page,
    }) => {
        await page.goto(`${LIST}?organization_id=1`);
        await choose(page, 'State', 'Inactive');
        await expect(rows(page).first()).toContainText('Inactive');
        for (const row of await rows(page).all()) await expect(row).toContainText('Inactive');
        await choose(page, 'State', /^Active$/);
        await expect(rows(page).first()).toContainText('Active');
        for (const row of await rows(page).all()) {
            await expect(row.getByRole('cell').nth(6)).toHaveText('Active');
        }

        await choose(page, 'State', 'Inactive');
        await filterTitle(page, 'Valve Hochbehälter Süd does not close');
        await expect(rows(page)).toHaveCount(1);
        const row = rows(page).first();
        await row.getByRole('button', { name: 'Acknowledge' }).click();
        await expect(page.getByText('Alarm acknowledged')).toBeVisible();
        // Resolved now, so the Inactive filter no longer finds it.
        await expect(rows(page)).toHaveCount(0);
        await choose(page, 'State', 'Resolved');
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first()).toContainText('Resolved');
        const stored = (await alarmsOf(page)).find(
            one => one.title === 'Valve Hochbehälter Süd does not close',
        );
        expect(stored?.state).toBe('RESOLVED');
    });

    test('exports the filtered alarms as "Alarms <date>.xlsx"', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        await choose(page, 'Type', 'Warning');
        await choose(page, 'Service', 'Valves Musterstadt');
        await expect(rows(page).first()).toContainText('Valves Musterstadt');
        const expected = (await alarmsOf(page)).filter(
            one => one.type === 'WARNING' && one.serviceId === 102,
        );
        expect(expected.length).toBeGreaterThan(0);
        await expect(rows(page)).toHaveCount(Math.min(expected.length, 25));

        await page.getByRole('button', { name: 'Export data' }).click();
        const download = page.waitForEvent('download');
        await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
        const file = await download;
        const now = new Date();
        const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
        expect(file.suggestedFilename()).toBe(`Alarms ${today}.xlsx`);
        const book = XLSX.read(readFileSync(await file.path()));
        const sheet = book.Sheets[book.SheetNames[0]];
        const exported = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: '' });
        expect(exported).toEqual(
            expected.map(alarm => ({
                Time: new Date(alarm.timestamp).toLocaleString('en', {
                    dateStyle: 'medium',
                    timeStyle: 'medium',
                }),
                Type: 'Warning',
                Title: alarm.title,
                Description: alarm.description,
                Service: 'Valves Musterstadt',
                State: STATES[alarm.state],
            })),
        );
    });

    test('removes a selection after the confirmation', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        const prefix = unique('E2E removal');
        const first = await createAlarm(page, `${prefix} one`);
        const second = await createAlarm(page, `${prefix} two`, 'INACTIVE');
        const kept = await createAlarm(page, `${prefix} kept`);
        await page.reload();
        await filterTitle(page, prefix);
        await expect(rows(page)).toHaveCount(3);

        await page
            .getByRole('row', { name: new RegExp(`${prefix} one`) })
            .getByRole('checkbox')
            .check();
        await page
            .getByRole('row', { name: new RegExp(`${prefix} two`) })
            .getByRole('checkbox')
            .check();
        await expect(page.locator('[data-test=bulk-actions-toolbar]')).toContainText(
            '2 alarms selected',
        );
        const deleted = page.waitForRequest(request => request.method() === 'DELETE');
        await page.getByRole('button', { name: 'Remove selection' }).click();
        const confirm = page.getByRole('dialog');
        await expect(confirm).toContainText(
            'Do you really want to remove these 2 alarms? This cannot be undone.',
        );
        await shot(page, 'remove-confirm');
        await confirm.getByRole('button', { name: 'Confirm' }).click();
        const request = await deleted;
        expect(new URL(request.url()).pathname).toBe('/api/alarming/alarms/bulk');
        expect(request.postDataJSON().ids.toSorted()).toEqual([first.id, second.id].toSorted());
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first()).toContainText(`${prefix} kept`);
        await expect(page.getByText('2 alarms removed', { exact: true })).toBeVisible();
        for (const gone of [first, second]) {
            expect((await api(page, 'GET', `/alarming/alarms/${gone.id}`)).status).toBe(404);
        }
        expect((await api(page, 'GET', `/alarming/alarms/${kept.id}`)).status).toBe(200);
    });

    test('speaks German', async ({ page }) => {
        await page.goto('/settings');
        await page.getByRole('radio', { name: 'German' }).click();
        await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
        await page.goto(`${LIST}?organization_id=1`);
        const lamp = page.getByRole('row', { name: /Lamp failure Lindenallee 6/ });
        await expect(lamp).toContainText('Störung');
        await expect(lamp).toContainText('Aktiv');
        await expect(lamp.getByRole('button', { name: 'Quittieren' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Daten exportieren' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Testalarm senden' })).toBeVisible();
        const seeded = (await alarmsOf(page)).find(
            one => one.title === 'Lamp failure Lindenallee 6',
        );
        const shown = new Date(seeded!.timestamp).toLocaleString('de', {
            dateStyle: 'medium',
            timeStyle: 'medium',
        });
        await expect(lamp).toContainText(shown);
        await lamp.getByRole('checkbox').check();
        await expect(page.locator('[data-test=bulk-actions-toolbar]')).toContainText(
            '1 Alarm ausgewählt',
        );
        await shot(page, 'admin-de');
    });
});

test.describe('alarms as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('sees the alarms with no acknowledge, removal or test alarm, and may export', async ({
        page,
    }) => {
        await page.goto(`${LIST}?organization_id=1`);
        const lamp = page.getByRole('row', { name: /Lamp failure Lindenallee 6/ });
        await expect(lamp).toContainText('Street lights Musterstadt');
        await expect(lamp.getByRole('button', { name: 'Acknowledge' })).toBeDisabled();
        for (const button of await page.getByRole('button', { name: 'Acknowledge' }).all()) {
            await expect(button).toBeDisabled();
        }
        await expect(page.getByRole('checkbox')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Remove selection' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Send test alarm' })).toBeDisabled();
        // Issue 19, point 4: whoever sees a list may export what it shows.
        await expect(page.getByRole('button', { name: 'Export data' })).toBeEnabled();
        await shot(page, 'viewer');
    });
});
