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
});
