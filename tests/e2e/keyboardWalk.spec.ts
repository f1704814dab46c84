/**
 * A keyboard-only walk (issue 18): no mouse click, only page.keyboard (page.goto stands for
 * typing an address). Sign in, open a device from the list by its name link, edit and save it,
 * open a remove confirmation (the focus on Cancel, Escape closes it and removes nothing), a
 * sortable column header's visible focus ring, the wizard's row checkboxes named after their
 * device, the header reached by Tab with the page scrolled down, on a desktop and a phone, and a
 * package booked in the store, the alerts for new alarms in Settings; the overdue setting, the
 * responsibles' duty filter and an alarm acknowledged on its page. Onboarding by keyboard and the
 * code editors' Tab and Escape are in
 * keyboard.spec.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, onboardTestDevice, unique } from './helpers';
import { hasFocus, moveFocusTo } from './keyboardKeys';
import { alertsOf, recordAlerts } from './liveAlarmTools';
import { storageStateOf } from './users';

/** The theme's focus ring (src/layout/theme.ts FOCUS_RING, #00363A), as computed. */
const FOCUS_RING = { outlineStyle: 'solid', outlineWidth: '2px', outlineColor: 'rgb(0, 54, 58)' };

const outlineOf = (target: Locator) =>
    target.evaluate(element => {
        const style = getComputedStyle(element);
        return {
            outlineStyle: style.outlineStyle,
            outlineWidth: style.outlineWidth,
            outlineColor: style.outlineColor,
        };
    });

/** Types into the focused field's place: the search box, by Tab. */
const search = async (page: Page, text: string) => {
    await moveFocusTo(page, page.getByRole('textbox', { name: 'Search' }));
    await page.keyboard.type(text);
    await expect(page.getByText('1-1 of 1')).toBeVisible();
};

test('signs in, opens a device from the list, saves it and leaves a removal, by keyboard alone', async ({
    page,
}) => {
    test.setTimeout(120_000);
    // Sign in on the SSO page.
    await page.goto('/dad/devices?organization_id=1');
    await moveFocusTo(page, page.getByLabel('Username'));
    await page.keyboard.type('orgadmin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('orgadmin');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();

    const device = await onboardTestDevice(page, unique('E2E keys device'));
    // The list was read before the device existed: Refresh by keyboard.
    await moveFocusTo(page, page.getByRole('button', { name: 'Refresh' }));
    await page.keyboard.press('Enter');
    await search(page, device.name);

    // The name is a link: Tab reaches it, Enter opens the device.
    const link = page.getByRole('link', { name: device.name, exact: true });
    await moveFocusTo(page, link);
    expect(await outlineOf(link)).toEqual(FOCUS_RING);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/dad/devices/device\\?id=${device.id}`));
    const name = page.getByRole('textbox', { name: 'Name' }).first();
    await expect(name).toHaveValue(device.name);

    // Edit the name, Tab to Save, Enter: back on the list, the name stored.
    const edited = `${device.name} edited`;
    await moveFocusTo(page, name);
    await page.keyboard.press('End');
    await page.keyboard.type(' edited');
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await moveFocusTo(page, save);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dad\/devices(\?|$)/);
    await expect
        .poll(async () => (await api(page, 'GET', `/devices/${device.id}`)).body?.name)
        .toBe(edited);

    // The row's Remove opens the confirmation with the focus on Cancel; Escape closes it.
    await page.goto('/dad/devices?organization_id=1');
    await search(page, edited);
    const deletes: string[] = [];
    page.on('request', request => {
        if (request.method() === 'DELETE') deletes.push(request.url());
    });
    const remove = page
        .getByRole('row', { name: new RegExp(edited) })
        .getByRole('button', { name: 'Remove' });
    await moveFocusTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    // Enter, Enter: the second Enter presses Cancel.
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    expect(deletes).toEqual([]);
    expect((await api(page, 'GET', `/devices/${device.id}`)).status).toBe(200);
});

test.describe('keyboard focus and names, as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('a sortable column header shows a focus ring', async ({ page }) => {
        await page.goto('/dad/devices?organization_id=1');
        const header = page.getByRole('columnheader', { name: 'Name' });
        const sortButton = header.getByRole('button');
        await expect(sortButton).toBeVisible();
        await moveFocusTo(page, sortButton);
        expect(await outlineOf(sortButton)).toEqual(FOCUS_RING);
        // Enter sorts by it (descending, as it was ascending).
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/order=DESC/);
    });

    test("the wizard's row checkboxes are named after their device", async ({ page }) => {
        // A device of its own (other tests onboard devices named like the seeded ones), made
        // before the wizard opens: the wizard reads the devices once, when it opens.
        await page.goto('/dad/devices?organization_id=1');
        const disabled = await onboardTestDevice(page, unique('Keyboard checkbox'));
        await page.goto('/dad/devices/activation?organization_id=1');
        await expect(page.getByRole('radio', { name: 'Activate by licence' })).toBeChecked();
        await moveFocusTo(page, page.getByRole('button', { name: 'Next' }));
        await page.keyboard.press('Enter');
        // Other tests add disabled devices too: the search brings this one onto the first page.
        await moveFocusTo(page, page.getByRole('searchbox', { name: 'Search' }));
        await page.keyboard.type(disabled.name);
        const checkbox = page.getByRole('checkbox', { name: `Select device ${disabled.name}` });
        await moveFocusTo(page, checkbox);
        await page.keyboard.press('Space');
        await expect(checkbox).toBeChecked();
        await expect(page.getByText('1 device selected')).toBeVisible();
        await expect(page.getByRole('checkbox', { name: 'Select this row' })).toHaveCount(0);
        // Select-all stays react-admin's own.
        await expect(page.getByRole('checkbox', { name: 'Select all' })).toBeVisible();
    });

    test("sets overdue alarms, filters responsibles on duty and acknowledges on an alarm's page", async ({
        page,
    }) => {
        // Settings: the overdue mark by Space, its minutes typed into the next field.
        await page.goto('/settings?organization_id=1');
        const mark = page.getByRole('checkbox', { name: 'Mark alarms as overdue' });
        await moveFocusTo(page, mark);
        await page.keyboard.press('Space');
        await expect(mark).toBeChecked();
        await page.keyboard.press('Tab');
        const minutes = page.getByRole('textbox', { name: 'Overdue after (minutes)' });
        expect(await hasFocus(minutes)).toBe(true);
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type('60');
        await expect(minutes).toHaveValue('60');

        // The responsibles' duty filter: opened, chosen and closed by keys.
        await page.goto('/alarming/responsibles?organization_id=1');
        const duty = page.getByRole('combobox', { name: 'Duty' });
        await moveFocusTo(page, duty);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('option', { name: 'On duty now', exact: true })).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(duty).toHaveText('On duty now');
        await expect(page.locator('[data-on-duty="false"]')).toHaveCount(0);

        // An alarm of its own: its title link opens its page, where Acknowledge is reached by Tab.
        const title = unique('Keyboard alarm');
        const created = await api(page, 'POST', '/alarming/alarms', {
            title,
            description: 'Acknowledged by keyboard',
            type: 'FAILURE',
            organizationId: 1,
            state: 'OPEN',
        });
        expect(created.status).toBe(201);
        await page.goto('/alarming/alarms?organization_id=1');
        const link = page.getByRole('link', { name: title, exact: true });
        await moveFocusTo(page, link);
        expect(await outlineOf(link)).toEqual(FOCUS_RING);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/alarming/alarms/alarm\\?id=${created.body.id}`));
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
        const acknowledge = page.getByRole('button', { name: 'Acknowledge' });
        await moveFocusTo(page, acknowledge);
        await page.keyboard.press('Enter');
        await expect(page.getByText('Acknowledged', { exact: true })).toBeVisible();
        expect((await api(page, 'GET', `/alarming/alarms/${created.body.id}`)).body.state).toBe(
            'ACKNOWLEDGED',
        );
    });

    for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
    ]) {
        test(`Tab reaches the header with the page scrolled down at ${viewport.width} px`, async ({
            page,
        }) => {
            await page.setViewportSize(viewport);
            await page.goto('/dad/devices?organization_id=1');
            const banner = page.getByRole('banner');
            await expect(page.getByRole('row')).not.toHaveCount(1);
            // Down to the last row's Remove, by Tab: the page scrolls with the focus, and the
            // header stays (react-admin hid it while the page scrolled down, and Tab skipped it).
            await moveFocusTo(
                page,
                page.getByRole('button', { name: 'Remove' }).last(),
                'Tab',
                120,
            );
            await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
            await expect(banner).toBeInViewport();
            // On past the page's end, Tab comes round to the header's first control, in view
            // while the page is still scrolled down.
            const firstInHeader = banner.getByRole('button').first();
            await moveFocusTo(page, firstInHeader, 'Tab', 40);
            await expect(firstInHeader).toBeInViewport();
            expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        });
    }
});

test.describe('booking with the keyboard alone', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('books a package from the store without the mouse', async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto('/licences?organization_id=1');
        await expect(
            page.getByRole('heading', { name: 'Licence Management', level: 1 }),
        ).toBeVisible();
        const token = await api(page, 'POST', '/billing/token', {
            username: 'musterstadt',
            password: 'musterstadt',
        });
        expect(token.status).toBe(200);
        await page.evaluate(
            value => sessionStorage.setItem('console.billingToken', value),
            token.body.access_token as string,
        );
        await page.goto('/licences/purchase/services?id=smart-lighting');
        const bookSmall = page.getByRole('button', { name: 'Book Lighting S' });
        await expect(bookSmall).toBeVisible();
        await moveFocusTo(page, bookSmall);
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Book Lighting S' });
        await expect(dialog).toBeVisible();
        expect(await hasFocus(dialog)).toBe(true);

        const quantity = dialog.getByLabel('Quantity');
        await moveFocusTo(page, quantity);
        await page.keyboard.press('Control+A');
        await page.keyboard.type('1');
        await moveFocusTo(
            page,
            dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
        );
        await page.keyboard.press('Space');
        const bookNow = dialog.getByRole('button', { name: 'Book now' });
        await expect(bookNow).toBeEnabled();
        const sent = page.waitForRequest(
            request =>
                request.url().endsWith('/api/billing/subscriptions') && request.method() === 'POST',
        );
        await moveFocusTo(page, bookNow);
        await page.keyboard.press('Enter');
        expect((await sent).postDataJSON()).toMatchObject({ packageId: 501, quantity: 1 });
        await expect(page.getByRole('dialog', { name: 'Thank you for your order!' })).toBeVisible();
    });
});

test.describe('the alerts for new alarms by keyboard', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('Tab reaches both switches, Space turns them on and off; the permission is asked once', async ({
        page,
        context,
    }) => {
        await context.grantPermissions(['notifications']);
        await recordAlerts(page, 'granted');
        await page.goto('/settings');
        const notice = page.getByRole('switch', { name: 'Desktop notification' });
        const sound = page.getByRole('switch', { name: 'Sound' });
        await expect(notice).toBeVisible();
        await moveFocusTo(page, notice);
        expect(await outlineOf(notice.locator('xpath=..'))).toEqual(FOCUS_RING);
        await page.keyboard.press('Space');
        await expect(notice).toBeChecked();
        await page.keyboard.press('Tab');
        expect(await hasFocus(sound)).toBe(true);
        await page.keyboard.press('Space');
        await expect(sound).toBeChecked();
        await page.keyboard.press('Space');
        await expect(sound).not.toBeChecked();
        await page.keyboard.press('Shift+Tab');
        expect(await hasFocus(notice)).toBe(true);
        await page.keyboard.press('Space');
        await expect(notice).not.toBeChecked();
        expect((await alertsOf(page)).asked).toBe(1);
    });
});
