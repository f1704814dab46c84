/**
 * Two tabs of one browser (two pages of one context, one session): a list in a tab behind
 * another shows the other tab's changes when it comes to the front, without a reload, keeping
 * its search; a list shown again within the minute loads nothing. Removing a record that is gone
 * already (another tab, someone else) says so instead of the error modal's "not found": one
 * device from its row, devices by the bulk run, alarms by "Remove selection".
 *
 * Headless Chromium keeps every page visible: a tab "behind another" is emulated by setting the
 * page's visibility and sending the event the browser sends (`visibilitychange`).
 */
import { expect, test, type Page } from '@playwright/test';
import { api, onboardTestDevice, unique } from './helpers';
import { storageStateOf } from './users';

const DEVICES = '/dad/devices?organization_id=1';
const ALARMS = '/alarming/alarms?organization_id=1';
const ERROR_TITLE = 'Oops, something went wrong!';

const rows = (page: Page) => page.locator('tbody tr');

/** Puts the tab behind another one (hidden) or in front (visible), as the browser tells a page. */
const setVisible = (page: Page, visible: boolean) =>
    page.evaluate(shown => {
        const state = shown ? 'visible' : 'hidden';
        Object.defineProperty(document, 'visibilityState', {
            configurable: true,
            get: () => state,
        });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => !shown });
        document.dispatchEvent(new Event('visibilitychange'));
    }, visible);

/** The whole-list downloads of a page (GET of the collection itself), counted as they start. */
const countListLoads = (page: Page, path: string) => {
    const loads = { count: 0 };
    page.on('request', request => {
        if (request.method() === 'GET' && new URL(request.url()).pathname === `/api${path}`) {
            loads.count += 1;
        }
    });
    return loads;
};

/**
 * Records the fewest rows the table has had from now on (a list loading anew must not show
 * an empty table in between).
 */
const watchFewestRows = (page: Page) =>
    page.evaluate(() => {
        const win = window as unknown as { fewestRows: number };
        const count = () => document.querySelectorAll('tbody tr').length;
        win.fewestRows = count();
        new MutationObserver(() => {
            win.fewestRows = Math.min(win.fewestRows, count());
        }).observe(document.body, { childList: true, subtree: true });
    });

const fewestRows = (page: Page) =>
    page.evaluate(() => (window as unknown as { fewestRows: number }).fewestRows);

/** The device list searched for `search`, with `count` rows. */
const openDevices = async (page: Page, search: string, count: number) => {
    await page.goto(DEVICES);
    await page.getByRole('textbox', { name: 'Search' }).fill(search);
    await expect(rows(page)).toHaveCount(count);
};

const removeRow = async (page: Page, name: string) => {
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
};

test.describe('two tabs of one organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('a list behind another tab shows that tab’s removal when it comes to the front', async ({
        page,
        context,
    }) => {
        await page.goto(DEVICES);
        const prefix = unique('Two tabs');
        const gone = await onboardTestDevice(page, `${prefix} gone`);
        const kept = await onboardTestDevice(page, `${prefix} kept`);
        await openDevices(page, prefix, 2);
        const loads = countListLoads(page, '/devices');
        await setVisible(page, false);

        const other = await context.newPage();
        await openDevices(other, prefix, 2);
        await removeRow(other, gone.name);
        await expect(rows(other)).toHaveCount(1);

        // Behind the other tab: nothing is downloaded, the list is as it was.
        await page.waitForTimeout(1_000);
        expect(loads.count).toBe(0);
        await expect(rows(page)).toHaveCount(2);

        await watchFewestRows(page);
        await setVisible(page, true);
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first()).toContainText(kept.name);
        expect(loads.count).toBe(1);
        // No empty table in between, and the search is still there.
        expect(await fewestRows(page)).toBeGreaterThanOrEqual(1);
        await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(prefix);
        await expect(page).toHaveURL(/\/dad\/devices/);
    });

    test('a list on screen in another window follows a removal there at once', async ({
        page,
        context,
    }) => {
        await page.goto(DEVICES);
        const prefix = unique('Side by side');
        const gone = await onboardTestDevice(page, `${prefix} gone`);
        await onboardTestDevice(page, `${prefix} kept`);
        await openDevices(page, prefix, 2);
        const other = await context.newPage();
        await openDevices(other, prefix, 2);
        await removeRow(other, gone.name);
        // Both pages are visible (two windows side by side): no event, the list follows anyway.
        await expect(rows(page)).toHaveCount(1);
    });

    test('coming back within the minute loads nothing; after it, the list loads anew', async ({
        page,
    }) => {
        await page.clock.install();
        await page.goto(DEVICES);
        const prefix = unique('Back again');
        await onboardTestDevice(page, `${prefix} first`);
        await openDevices(page, prefix, 1);
        const loads = countListLoads(page, '/devices');
        // Made elsewhere (another browser, someone else): no tab of this browser was told.
        const later = await onboardTestDevice(page, `${prefix} second`);

        await setVisible(page, false);
        await page.clock.fastForward(20_000);
        await setVisible(page, true);
        await page.waitForTimeout(1_000);
        expect(loads.count).toBe(0);
        await expect(rows(page)).toHaveCount(1);

        await setVisible(page, false);
        await page.clock.fastForward(61_000);
        await setVisible(page, true);
        await expect(rows(page)).toHaveCount(2);
        await expect(page.getByRole('row', { name: new RegExp(later.name) })).toBeVisible();
        expect(loads.count).toBe(1);
    });

    test('removing a device another tab removed says so, with no error, and the row goes', async ({
        page,
    }) => {
        await page.goto(DEVICES);
        const prefix = unique('Removed twice');
        const gone = await onboardTestDevice(page, `${prefix} gone`);
        const kept = await onboardTestDevice(page, `${prefix} kept`);
        await openDevices(page, prefix, 2);
        // Removed elsewhere (another browser, someone else): this list still shows it.
        expect((await api(page, 'DELETE', `/devices/${gone.id}`)).status).toBe(200);

        await removeRow(page, gone.name);
        await expect(
            page.getByText(`The device ${gone.name} had already been removed.`),
        ).toBeVisible();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(page.getByText(ERROR_TITLE)).toHaveCount(0);
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first()).toContainText(kept.name);
        expect((await api(page, 'GET', `/devices/${kept.id}`)).status).toBe(200);
    });

    test("removing on a device's page a device removed elsewhere says so and goes back to the list", async ({
        page,
    }) => {
        await page.goto(DEVICES);
        const gone = await onboardTestDevice(page, unique('Removed on its page'));
        await page.goto(`/dad/devices/device?id=${gone.id}&organization_id=1`);
        await expect(page.getByRole('heading', { name: gone.name, level: 1 })).toBeVisible();
        expect((await api(page, 'DELETE', `/devices/${gone.id}`)).status).toBe(200);

        await page.getByRole('button', { name: 'Remove' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        await expect(
            page.getByText(`The device ${gone.name} had already been removed.`),
        ).toBeVisible();
        await expect(page.getByText(ERROR_TITLE)).toHaveCount(0);
        await expect(page).toHaveURL(/\/dad\/devices(\?|$)/);
    });

    test('the bulk removal counts devices removed already as done and names how many', async ({
        page,
    }) => {
        await page.goto(DEVICES);
        const prefix = unique('Bulk gone');
        const devices = [
            await onboardTestDevice(page, `${prefix} 00`),
            await onboardTestDevice(page, `${prefix} 01`),
            await onboardTestDevice(page, `${prefix} 02`),
        ];
        await openDevices(page, prefix, 3);
        await page.getByRole('checkbox', { name: 'Select all' }).check();
        expect((await api(page, 'DELETE', `/devices/${devices[1].id}`)).status).toBe(200);

        const toolbar = page.locator('[data-test=bulk-actions-toolbar]');
        await toolbar.getByRole('button', { name: 'Remove' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Remove' }).click();
        await expect(dialog.getByRole('heading', { name: 'Finished' })).toBeVisible({
            timeout: 60_000,
        });
        await expect(dialog).toContainText(
            '3 done, 0 failed, 0 not started. 1 of them had already been removed.',
        );
        await expect(dialog.getByRole('button', { name: /Retry/ })).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(page.getByText('No Devices found using the current filters.')).toBeVisible();
        for (const device of devices) {
            expect((await api(page, 'GET', `/devices/${device.id}`)).status).toBe(404);
        }
        await expect(page.getByText(ERROR_TITLE)).toHaveCount(0);
    });

    test('"Remove selection" of alarms, one removed already, removes the others', async ({
        page,
    }) => {
        await page.goto(ALARMS);
        const prefix = unique('Alarm gone');
        const created = [];
        for (const title of ['one', 'two', 'kept']) {
            const { status, body } = await api(page, 'POST', '/alarming/alarms', {
                title: `${prefix} ${title}`,
                description: 'Made by the e2e test',
                type: 'WARNING',
                organizationId: 1,
                state: 'ACTIVE',
                serviceId: 102,
            });
            expect(status).toBe(201);
            created.push(body as { id: number; title: string });
        }
        const [one, two, kept] = created;
        await page.reload();
        await page.getByRole('textbox', { name: 'Title' }).fill(prefix);
        await expect(rows(page)).toHaveCount(3);
        for (const alarm of [one, two]) {
            await page
                .getByRole('row', { name: new RegExp(alarm.title) })
                .getByRole('checkbox')
                .check();
        }
        expect((await api(page, 'DELETE', `/alarming/alarms/${one.id}`)).status).toBe(200);

        await page.getByRole('button', { name: 'Remove selection' }).click();
        const confirm = page.getByRole('dialog');
        await confirm.getByRole('button', { name: 'Confirm' }).click();
        await expect(
            page.getByText('Alarm removed; 1 of the selected had already been removed.'),
        ).toBeVisible();
        await expect(page.getByText(ERROR_TITLE)).toHaveCount(0);
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first()).toContainText(kept.title);
        expect((await api(page, 'GET', `/alarming/alarms/${two.id}`)).status).toBe(404);
        expect((await api(page, 'GET', `/alarming/alarms/${kept.id}`)).status).toBe(200);
    });

    test('another 404 still opens the error modal with the server’s text', async ({ page }) => {
        await page.goto(DEVICES);
        const device = await onboardTestDevice(page, unique('Opened gone'));
        expect((await api(page, 'DELETE', `/devices/${device.id}`)).status).toBe(200);
        await page.goto(`/dad/devices/device?id=${device.id}&organization_id=1`);
        const modal = page.getByRole('alertdialog');
        await expect(modal.getByRole('heading', { name: ERROR_TITLE })).toBeVisible();
        await expect(modal).toContainText(`Device ${device.id} not found`);
    });
});
