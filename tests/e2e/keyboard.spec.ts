/**
 * Keyboard use (issue 7): the onboarding wizard completed with the keyboard alone, and where the
 * focus goes when a dialog closes (the remove confirmation, the error modal, the data-sharing
 * wizard's Caution dialog). Issue 18: where the focus goes after a page change (organization,
 * tile, save, language) and in a wizard whose focused button is disabled, the document's title
 * and language, and code editors that let Tab and Escape leave. Issue 42: "Download the rows to
 * fix" reached with Tab and pressed with Enter, in the registration preview and a bulk result.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { api, choose, onboardTestDevice, selectOrganization, tabTitle, unique } from './helpers';
import { clearFaults, injectFault } from './sandbox';
import { hasFocus, moveFocusTo } from './keyboardKeys';
import { storageStateOf } from './users';

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

/** The data-sharing wizard's first step filled, and its code step open. */
const toSharingCode = async (page: Page, name: string) => {
    await page.goto('/dad/datasharing/add?organization_id=1');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('combobox', { name: 'Device type' }).click();
    await page.getByRole('option', { name: 'Barani Design MeteoHelix IoT Pro 3.2' }).click();
    await page.getByLabel('Target address').fill('https://example.test/keyboard');
    await page.getByRole('button', { name: 'Next' }).click();
};

/** Moves to the wizard's Next button and presses it. */
const pressNext = async (page: Page, nextStep: string) => {
    await moveFocusTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: nextStep })).toBeVisible();
};

// With the console's transitions: a key pressed while a dialog or a page is still appearing,
// as most users meet it (the rest of the suite runs with reduced motion).
test.use({ reducedMotion: 'no-preference' });

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

/** The addresses of the POSTs to the API the page sends from now on (a create, a submit). */
const postsToTheApi = (page: Page) => {
    const sent: string[] = [];
    page.on('request', request => {
        if (request.method() === 'POST' && request.url().includes('/api/')) {
            sent.push(request.url());
        }
    });
    return sent;
};

test.describe('Enter in a wizard, as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('a hurried Enter on the step it opened does nothing: the responsible is not saved without a plan', async ({
        page,
    }) => {
        const sent = postsToTheApi(page);
        await page.goto('/alarming/responsibles/add?organization_id=1');
        await page.getByRole('textbox', { name: 'Name' }).fill(unique('Hurried'));
        const email = page.getByRole('textbox', { name: 'Email' });
        await email.fill('hurried@musterstadt.example');
        await email.focus();
        // Three quick presses: the first goes on, and the step's first control has the focus;
        // the others do nothing there.
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
        const organization = page.getByRole('switch', { name: 'Stadtwerke Musterstadt' });
        await expect(organization).toBeFocused();
        await expect(organization).not.toBeChecked();
        await page.waitForTimeout(1000);
        expect(sent).toEqual([]);
        await expect(page).toHaveURL(/\/alarming\/responsibles\/add/);
    });

    // Their first steps hold a single text field, from which the browser submits the form.
    for (const { path, next } of [
        { path: '/dad/deviceGroups/add', next: 'Device type' },
        { path: '/organization/services/add', next: 'Service type' },
    ]) {
        test(`Enter in ${path}'s name goes to the next step and sends nothing`, async ({
            page,
        }) => {
            const sent = postsToTheApi(page);
            await page.goto(`${path}?organization_id=1`);
            const step = page.getByRole('group', { name: 'Name' });
            await expect(step).toBeVisible();
            // Nothing typed: Enter checks the field like Next, and stays.
            await step.getByRole('textbox', { name: 'Name' }).focus();
            await page.keyboard.press('Enter');
            await expect(step.getByText('Required')).toBeVisible();
            // Spaces only are no name either (the API trims them away).
            await page.keyboard.type('   ');
            await page.keyboard.press('Enter');
            await expect(step.getByText('Required')).toBeVisible();
            await expect(step).toBeVisible();
            await page.keyboard.press('ControlOrMeta+A');
            await page.keyboard.type(unique('Enter'));
            await page.keyboard.press('Enter');
            await expect(page.locator('[data-wizard-step]:not([hidden])')).toHaveAccessibleName(
                next,
            );
            expect(sent).toEqual([]);
            await expect(page.getByRole('dialog')).toHaveCount(0);
        });
    }
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

    test('after a failed save the error modal gives the focus back to Save', async ({
        page,
        request,
    }) => {
        await page.goto('/dad/integrations?organization_id=1');
        await page.getByRole('link', { name: 'Smart Interface', exact: true }).click();
        const name = page.getByRole('textbox', { name: 'Name' });
        await expect(name).toHaveValue('Smart Interface');
        await name.fill('Smart Interface (not saved)');
        await injectFault(request, {
            method: 'PATCH',
            path: '^/api/integrations/\\d+$',
            status: 500,
            body: { message: 'Keyboard save failure' },
            times: 1,
        });
        const save = page.getByRole('button', { name: 'Save' });
        await moveFocusTo(page, save);
        await page.keyboard.press('Enter');
        const modal = page.getByRole('alertdialog');
        await expect(modal).toContainText('Keyboard save failure');
        await page.keyboard.press('Enter');
        await expect(modal).toHaveCount(0);
        await expect(save).toBeFocused();
        await expect(name).toHaveValue('Smart Interface (not saved)');
    });

    test("the data-sharing wizard's Caution dialog gives the focus back to Save", async ({
        page,
    }) => {
        await toSharingCode(page, unique('Keyboard sharing'));
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

    test("the data-sharing wizard's trial execution keeps the focus", async ({ page }) => {
        await toSharingCode(page, unique('Keyboard trial'));
        const run = page.getByRole('button', { name: 'Trial execution' });
        await run.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: 'trial' })).toHaveText(
            'The script has passed the trial execution',
        );
        // Not moved into the script, where a second Enter would have typed a line break.
        await expect(run).toBeFocused();
    });
});

/** The page's h1, which must hold the focus. */
const pageHeading = (page: Page, name: string) =>
    page.locator('#main-content').getByRole('heading', { name, level: 1, exact: true });

test.describe('focus after a page change, as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('Enter on a tile moves the focus to the new page’s heading', async ({ page }) => {
        await page.goto('/dad?organization_id=1');
        const tile = page.getByRole('link', { name: 'Devices', exact: true });
        await tile.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/dad\/devices$/);
        await expect(pageHeading(page, 'Devices')).toBeFocused();
        await expect(page).toHaveTitle(tabTitle('Devices'));
        // A change of the query (the list's search in the address) leaves the focus in the field.
        const search = page.getByRole('textbox', { name: 'Search' });
        await search.focus();
        await page.keyboard.type('Climate');
        await expect(page).toHaveURL(/filter=/);
        await expect(search).toBeFocused();
    });

    test('"Skip to content" moves the focus to the page’s heading', async ({ page }) => {
        await page.goto('/dad/devices?organization_id=1');
        await expect(pageHeading(page, 'Devices')).toBeVisible();
        await page.locator('body').focus();
        await page.keyboard.press('Tab');
        const skip = page.getByRole('button', { name: 'Skip to content' });
        await expect(skip).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(pageHeading(page, 'Devices')).toBeFocused();
        // And on from there: the next Tab goes into the page, not back to the header.
        await page.keyboard.press('Tab');
        expect(
            await page
                .locator('#main-content')
                .evaluate(main => main.contains(document.activeElement)),
        ).toBe(true);
    });

    test('a save that returns to the list moves the focus to the list’s heading', async ({
        page,
    }) => {
        await page.goto('/dad?organization_id=1');
        const name = unique('Focus device');
        const { id } = await onboardTestDevice(page, name);
        await page.goto(`/dad/devices/device?id=${id}`);
        // The device page's h1 is the device's name.
        await expect(pageHeading(page, name)).toBeVisible();
        await page.getByRole('textbox', { name: 'Name' }).fill(unique('Focus device saved'));
        const save = page.getByRole('button', { name: 'Save' });
        await moveFocusTo(page, save);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/dad\/devices$/);
        await expect(pageHeading(page, 'Devices')).toBeFocused();
    });

    test('a language change moves the focus to the heading; title and lang follow', async ({
        page,
    }) => {
        await page.goto('/settings');
        await expect(page).toHaveTitle(tabTitle('Settings'));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        await page.getByRole('radio', { name: 'English' }).focus();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
        await expect(pageHeading(page, 'Einstellungen')).toBeFocused();
        await expect(page).toHaveTitle(tabTitle('Einstellungen', 'IoT-Konsole'));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
        // <html lang> from the start, before the console has rendered.
        await page.reload();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
        await expect(page).toHaveTitle(tabTitle('Einstellungen', 'IoT-Konsole'));

        // The header's language menu, by keyboard: named for what it is and the language in
        // force, its items radios in their own language; back to English.
        const menu = page.getByRole('button', { name: 'Sprache: Deutsch', exact: true });
        await moveFocusTo(page, menu);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menu', { name: 'Sprache' })).toBeVisible();
        await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute(
            'aria-checked',
            'true',
        );
        const english = page.getByRole('menuitemradio', { name: 'English' });
        await expect(english).toHaveAttribute('aria-checked', 'false');
        await expect(english.locator('[lang="en"]')).toHaveText('English');
        await moveFocusTo(page, english, 'ArrowDown');
        await page.keyboard.press('Enter');
        await expect(pageHeading(page, 'Settings')).toBeFocused();
        await expect(page).toHaveTitle(tabTitle('Settings'));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        await expect(
            page.getByRole('button', { name: 'Language: English', exact: true }),
        ).toBeVisible();
    });

    test('Next on a step with an empty required field gives that field the focus', async ({
        page,
    }) => {
        // A text field: the name of a new device group.
        await page.goto('/dad/deviceGroups/add?organization_id=1');
        const name = page.getByRole('textbox', { name: 'Name' });
        await expect(name).toBeVisible();
        await moveFocusTo(page, page.getByRole('button', { name: 'Next' }));
        await page.keyboard.press('Enter');
        await expect(page.getByRole('group', { name: 'Name' }).getByText('Required')).toBeVisible();
        await expect(name).toBeFocused();
        // A select: the onboarding's integration.
        await page.goto('/dad/devices/onboard?organization_id=1');
        const integration = page.getByRole('combobox', { name: 'Integration' });
        await expect(integration).toBeVisible();
        await moveFocusTo(page, page.getByRole('button', { name: 'Next' }));
        await page.keyboard.press('Enter');
        await expect(page.getByText('Required')).toBeVisible();
        await expect(integration).toBeFocused();
    });

    test('the onboarding wizard keeps the focus off the body when Next is disabled', async ({
        page,
    }) => {
        await page.goto('/dad/devices/onboard?organization_id=1');
        await pickOption(
            page,
            page.getByRole('combobox', { name: 'Integration' }),
            /^Element Stadtwerke/,
        );
        await pressNext(page, 'Devices');
        // No device chosen yet: Next is disabled, and the focus went into the new step.
        await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
        const step = page.getByRole('group', { name: 'Devices' });
        expect(await hasFocus(step)).toBe(true);
        // Back to the first step: Back is disabled there, the focus goes to its field.
        await moveFocusTo(page, page.getByRole('button', { name: 'Back' }));
        await page.keyboard.press('Enter');
        await expect(page.getByRole('combobox', { name: 'Integration' })).toBeFocused();
    });
});

test.describe('focus after choosing an organization, as system admin', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('the focus goes to the heading of the organization’s home', async ({ page }) => {
        await page.goto('/?organization_id=1');
        await expect(pageHeading(page, 'Services')).toBeVisible();
        await selectOrganization(page, 'Comune di Lago Verde');
        await expect(pageHeading(page, 'Services')).toBeFocused();
        await expect(page).toHaveTitle(tabTitle('Services'));
    });
});

test.describe('code editors let the keyboard go, as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('Tab and Escape leave the custom alarm’s script; Ctrl+M indents', async ({ page }) => {
        await page.goto('/alarming/custom-alarms?organization_id=1');
        const created = await api(page, 'POST', '/alarming/custom-alarms', {
            title: unique('Focus alarm'),
            description: 'Tab and Escape',
            alarmType: 'WARNING',
            monitorId: 5,
            organizationId: 1,
            code: 'message.data.temperature > 100;',
            testData: 'const message = { data: { temperature: 1 } };',
        });
        expect(created.status).toBe(201);
        const id = (created.body as { id: number }).id;
        await page.goto(`/alarming/custom-alarms/external-alarm?id=${id}`);
        const script = page.getByRole('textbox', { name: 'Script', exact: true });
        const frame = page.locator('.monaco-editor').filter({ has: script });
        const lines = frame.locator('.view-lines');
        await expect(lines).toContainText('temperature > 100');

        // The hint under each editor names the toggle, and is the editor's description.
        const hint =
            'Tab moves to the next field and Escape leaves the editor. Press Ctrl+M to indent with Tab.';
        await expect(page.getByText(hint)).toHaveCount(2);
        await expect(script).toHaveAccessibleDescription(hint);

        // Tab leaves, without a tab in the script.
        await lines.click();
        await page.keyboard.press('ControlOrMeta+End');
        await page.keyboard.insertText(' // by keyboard');
        await page.keyboard.press('Tab');
        expect(await hasFocus(frame)).toBe(false);
        await expect(lines).toContainText('> 100; // by keyboard');

        // Escape leaves too. While the editor has the focus, the console's ring surrounds it.
        await lines.click();
        expect(await hasFocus(frame)).toBe(true);
        const ring = () =>
            frame.evaluate(
                editor => getComputedStyle(editor.closest('.MuiBox-root')!).outlineStyle,
            );
        expect(await ring()).toBe('solid');
        await page.keyboard.press('Escape');
        expect(await ring()).toBe('none');
        expect(await hasFocus(frame)).toBe(false);

        // Ctrl+M: in this editor Tab indents, and its hint says so; Ctrl+M again, and Tab
        // leaves again.
        await lines.click();
        await page.keyboard.press('ControlOrMeta+End');
        await page.keyboard.press('Control+M');
        const typing =
            'Tab indents; Escape leaves the editor. Press Ctrl+M to let Tab move to the next field again.';
        await expect(script).toHaveAccessibleDescription(typing);
        await expect(page.getByText(typing)).toHaveCount(1);
        await page.keyboard.press('Tab');
        expect(await hasFocus(frame)).toBe(true);
        await page.keyboard.press('Control+M');
        await expect(page.getByText(hint)).toHaveCount(2);
        await page.keyboard.press('Escape');
        expect(await hasFocus(frame)).toBe(false);

        // What is saved, after a test run (an edited script must pass one): the typed comment
        // and the one Tab pressed while Tab indented, which Monaco types as spaces up to the next
        // tab stop (column 49 of 4-column stops: two spaces; a second tab would add four).
        await moveFocusTo(page, page.getByRole('button', { name: 'Test run' }));
        await page.keyboard.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: 'test run' })).toHaveText(
            'The script has passed the test run',
        );
        const save = page.getByRole('button', { name: 'Save' });
        await moveFocusTo(page, save);
        const patch = page.waitForRequest(
            request => request.method() === 'PATCH' && request.url().includes(`/${id}`),
        );
        await page.keyboard.press('Enter');
        expect((await patch).postDataJSON()).toEqual({
            code: 'message.data.temperature > 100; // by keyboard  ',
        });
    });
});

/** A downloaded CSV's lines (the BOM and the last line end off). */
const csvLines = async (download: Download) =>
    readFileSync(await download.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .replace(/\r\n$/, '')
        .split('\r\n');

test.describe('the rows to fix by keyboard, as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('the registration preview’s download is reached with Tab and pressed with Enter', async ({
        page,
    }) => {
        await page.goto('/dad/devices/register?organization_id=1');
        await choose(page, 'Integration', /Smart Interface/);
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await page.getByLabel('Choose CSV file').setInputFiles({
            name: 'keys.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from('name,deviceId,vendor,deviceType,firmware\nLamp,,Telraam,S2,1.1\n'),
        });
        await expect(page.getByText('1 row has problems.')).toBeVisible();
        const button = page.getByRole('button', { name: 'Download the rows to fix' });
        // Its hint describes it to screen readers.
        await expect(button).toHaveAccessibleDescription(/the reason column is not read/);
        await page.getByLabel('Choose CSV file').focus();
        await moveFocusTo(page, button, 'Tab', 10);
        const downloading = page.waitForEvent('download');
        await page.keyboard.press('Enter');
        expect(await csvLines(await downloading)).toEqual([
            'name,deviceId,vendor,deviceType,firmware,Reason',
            'Lamp,,Telraam,S2,1.1,Line 2: deviceId is required',
        ]);
    });

    test('the bulk result’s download is reached with Tab and pressed with Enter', async ({
        page,
    }) => {
        await page.goto('/dad/devices?organization_id=1');
        // The console refuses the tag for a REST integration itself: nothing is written.
        await page.getByRole('textbox', { name: 'Search' }).fill('Traffic counter Ringstraße');
        await expect(page.locator('tbody tr')).toHaveCount(1);
        await page.getByRole('checkbox', { name: 'Select all' }).check();
        await page
            .locator('[data-test=bulk-actions-toolbar]')
            .getByRole('button', { name: 'Set tag' })
            .click();
        await choose(page, 'Tag', 'Lighting');
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Set tag' }).click();
        const button = dialog.getByRole('button', { name: 'Download the rows to fix' });
        await expect(button).toBeVisible({ timeout: 60_000 });
        await dialog.getByRole('button', { name: 'Close' }).focus();
        await moveFocusTo(page, button, 'Tab', 3);
        const downloading = page.waitForEvent('download');
        await page.keyboard.press('Enter');
        const lines = await csvLines(await downloading);
        expect(lines[0]).toBe(
            'Name,Device ID,Type,Integration,Service,Tag,Location,Last seen,Health,Activation,Reason',
        );
        expect(lines[1]).toMatch(
            /^Traffic counter Ringstraße,TC-RINGSTRASSE-01,.*,The integration Smart Interface does not allow the tag Lighting\.$/,
        );
        // The focus stays in the dialog.
        await expect(button).toBeFocused();
    });
});
