/**
 * The console on a phone (issue 19, item 7): at 390x844 an organization admin onboards a device
 * through the wizard and edits it on its page. Every step of the wizard and the device page fit
 * the width (no sideways scroll), each step's name is shown, the wizard's and the form's buttons
 * lie within the screen, and the device is stored. The alarm list's test-alarm dialog offers
 * both its buttons, named, within the screen.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, choose, next } from './helpers';
import { storageStateOf } from './users';

const PHONE = { width: 390, height: 844 };

test.use({ storageState: storageStateOf('orgadmin'), viewport: PHONE });

/** The page does not scroll sideways (1 px allowed for rounding). */
const expectFitsWidth = async (page: Page, where: string) => {
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${where}: document width`).toBeLessThanOrEqual(clientWidth + 1);
};

/** Shown, and within the screen's width once scrolled to (a button the thumb can reach). */
const expectReachable = async (control: Locator, where: string) => {
    await control.scrollIntoViewIfNeeded();
    await expect(control, where).toBeInViewport();
    const box = await control.boundingBox();
    expect(box, where).not.toBeNull();
    expect(box!.x, `${where}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${where}: right edge`).toBeLessThanOrEqual(PHONE.width);
};

/** The wizard's current step: its name shown in the step bar, the page fits, Next reachable. */
const expectStep = async (page: Page, name: string, button = 'Next') => {
    await expect(page.getByRole('group', { name })).toBeVisible();
    await expect(page.locator('.MuiStepLabel-label.Mui-active')).toHaveText(name);
    await expect(page.locator('.MuiStepLabel-label.Mui-active')).toBeInViewport();
    await expectFitsWidth(page, `step ${name}`);
    await expectReachable(page.getByRole('button', { name: button, exact: true }), name);
    await expectReachable(page.getByRole('button', { name: 'Back', exact: true }), name);
};

test('a device is onboarded and edited on a phone', async ({ page }) => {
    const run = Date.now().toString(36).slice(-6);
    await page.goto('/dad?organization_id=1');
    await expect(page.getByRole('link', { name: 'Devices', exact: true })).toBeVisible();
    const integration = await api(page, 'POST', '/integrations', {
        name: `E2E phone REST ${run}`,
        type: 'REST',
        organizationId: 1,
        details: { infoList: { integrationSecret: 'e2e-secret' } },
    });
    expect(integration.status).toBe(201);

    await page.goto('/dad/devices/onboard');
    await expect(page.getByRole('heading', { name: 'Onboard devices' })).toBeVisible();
    await expectStep(page, 'Integration');
    await choose(page, 'Integration', new RegExp(`E2E phone REST ${run}`));
    await next(page);

    const name = `E2E phone device ${run}`;
    await expectStep(page, 'Devices');
    await page.getByLabel('Name').fill(name);
    const deviceId = await page.getByLabel('Device ID').inputValue();
    await next(page);

    await expectStep(page, 'Device type and function');
    await choose(page, 'Vendor', 'Milesight');
    await choose(page, 'Device type', 'EM300-TH');
    await choose(page, 'Firmware', '1.2');
    await page.getByRole('combobox', { name: 'Function' }).click();
    await page.getByRole('option', { name: 'Environment' }).click();
    await expectFitsWidth(page, 'function list open');
    await page.keyboard.press('Escape');
    await next(page);

    await expectStep(page, 'Service', 'Onboard');
    await page.getByRole('button', { name: 'Onboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dad\/devices$/);
    await expectFitsWidth(page, 'device list');
    const devices = await api(page, 'GET', '/devices');
    const stored = (devices.body as { id: number; name: string; deviceId: string }[]).find(
        device => device.deviceId === deviceId,
    );
    expect(stored?.name).toBe(name);

    // The device page: the form's fields one below the other, its buttons on the screen.
    await page.goto(`/dad/devices/device?id=${stored!.id}`);
    const nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(nameInput).toHaveValue(name);
    await expectFitsWidth(page, 'device page');
    for (const label of ['Name', 'Description', 'Device ID', 'Integration']) {
        await expectReachable(page.getByRole('textbox', { name: label, exact: true }), label);
    }
    await expectReachable(page.getByRole('button', { name: 'Remove', exact: true }), 'Remove');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Seen on a phone');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expectReachable(save, 'Save');
    await save.click();
    await expect(save).toBeDisabled();
    await expectFitsWidth(page, 'device page after saving');
    await expect
        .poll(async () => {
            const saved = await api(page, 'GET', `/devices/${stored!.id}`);
            return (saved.body as { description?: string }).description;
        })
        .toBe('Seen on a phone');
});

test('the test-alarm dialog offers Cancel and Send on a phone', async ({ page }) => {
    await page.goto('/alarming/alarms');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: 'Send test alarm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a test alarm' });
    await expect(dialog).toBeVisible();
    for (const name of ['Cancel', 'Send']) {
        const button = dialog.getByRole('button', { name, exact: true });
        await expect(button).toHaveText(new RegExp(name, 'i'));
        await expectReachable(button, `test alarm: ${name}`);
    }
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
});

test("a window narrowed to a phone's width closes the menu and leaves the page usable", async ({
    page,
}) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/alarming/alarms');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const menuButton = page.getByRole('button', { name: /menu/i }).first();
    const menuEntry = page.getByRole('menuitem', { name: 'Devices and Data' });
    await expect(menuEntry).toBeVisible();
    // The user's own choice stored: closed and opened again with the menu button.
    await menuButton.click();
    await menuButton.click();
    await expect(menuEntry).toBeVisible();

    await page.setViewportSize(PHONE);
    await expect(menuEntry).toBeHidden();
    // Nothing invisible covers the page: its buttons take clicks, screen readers still see it.
    await page.getByRole('button', { name: 'Send test alarm' }).click({ timeout: 5_000 });
    const dialog = page.getByRole('dialog', { name: 'Send a test alarm' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();

    // The menu opens over the page as a drawer and takes the user where they chose.
    await menuButton.click();
    await expect(menuEntry).toBeVisible();
    await menuEntry.click();
    await expect(page).toHaveURL(/\/dad$/);
    await expect(menuEntry).toBeHidden();
    await page.getByRole('link', { name: 'Devices', exact: true }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/dad\/devices/);

    // Wide again, the side menu is as the user left it there (open), not as the phone's drawer
    // closed it; after a reload too.
    const sideMenuWidth = async () => (await page.locator('.RaSidebar-fixed').boundingBox())!.width;
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(sideMenuWidth).toBeGreaterThan(200);
    await page.reload();
    await expect(menuEntry).toBeVisible();
    await expect.poll(sideMenuWidth).toBeGreaterThan(200);
});

test("a menu open while the window crosses a phone's width stays usable from the keyboard", async ({
    page,
}) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/alarming/alarms');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const views = page.getByRole('button', { name: 'Views' });
    await views.click();
    const viewsMenu = page.getByRole('menu');
    await expect(viewsMenu).toBeVisible();

    // The toolbar's menu stays at its button (now an icon), and Escape gives the focus back to it.
    await page.setViewportSize(PHONE);
    // The open menu hides the page from assistive technology meanwhile.
    const viewsHidden = page.getByRole('button', { name: 'Views', includeHidden: true });
    await expect(viewsHidden).toHaveAttribute('aria-expanded', 'true');
    // Below the button and across its middle, not in the page's top-left corner.
    await expect
        .poll(async () => {
            const button = (await viewsHidden.boundingBox())!;
            const menu = (await viewsMenu.boundingBox())!;
            const middle = button.x + button.width / 2;
            return menu.y > button.y && menu.x < middle && menu.x + menu.width > middle;
        })
        .toBe(true);
    await page.keyboard.press('Escape');
    await expect(viewsMenu).toBeHidden();
    await expect(views).toBeFocused();

    // The user menu's button becomes another one there: the menu closes, the focus goes to it.
    const profile = page.getByRole('button', { name: 'Profile' });
    await profile.click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden();
    await expect(page.getByRole('button', { name: /\(Profile\)$/ })).toBeFocused();
});

test("a control the Tab key reaches is not hidden under a form's buttons at the bottom edge", async ({
    page,
}) => {
    await page.goto('/dad/devices/device?id=13');
    // With a change to save, the form's buttons are fixed to the bottom edge.
    await page.getByLabel('Description').fill('Checked on a phone');
    const expert = page.getByLabel('Expert mode');
    await expert.focus();
    await page.keyboard.press('Space');
    const region = page.getByRole('region', { name: 'Diagnosis messages' });
    await expect(region.getByRole('row').nth(1)).toBeVisible();
    await page.keyboard.press('Tab');
    const refresh = region.getByRole('button', { name: 'Refresh messages' });
    await expect(refresh).toBeFocused();
    const toolbar = page.locator('.RaToolbar-mobileToolbar');
    const bar = (await toolbar.boundingBox())!;
    await expect.poll(async () => (await refresh.boundingBox())!.y + 40 <= bar.y).toBe(true);
    // The table's sticky header, scrolled to the buttons' place, stays under them.
    const onTop = await region.evaluate(table => {
        const head = table.querySelector('thead')!.getBoundingClientRect();
        const buttons = document.querySelector('.RaToolbar-mobileToolbar')!.getBoundingClientRect();
        window.scrollBy(0, head.top + head.height / 2 - (buttons.top + buttons.height / 2));
        const x = head.left + head.width / 2;
        const y = buttons.top + buttons.height / 2;
        return document.elementFromPoint(x, y)?.closest('.RaToolbar-mobileToolbar') !== null;
    });
    expect(onTop).toBe(true);
});

test("the end of a device's page shows above the form's buttons at the bottom edge", async ({
    page,
}) => {
    await page.goto('/dad/devices/device?id=13');
    // With a change to save, the form's buttons are fixed to the bottom edge.
    await page.getByLabel('Description').fill('Checked on a phone');
    const toolbar = page.locator('.RaToolbar-mobileToolbar');
    await expect(toolbar).toBeVisible();
    await expect(page.getByRole('img', { name: /^Chart of the readings/ })).toBeVisible();
    const footer = page.getByText(/^Console version/);
    // Scrolled to the end (while the page still grows): the footer lies above the buttons.
    await expect
        .poll(async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            const [text, bar] = [(await footer.boundingBox())!, (await toolbar.boundingBox())!];
            return text.y + text.height <= bar.y;
        })
        .toBe(true);
});

test("the device page's buttons leave its readings chart uncovered until something is changed", async ({
    page,
}) => {
    await page.goto('/dad/devices/device?id=13');
    const chart = page.getByRole('img', { name: /^Chart of the readings/ });
    await expect(chart).toBeVisible();
    /** What shows at the middle of the chart's bottom edge, scrolled to the screen's bottom. */
    const atChartsBottom = () =>
        chart.evaluate(element => {
            element.scrollIntoView({ block: 'end' });
            const box = element.getBoundingClientRect();
            const shown = document.elementFromPoint(box.left + box.width / 2, box.bottom - 4);
            return element.contains(shown) ? 'chart' : (shown?.textContent ?? '').slice(0, 40);
        });
    const save = page.getByRole('button', { name: 'Save' });
    // Nothing changed: the whole chart can be seen, no button bar lies over its lower part; the
    // buttons are at the form's end, above the chart.
    await expect.poll(atChartsBottom).toBe('chart');
    const above = [(await save.boundingBox())!, (await chart.boundingBox())!];
    expect(above[0].y + above[0].height, 'Save above the chart').toBeLessThanOrEqual(above[1].y);
    // A change to save: Save is at the bottom edge, below the chart's top, wherever the page is
    // scrolled.
    await page.getByLabel('Description').fill('Checked on a phone');
    await chart.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    const below = [(await save.boundingBox())!, (await chart.boundingBox())!];
    expect(below[0].y, 'Save at the bottom edge').toBeGreaterThan(below[1].y);
});

test("a notice shows above a list's selection bar at the bottom edge, not over its buttons", async ({
    page,
}) => {
    await page.goto('/alarming/alarms');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: 'Send test alarm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a test alarm' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Phone notice check');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    const notice = page.locator('.MuiSnackbar-root');
    await expect(notice).toBeVisible();
    await page
        .getByRole('checkbox', { name: /^Select alarm/ })
        .first()
        .check();
    const bar = page.locator('[data-test=bulk-actions-toolbar]');
    await expect(bar).toBeVisible();
    await expect
        .poll(async () => {
            const [top, box] = [(await bar.boundingBox())!.y, (await notice.boundingBox())!];
            return box.y + box.height <= top + 1;
        })
        .toBe(true);
});

test("the activation wizards' confirm steps fit the phone; their tables scroll within themselves", async ({
    page,
}) => {
    await page.goto('/dad/devices/activation');
    await expect(page.getByRole('radio', { name: 'Activate by licence' })).toBeChecked();
    await next(page);
    await page.getByRole('button', { name: /^Select all \d+ shown$/ }).click();
    await next(page);
    const summary = page.getByRole('table', { name: 'Summary per function' });
    await expect(summary).toBeVisible();
    await expectFitsWidth(page, 'device activation, confirm step');
    // The table is wider than the phone: its own box scrolls, the page does not.
    const scrolls = await summary.evaluate(table => {
        const box = table.parentElement!;
        return box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX === 'auto';
    });
    expect(scrolls).toBe(true);
    await expectReachable(page.getByRole('link', { name: 'Cancel' }), 'Cancel');

    await page.goto('/organization/services/activation');
    await page.getByRole('radio', { name: /Activate by licence/ }).check();
    await next(page);
    await page.getByRole('radiogroup').getByRole('radio').first().check();
    await next(page);
    await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
    await expectFitsWidth(page, 'service activation, confirm step');
});

test('"Skip to content" shows its label on a phone and takes the focus to the heading', async ({
    page,
}) => {
    await page.goto('/dad/devices');
    const heading = page.getByRole('heading', { level: 1, name: 'Devices' });
    await expect(heading).toBeVisible();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText(/Skip to content/i);
    await expectReachable(skip, 'Skip to content');
    // A button to read and to tap, not an icon's empty circle.
    expect((await skip.boundingBox())!.width).toBeGreaterThan(100);
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
});

test.describe('as a viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test("the alarm list's disabled buttons keep their names on a phone", async ({ page }) => {
        await page.goto('/alarming/alarms');
        await expect(page.locator('tbody tr').first()).toBeVisible();
        await expect(page.getByRole('button', { name: 'Send test alarm' })).toBeDisabled();
        const lamp = page.getByRole('row', { name: /Lamp failure Lindenallee 6/ });
        await expect(lamp.getByRole('button', { name: 'Acknowledge' })).toBeDisabled();
        // Each says why (the wrapper's tooltip, its description).
        await expect(
            page.getByRole('button', { name: 'Send test alarm' }),
        ).toHaveAccessibleDescription(/organization admins/i);
    });
});

test("the device list's selection bar holds all its actions on a phone and a tablet", async ({
    page,
}) => {
    for (const viewport of [PHONE, { width: 768, height: 1024 }]) {
        await page.setViewportSize(viewport);
        await page.goto('/dad/devices');
        await expect(page.locator('tbody tr').first()).toBeVisible();
        await page
            .getByRole('checkbox', { name: /^Select device/ })
            .first()
            .check();
        const bar = page.locator('[data-test=bulk-actions-toolbar]');
        await expect(bar).toContainText('1 device selected');
        await page.evaluate(() => window.scrollTo(0, 0));
        const box = (await bar.boundingBox())!;
        if (viewport === PHONE) {
            // On a phone the bar lies on the bottom edge, over no filter, however far the list
            // is scrolled.
            expect(box.y + box.height, 'phone: bar on the bottom edge').toBeCloseTo(
                PHONE.height,
                0,
            );
            for (const filter of await page.locator('.RaFilterFormInput').all()) {
                const input = (await filter.boundingBox())!;
                expect(input.y + input.height, 'phone: a filter above the bar').toBeLessThan(box.y);
            }
            await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
            expect((await bar.boundingBox())!.y, 'phone: bar still there').toBeCloseTo(box.y, 0);
        } else {
            const head = (await page.locator('thead').boundingBox())!;
            expect(
                box.y + box.height,
                `${viewport.width} px: bar above the table`,
            ).toBeLessThanOrEqual(head.y + 1);
        }
        for (const name of ['Assign service', 'Set tag', 'Enable or disable', 'Remove']) {
            const button = bar.getByRole('button', { name, exact: true });
            const inside = (await button.boundingBox())!;
            const where = `${viewport.width} px: ${name}`;
            expect(inside.y, where).toBeGreaterThanOrEqual(box.y - 1);
            expect(inside.y + inside.height, where).toBeLessThanOrEqual(box.y + box.height + 1);
            expect(inside.x + inside.width, where).toBeLessThanOrEqual(viewport.width);
        }
        // The action the point on the bar's last row hits is the bar's, not the table's.
        await bar.getByRole('button', { name: 'Remove', exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        await expect(page.getByRole('dialog')).toBeHidden();
    }
});

test('the header shows the page title whole or not at all', async ({ page }) => {
    for (const width of [390, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/dad/devices');
        await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
        const title = page.locator('#react-admin-title');
        if (width < 900) {
            await expect(title, `${width} px`).toBeHidden();
            continue;
        }
        await expect(title, `${width} px`).toHaveText('Devices');
        const cut = await title.evaluate(element => element.scrollWidth > element.clientWidth);
        expect(cut, `${width} px: title cut`).toBe(false);
    }
});

test('a title longer than the header ends in an ellipsis and shows whole on hover', async ({
    page,
}) => {
    await page.addInitScript(() => localStorage.setItem('RaStoreconsole.locale', '"de"'));
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/alarming/responsibles/responsible?id=1&organization_id=1');
    const full = 'Verantwortliche Person bearbeiten';
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const title = page.getByRole('banner').locator('#react-admin-title');
    await expect(title).toHaveText(full);
    await expect(title).toHaveAttribute('title', full);
    // Longer than the header's room, on one line that an ellipsis ends: no box inside keeps the
    // text from it (an inline-block was cut in the middle of a word).
    const shown = await title.evaluate(element => ({
        longer: element.scrollWidth > element.clientWidth,
        ellipsis: getComputedStyle(element).textOverflow,
        boxes: [...element.querySelectorAll('*')]
            .map(inner => getComputedStyle(inner).display)
            .filter(display => display !== 'inline'),
    }));
    expect(shown).toEqual({ longer: true, ellipsis: 'ellipsis', boxes: [] });
});

test("the header shows the organization's name whole on a phone, on up to two lines", async ({
    page,
}) => {
    await page.goto('/dad/devices?organization_id=1');
    const selector = page.getByRole('combobox', { name: 'Organization' });
    await expect(selector).toHaveText('Stadtwerke Musterstadt');
    const shown = await selector.locator('span').evaluate(element => ({
        cut:
            element.scrollWidth > element.clientWidth ||
            element.scrollHeight > element.clientHeight,
        lines: Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
    }));
    expect(shown).toEqual({ cut: false, lines: 2 });
    // The name's first line starts below the field's label, not touching it.
    const label = (await page
        .locator('header')
        .getByText('Organization', { exact: true })
        .boundingBox())!;
    const name = (await selector.locator('span').boundingBox())!;
    expect(name.y, 'top of the name below the bottom of the label').toBeGreaterThanOrEqual(
        label.y + label.height,
    );
    // The header's tools stay within the screen beside it.
    for (const name of ['Language: English', 'Theme: Follow the system', 'Refresh']) {
        await expectReachable(page.getByRole('button', { name, exact: true }), name);
    }
    await expectFitsWidth(page, 'header');
});
