/**
 * Keyboard use (issue 7): the onboarding wizard completed with the keyboard alone, and where the
 * focus goes when a dialog closes (the remove confirmation, the error modal, the data-sharing
 * wizard's Caution dialog).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, unique } from './helpers';
import { clearFaults, injectFault } from './sandbox';
import { storageStateOf } from './users';

/** Whether the element (or something inside it) has the keyboard focus. */
const hasFocus = (target: Locator) =>
    target.evaluate(element => element.contains(document.activeElement));

/** Presses a key (Tab by default) until the target has the focus. */
const moveFocusTo = async (page: Page, target: Locator, key = 'Tab', limit = 60) => {
    for (let presses = 0; presses < limit; presses++) {
        if (await hasFocus(target)) return;
        await page.keyboard.press(key);
    }
    expect(await hasFocus(target), `${key} never reached ${target}`).toBe(true);
};

/** Opens the focused select (MUI combobox) and picks an option with the arrow keys and Enter. */
const pickOption = async (page: Page, combobox: Locator, option: string | RegExp) => {
    await moveFocusTo(page, combobox);
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await moveFocusTo(page, listbox.getByRole('option', { name: option }), 'ArrowDown', 100);
    await page.keyboard.press('Enter');
    await expect(listbox).toHaveCount(0);
    await expect(combobox).toHaveText(option);
};

/** Moves to the wizard's Next button and presses it. */
const pressNext = async (page: Page, nextStep: string) => {
    await moveFocusTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: nextStep })).toBeVisible();
};

test.describe('keyboard only, as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('completes the onboarding wizard without the mouse', async ({ page }) => {
        // Four steps key by key: longer than the default minute on a busy machine.
        test.setTimeout(120_000);
        await page.goto('/dad?organization_id=1');
        const name = unique('Keyboard ChirpStack');
        const created = await api(page, 'POST', '/integrations', {
            name,
            type: 'CHIRPSTACK_V4',
            organizationId: 1,
            details: {
                infoList: {
                    url: 'https://chirpstack.example.com',
                    applicationId: 3,
                    apiToken: 't',
                },
            },
        });
        expect(created.status).toBe(201);
        const provided = await api(page, 'GET', `/devices/unboarded/${created.body.id}`);
        const wanted = (provided.body as { deviceId: string; name: string }[])[1];

        await page.goto('/dad/devices/onboard');
        await expect(
            page.getByRole('heading', { name: 'Onboard devices', level: 1 }),
        ).toBeVisible();

        // Step 1: the integration.
        await pickOption(
            page,
            page.getByRole('combobox', { name: 'Integration' }),
            new RegExp(name),
        );
        await pressNext(page, 'Devices');

        // Step 2: one of the provider's devices, ticked with Space.
        const table = page.getByRole('table', { name: 'New devices of the integration' });
        const row = table.getByRole('row', { name: new RegExp(wanted.deviceId) });
        await expect(row).toBeVisible();
        await moveFocusTo(page, row.getByRole('checkbox'));
        await page.keyboard.press('Space');
        await expect(page.getByText('1 device selected')).toBeVisible();
        await pressNext(page, 'Device type and function');

        // Step 3: the device type is suggested; the function is chosen.
        await expect(page.getByRole('combobox', { name: 'Vendor' })).toHaveText('Schréder');
        await pickOption(page, page.getByRole('combobox', { name: 'Function' }), 'Lighting');
        // Shift+Tab goes back through the step's fields to the Back button and forward again.
        await moveFocusTo(page, page.getByRole('button', { name: 'Back' }), 'Shift+Tab');
        await pressNext(page, 'Service');

        // Step 4: the service, then Onboard.
        await pickOption(
            page,
            page.getByRole('combobox', { name: 'Service' }),
            /Street lights Musterstadt/,
        );
        await moveFocusTo(page, page.getByRole('button', { name: 'Onboard' }));
        await page.keyboard.press('Enter');

        await expect(page).toHaveURL(/\/dad\/devices$/);
        await expect(page.getByText('1 device onboarded')).toBeVisible();
        const devices = (await api(page, 'GET', '/devices')).body as {
            deviceId: string;
            name: string;
            integrationId: number;
            tags: string[];
            mapping: number;
        }[];
        expect(devices.find(device => device.deviceId === wanted.deviceId)).toMatchObject({
            name: wanted.name,
            integrationId: created.body.id,
            tags: ['lighting'],
            mapping: 101,
        });
    });
});

test.describe('focus after dialogs, as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });
    test.afterEach(async ({ request }) => {
        await clearFaults(request);
    });

    test('the remove confirmation gives the focus back to its Remove button', async ({ page }) => {
        await page.goto('/dad/integrations?organization_id=1');
        const remove = page
            .getByRole('row', { name: /Smart Interface/ })
            .getByRole('button', { name: 'Remove' });
        await remove.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(remove).toBeFocused();

        await page.keyboard.press('Enter');
        await dialog.getByRole('button', { name: 'Cancel' }).focus();
        await page.keyboard.press('Enter');
        await expect(dialog).toHaveCount(0);
        await expect(remove).toBeFocused();
    });

    test('the error modal gives the focus back to the control that failed', async ({
        page,
        request,
    }) => {
        await page.goto('/dad/integrations?organization_id=1');
        await expect(page.getByRole('row', { name: /Smart Interface/ })).toBeVisible();
        await injectFault(request, {
            method: 'GET',
            path: '^/api/integrations',
            status: 500,
            body: { message: 'Keyboard test failure' },
            times: 1,
        });
        const refresh = page.getByRole('button', { name: 'Refresh' });
        await refresh.focus();
        await page.keyboard.press('Enter');
        const modal = page.getByRole('alertdialog');
        await expect(modal).toContainText('Keyboard test failure');
        // OK has the focus when the modal opens.
        await expect(modal.getByRole('button', { name: 'OK' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(modal).toHaveCount(0);
        await expect(refresh).toBeFocused();
    });

    test("the data-sharing wizard's Caution dialog gives the focus back to Save", async ({
        page,
    }) => {
        await page.goto('/dad/datasharing/add?organization_id=1');
        await page.getByRole('textbox', { name: 'Name' }).fill(unique('Keyboard sharing'));
        await page.getByRole('combobox', { name: 'Device type' }).click();
        await page.getByRole('option', { name: 'Barani Design MeteoHelix IoT Pro 3.2' }).click();
        await page.getByLabel('Target address').fill('https://example.test/keyboard');
        await page.getByRole('button', { name: 'Next' }).click();
        const save = page.getByRole('button', { name: 'Save' });
        await save.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText('Caution');
        await dialog.getByRole('button', { name: 'Cancel' }).focus();
        await page.keyboard.press('Enter');
        await expect(dialog).toHaveCount(0);
        await expect(save).toBeFocused();
    });
});
