/**
 * The fault sweep of the saves of devices, integrations, data sharings, custom alarms and alarms
 * (faultSweep.ts): each save meets the four faults, keeps what was typed and succeeds once on
 * the retry.
 */
import { expect, test } from '@playwright/test';
import {
    SCRIPT_TIMEOUT_MS,
    countOf,
    downlinksOf,
    press,
    saveButton,
    shortTimeout,
    sweepRemove,
    sweepSave,
} from './faultSweep';
import { api, choose, next, unique } from './helpers';
import { clearFaults } from './sandbox';
import { storageStateOf } from './users';

test.describe('faults on device and alarm saves', () => {
    test.afterEach(async ({ request }) => {
        await clearFaults(request);
    });

    test.describe('as organization admin', () => {
        test.use({ storageState: storageStateOf('orgadmin') });

        test('device: onboard wizard, edit', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const name = unique('Faulty weather station');
            await page.goto('/dad/devices/onboard?organization_id=1');
            await choose(page, 'Integration', 'Smart Interface');
            await next(page);
            await page.getByLabel('Name').fill(name);
            await next(page);
            await choose(page, 'Vendor', 'Milesight');
            await choose(page, 'Device type', 'EM300-TH');
            await choose(page, 'Firmware', '1.2');
            await choose(page, 'Function', 'Environment');
            await next(page);
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/devices/onboard$' },
                press(page.getByRole('button', { name: 'Onboard' })),
                () => expect(page.getByRole('button', { name: 'Onboard' })).toBeEnabled(),
            );
            await expect(page).toHaveURL(/\/dad\/devices$/);
            const { body } = await api(page, 'GET', '/devices');
            const devices = (body as { id: number; name: string }[]).filter(
                device => device.name === name,
            );
            expect(devices).toHaveLength(1);

            await page.goto(`/dad/devices/device?id=${devices[0].id}&organization_id=1`);
            const nameInput = page.getByLabel('Name', { exact: false }).first();
            await expect(nameInput).toHaveValue(name);
            const renamed = `${name} renamed`;
            await nameInput.fill(renamed);
            const interval = page.getByLabel('Update interval (seconds)');
            await interval.fill('120');
            await sweepSave(
                page,
                request,
                { method: 'PATCH', path: '^/api/devices/\\d+$' },
                press(saveButton(page), undefined, nameInput),
                async () => {
                    await expect(nameInput).toHaveValue(renamed);
                    await expect(interval).toHaveValue('120');
                },
            );
            await expect(page).toHaveURL(/\/dad\/devices$/);
            expect(await countOf(page, '/devices', renamed)).toBe(1);

            // The list shows 25 devices a page: search for this one.
            await page.getByLabel('Search').fill(renamed);
            await expect(page).toHaveURL(/filter=/);
            await expect(page.getByText('1-1 of 1')).toBeVisible();
            await sweepRemove(page, request, '^/api/devices/\\d+$', renamed, { path: '/devices' });
        });

        test('devices: CSV registration, activation wizard', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const name = unique('Faulty CSV sensor');
            const deviceId = `faults-${Date.now().toString(36)}`;
            await page.goto('/dad/devices/register?organization_id=1');
            await choose(page, 'Integration', 'Smart Interface');
            await next(page);
            await page.getByLabel('Choose CSV file').setInputFiles({
                name: 'faulty.csv',
                mimeType: 'text/csv',
                buffer: Buffer.from(
                    `name,deviceId,vendor,deviceType,firmware\n${name},${deviceId},Milesight,EM300-TH,1.2\n`,
                ),
            });
            const ready = page.getByText('1 device is ready to register.');
            await expect(ready).toBeVisible();
            const register = page.getByRole('button', { name: 'Register' });
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/integrations/3/register\\?overwrite=false$' },
                press(register),
                async () => {
                    await expect(page.getByText('faulty.csv')).toBeVisible();
                    await expect(ready).toBeVisible();
                    await expect(
                        page.getByRole('table', { name: 'Rows of the file' }).getByRole('row', {
                            name: new RegExp(deviceId),
                        }),
                    ).toHaveCount(1);
                    await expect(register).toBeEnabled();
                },
            );
            await expect(page).toHaveURL(/\/dad\/devices$/);
            await expect(page.getByText('1 device registered')).toBeVisible();
            const { body } = await api(page, 'GET', '/devices');
            const registered = (
                body as { id: number; deviceId: string; isEnabled: boolean }[]
            ).filter(device => device.deviceId === deviceId);
            expect(registered).toHaveLength(1);
            expect(registered[0].isEnabled).toBe(false);

            // Without a tag the device needs no licence: activated by licence.
            await page.goto('/dad/devices/activation?organization_id=1');
            await expect(page.getByRole('radio', { name: 'Activate by licence' })).toBeChecked();
            await next(page);
            await page.getByLabel('Search').fill(name);
            await page
                .getByRole('row', { name: new RegExp(name) })
                .getByRole('checkbox')
                .check();
            await next(page);
            const summary = page.getByText('1 device will be activated by licence.');
            const activate = page.getByRole('button', { name: 'Activate' });
            await sweepSave(
                page,
                request,
                { method: 'PUT', path: '^/api/devices/activation/BY_LICENCE$' },
                press(activate),
                async () => {
                    await expect(summary).toBeVisible();
                    await expect(activate).toBeEnabled();
                },
            );
            await expect(page).toHaveURL(/\/dad\/devices$/);
            const { body: after } = await api(page, 'GET', `/devices/${registered[0].id}`);
            expect(after.isEnabled).toBe(true);
        });

        test('device: a defined command and a custom message', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const streetlight = 1; // ChirpStack (LoRaWAN), Schréder Owlet IoT 3.0, enabled
            const before = (await downlinksOf(page, streetlight)).length;
            await page.goto(`/dad/devices/device?id=${streetlight}&organization_id=1`);
            await expect(page.getByLabel('Device ID')).not.toHaveValue('');
            await page.getByLabel('Expert mode').check();

            const commands = page.getByRole('region', { name: 'Defined commands' });
            const command = commands.getByRole('combobox', { name: 'Command' });
            await command.click();
            await page.getByRole('option', { name: 'dim' }).click();
            const level = commands.getByLabel('level');
            await level.fill('37');
            await sweepSave(
                page,
                request,
                { method: 'POST', path: `^/api/devices/${streetlight}/command$` },
                press(commands.getByRole('button', { name: 'Send' })),
                async () => {
                    await expect(command).toHaveText('dim');
                    await expect(level).toHaveValue('37');
                },
            );
            await expect(page.getByText('Command sent')).toBeVisible();

            const message = page.getByRole('region', { name: 'Custom message' });
            const fPort = message.getByLabel('fPort');
            const payload = message.getByLabel('Payload (hex)');
            const hex = Date.now().toString(16).toUpperCase().padStart(12, '0');
            await fPort.fill('9');
            await payload.fill(hex);
            await sweepSave(
                page,
                request,
                { method: 'POST', path: `^/api/devices/${streetlight}/send$` },
                press(message.getByRole('button', { name: 'Send' })),
                async () => {
                    await expect(fPort).toHaveValue('9');
                    await expect(payload).toHaveValue(hex);
                },
            );
            const queued = await downlinksOf(page, streetlight);
            expect(queued.slice(0, queued.length - before)).toEqual([
                expect.objectContaining({ kind: 'SEND', payload: { fPort: 9, hexPayload: hex } }),
                expect.objectContaining({
                    kind: 'COMMAND',
                    payload: { intent: 'dim', params: { level: 37 } },
                }),
            ]);
        });

        test('integration: add wizard, edit', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const name = unique('Faulty LNS');
            await page.goto('/dad/integrations/add?organization_id=1');
            await page.getByRole('textbox', { name: 'Name' }).fill(name);
            await next(page);
            await choose(page, 'Type', 'ChirpStack v4');
            const url = page.getByLabel(/^URL/);
            await url.fill('https://chirpstack.example.com');
            await page.getByLabel(/^Application ID/).fill('12');
            await page.getByLabel(/^API key/).fill('cs-token');
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/integrations$' },
                press(saveButton(page)),
                () => expect(url).toHaveValue('https://chirpstack.example.com'),
            );
            await expect(page).toHaveURL(/\/dad\/integrations$/);
            expect(await countOf(page, '/integrations', name)).toBe(1);

            await page.getByRole('row').filter({ hasText: name }).getByText(name).click();
            const nameInput = page.getByRole('textbox', { name: 'Name' });
            const renamed = `${name} 2`;
            await nameInput.fill(renamed);
            await sweepSave(
                page,
                request,
                { method: 'PATCH', path: '^/api/integrations/\\d+$' },
                press(saveButton(page), undefined, nameInput),
                () => expect(nameInput).toHaveValue(renamed),
            );
            await expect(page).toHaveURL(/\/dad\/integrations$/);
            expect(await countOf(page, '/integrations', renamed)).toBe(1);

            await sweepRemove(page, request, '^/api/integrations/\\d+$', renamed, {
                path: '/integrations',
            });
        });

        test('data sharing: add wizard (with the Caution confirmation), edit', async ({
            page,
            request,
        }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const name = unique('Faulty sharing');
            await page.goto('/dad/datasharing/add?organization_id=1');
            const nameInput = page.getByRole('textbox', { name: 'Name', exact: true });
            await nameInput.fill(name);
            await choose(page, 'Protocol', 'MQTT');
            await choose(page, 'Device type', 'Bürkert Valve 8654 1.4');
            await page.getByLabel('Target address').fill('mqtt://broker.example.test:1883');
            await page.getByLabel('User name').fill('faulty-bridge');
            await page.getByLabel('Password', { exact: true }).fill('secret');
            await page.getByLabel('Topic').fill('faulty/valves');
            await next(page);
            const script = page.locator('.monaco-editor .view-lines').first();
            await expect(script).toContainText('return message;');
            // Save asks "Caution" (the script has not passed a trial run); Confirm writes.
            const saveConfirmed = press(
                page.getByRole('dialog').getByRole('button', { name: 'Confirm' }),
                () => saveButton(page).click(),
            );
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/sharing$' },
                saveConfirmed,
                () => expect(script).toContainText('return message;'),
            );
            await expect(page).toHaveURL(/\/dad\/datasharing$/);
            expect(await countOf(page, '/sharing', name)).toBe(1);

            // The edit page shows the list's copy of the record at once and then the one it reads:
            // typing before that read has arrived would be reset by it.
            const read = page.waitForResponse(
                response =>
                    response.request().method() === 'GET' &&
                    /\/api\/sharing\/\d+$/.test(new URL(response.url()).pathname),
            );
            await page
                .getByRole('row')
                .filter({ hasText: name })
                .getByRole('cell', { name })
                .click();
            await read;
            await expect(nameInput).toHaveValue(name);
            const renamed = `${name} renamed`;
            await nameInput.fill(renamed);
            await expect(nameInput).toHaveValue(renamed);
            await sweepSave(
                page,
                request,
                { method: 'PATCH', path: '^/api/sharing$' },
                // The stored script counts as passed: no "Caution" on this save.
                press(saveButton(page), undefined, nameInput),
                () => expect(nameInput).toHaveValue(renamed),
            );
            await expect(page).toHaveURL(/\/dad\/datasharing$/);
            expect(await countOf(page, '/sharing', renamed)).toBe(1);

            await sweepRemove(page, request, '^/api/sharing/\\d+$', renamed, { path: '/sharing' });
        });

        test('custom alarm: add wizard (after a test run), edit', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page, SCRIPT_TIMEOUT_MS);
            const title = unique('Faulty too hot');
            await page.goto('/alarming/custom-alarms/add?organization_id=1');
            await page.getByRole('searchbox', { name: 'Search' }).fill('Marktplatz');
            await page.getByRole('radio', { name: 'Select Weather station Marktplatz' }).check();
            await next(page);
            const titleInput = page.getByRole('textbox', { name: 'Title' });
            await titleInput.fill(title);
            await page.getByRole('textbox', { name: 'Description' }).fill('From the fault sweep');
            await page.getByRole('button', { name: 'Test run' }).click();
            const create = page.getByRole('button', { name: 'Create' });
            await expect(create).toBeEnabled();
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/alarming/custom-alarms$' },
                press(create),
                async () => {
                    await expect(titleInput).toHaveValue(title);
                    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
                        'From the fault sweep',
                    );
                },
            );
            await expect(page).toHaveURL(/\/alarming\/custom-alarms$/);
            expect(await countOf(page, '/alarming/custom-alarms', title, 'title')).toBe(1);

            await page
                .getByRole('row')
                .filter({ hasText: title })
                .getByRole('cell', { name: title })
                .click();
            const renamed = `${title} renamed`;
            await titleInput.fill(renamed);
            await sweepSave(
                page,
                request,
                { method: 'PATCH', path: '^/api/alarming/custom-alarms/\\d+$' },
                press(saveButton(page), undefined, titleInput),
                () => expect(titleInput).toHaveValue(renamed),
            );
            await expect(page).toHaveURL(/\/alarming\/custom-alarms$/);
            expect(await countOf(page, '/alarming/custom-alarms', renamed, 'title')).toBe(1);

            await sweepRemove(page, request, '^/api/alarming/custom-alarms/\\d+$', renamed, {
                path: '/alarming/custom-alarms',
                key: 'title',
            });
        });

        test('alarms: test alarm, acknowledge, remove selection', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const title = unique('Faulty test alarm');
            await page.goto('/alarming/alarms?organization_id=1');
            await page.getByRole('button', { name: 'Send test alarm' }).click();
            const dialog = page.getByRole('dialog', { name: 'Send a test alarm' });
            const titleInput = dialog.getByRole('textbox', { name: 'Title' });
            await titleInput.fill(title);
            await dialog.getByRole('textbox', { name: 'Description' }).fill('Fault sweep');
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/alarming/alarms$' },
                press(dialog.getByRole('button', { name: 'Send' }), undefined, titleInput),
                async () => {
                    await expect(titleInput).toHaveValue(title);
                    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
                        'Fault sweep',
                    );
                },
            );
            await expect(dialog).toBeHidden();
            expect(await countOf(page, '/alarming/alarms', title, 'title')).toBe(1);

            const row = page.getByRole('row').filter({ hasText: title });
            await expect(row).toContainText('Active');
            await sweepSave(
                page,
                request,
                { method: 'PATCH', path: '^/api/alarming/alarms/\\d+$' },
                press(row.getByRole('button', { name: 'Acknowledge' })),
                () => expect(row).toContainText('Active'),
            );
            await expect(row).toContainText('Acknowledged');

            await row.getByRole('checkbox').check();
            await sweepSave(
                page,
                request,
                { method: 'DELETE', path: '^/api/alarming/alarms/bulk$' },
                press(
                    page.getByRole('dialog').getByRole('button', { name: 'Confirm' }),
                    async () => {
                        // A failed removal closes the confirmation (it may still be fading out).
                        await expect(page.getByRole('dialog')).toHaveCount(0);
                        await page.getByRole('button', { name: 'Remove selection' }).click();
                    },
                ),
                () => expect(row.getByRole('checkbox')).toBeChecked(),
            );
            await expect(row).toHaveCount(0);
            expect(await countOf(page, '/alarming/alarms', title, 'title')).toBe(0);
        });
    });
});
