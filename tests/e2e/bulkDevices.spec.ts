/**
 * Bulk work on selected devices (issue 19, item 3): as organization admin on devices of its own
 * (unique names), assign a service and read the stored records back, set a tag with a refusal
 * per device (the integration's tags, the licences), remove with one failure and retry it,
 * cancel a run of many devices half way, select all matching a filter, carry a selection into
 * the activation wizard; a viewer sees the bulk actions disabled with the reason (in German).
 */
import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './users';
import { api, choose, next, onboardTestDevice, unique } from './helpers';
import { injectFault } from './sandbox';

type Made = { id: number; name: string };

/** Onboards `count` devices named "<prefix> 00", "<prefix> 01", ... (REST, service 103). */
const makeDevices = async (page: Page, prefix: string, count: number): Promise<Made[]> => {
    const made: Made[] = [];
    for (let index = 0; index < count; index += 1) {
        made.push(await onboardTestDevice(page, `${prefix} ${String(index).padStart(2, '0')}`));
    }
    return made;
};

const deviceOf = async (page: Page, id: number) => api(page, 'GET', `/devices/${id}`);

/** The device list filtered by a search text, with `rows` rows shown. */
const openList = async (page: Page, search: string, rows: number) => {
    await page.goto('/dad/devices?organization_id=1');
    await page.getByRole('textbox', { name: 'Search' }).fill(search);
    await expect(page.locator('tbody tr')).toHaveCount(rows);
};

const toolbar = (page: Page) => page.locator('[data-test=bulk-actions-toolbar]');

/** A service of organization 1 other than the one the test devices start with (103). */
const otherService = async (page: Page) => {
    const services = (await api(page, 'GET', '/services')).body as { id: number; name: string }[];
    const service = services.find(one => one.id !== 103);
    expect(service).toBeDefined();
    return service as { id: number; name: string };
};

const finished = (page: Page, heading = 'Finished') =>
    expect(page.getByRole('dialog').getByRole('heading', { name: heading })).toBeVisible({
        timeout: 60_000,
    });

test.describe('bulk actions as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('assigns a service to the selected devices, then removes them with one failure and a retry', async ({
        page,
    }) => {
        test.setTimeout(120_000);
        await page.goto('/dad/devices?organization_id=1');
        const prefix = unique('Bulk assign');
        const devices = await makeDevices(page, prefix, 3);
        const service = await otherService(page);
        await openList(page, prefix, 3);

        await page.getByRole('checkbox', { name: 'Select all' }).check();
        await expect(toolbar(page)).toContainText('3 devices selected');
        for (const device of devices) {
            await expect(
                page.getByRole('checkbox', { name: `Select device ${device.name}` }),
            ).toBeChecked();
        }

        await toolbar(page).getByRole('button', { name: 'Assign service' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('heading')).toHaveText('Assign a service to 3 devices?');
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        // Nothing chosen yet: a hurried Assign cannot take the services away.
        await expect(dialog.getByRole('combobox', { name: 'Service' })).toHaveText(/^[\s\u200b]*$/);
        await expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
        await choose(page, 'Service', service.name);
        await dialog.getByRole('button', { name: 'Assign' }).click();
        await finished(page);
        await expect(dialog).toContainText('3 done, 0 failed, 0 not started.');
        await dialog.getByRole('button', { name: 'Close' }).click();
        for (const device of devices) {
            const stored = await deviceOf(page, device.id);
            expect(stored.body).toMatchObject({
                id: device.id,
                name: device.name,
                mapping: service.id,
            });
            expect(stored.body.tags).toEqual(['environment']);
        }
        // Nothing failed: nothing stays selected, and the focus is back at the table's start.
        await expect(toolbar(page)).not.toBeVisible();
        await expect(page.getByRole('checkbox', { name: 'Select all' })).toBeFocused();

        // The second device's removal fails once on the server.
        await injectFault(page.request, {
            method: 'DELETE',
            path: `^/api/devices/${devices[1].id}$`,
            status: 409,
            body: { message: 'Device is locked' },
            times: 1,
        });
        await page.getByRole('checkbox', { name: 'Select all' }).check();
        await toolbar(page).getByRole('button', { name: 'Remove' }).click();
        await expect(dialog.getByRole('heading')).toHaveText('Remove 3 devices?');
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await dialog.getByRole('button', { name: 'Remove' }).click();
        await finished(page);
        await expect(dialog).toContainText('2 done, 1 failed, 0 not started.');
        await expect(dialog.getByRole('listitem')).toHaveCount(1);
        await expect(dialog.getByRole('listitem')).toContainText(devices[1].name);
        await expect(dialog.getByRole('listitem')).toContainText('Device is locked');
        expect((await deviceOf(page, devices[0].id)).status).toBe(404);
        expect((await deviceOf(page, devices[1].id)).status).toBe(200);
        expect((await deviceOf(page, devices[2].id)).status).toBe(404);

        await dialog.getByRole('button', { name: 'Retry the failed one' }).click();
        await finished(page);
        await expect(dialog).toContainText('1 done, 0 failed, 0 not started.');
        expect((await deviceOf(page, devices[1].id)).status).toBe(404);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(page.getByText('No Devices found using the current filters.')).toBeVisible();
    });

    test('sets the tag with a refusal per device: the integration does not allow it, no licence left', async ({
        page,
    }) => {
        test.setTimeout(120_000);
        await page.goto('/dad/devices?organization_id=1');
        const integrations = (await api(page, 'GET', '/integrations')).body as {
            id: number;
            type: string;
        }[];
        const mqtt = integrations.find(integration => integration.type === 'MQTT');
        expect(mqtt).toBeDefined();
        const licences = (await api(page, 'GET', '/billing/licences')).body as Record<
            string,
            number
        >;
        const all = (await api(page, 'GET', '/devices')).body as {
            isEnabled: boolean;
            tags: string[];
        }[];
        const left =
            (licences['1386962'] ?? 0) -
            all.filter(device => device.isEnabled && device.tags.includes('lighting')).length;
        expect(left).toBeLessThan(10);
        // Enabled, untagged devices on an MQTT integration: one more than lighting licences left.
        const prefix = unique('Bulk tag');
        const enabledCount = Math.max(0, left) + 1;
        const mqttDevices = await makeDevices(page, `${prefix} mqtt`, enabledCount);
        for (const device of mqttDevices) {
            const moved = await api(page, 'PATCH', `/devices/${device.id}`, {
                id: device.id,
                integrationId: mqtt?.id,
                tags: [],
            });
            expect(moved.status).toBe(200);
        }
        const activated = await api(page, 'PUT', '/devices/activation/BY_LICENCE', {
            devices: mqttDevices.map(device => device.id),
            activationOption: 'BY_LICENCE',
        });
        expect(activated.status).toBe(200);
        const [rest] = await makeDevices(page, `${prefix} rest`, 1);

        await openList(page, prefix, enabledCount + 1);
        await page.getByRole('checkbox', { name: 'Select all' }).check();
        await toolbar(page).getByRole('button', { name: 'Set tag' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('button', { name: 'Set tag' })).toBeDisabled();
        await choose(page, 'Tag', 'Lighting');
        await dialog.getByRole('button', { name: 'Set tag' }).click();
        await finished(page);
        const failures = dialog.getByRole('listitem');
        await expect(failures).toHaveCount(2);
        await expect(failures.filter({ hasText: rest.name })).toContainText(
            'The integration Smart Interface does not allow the tag Lighting.',
        );
        const refused = mqttDevices[mqttDevices.length - 1];
        await expect(failures.filter({ hasText: refused.name })).toContainText(
            'Not enough licences for Lighting.',
        );
        for (const device of mqttDevices.slice(0, -1)) {
            expect((await deviceOf(page, device.id)).body.tags).toEqual(['lighting']);
        }
        expect((await deviceOf(page, refused.id)).body.tags).toEqual([]);
        expect((await deviceOf(page, rest.id)).body.tags).toEqual(['environment']);
        await dialog.getByRole('button', { name: 'Close' }).click();
        // The failed ones stay selected, and the focus is back on the action that ran.
        await expect(toolbar(page)).toContainText('2 devices selected');
        await expect(toolbar(page).getByRole('button', { name: 'Set tag' })).toBeFocused();
        for (const device of mqttDevices) {
            await api(page, 'DELETE', `/devices/${device.id}`);
        }
        await api(page, 'DELETE', `/devices/${rest.id}`);
    });

    test('selects all devices matching the filter, and a cancel stops the run half way', async ({
        page,
    }) => {
        test.setTimeout(180_000);
        await page.goto('/dad/devices?organization_id=1');
        const prefix = unique('Bulk many');
        const devices = await makeDevices(page, prefix, 30);
        const service = await otherService(page);
        await openList(page, prefix, 25);

        await page.getByRole('checkbox', { name: 'Select all' }).check();
        await expect(toolbar(page)).toContainText('25 devices selected');
        await toolbar(page).getByRole('button', { name: 'Select all 30 matching' }).click();
        await expect(toolbar(page)).toContainText('30 devices selected');

        // Each update of these devices answers slowly, so that the run can be cancelled.
        await injectFault(page.request, {
            method: 'PATCH',
            path: `^/api/devices/(${devices.map(device => device.id).join('|')})$`,
            delayMs: 400,
            times: 30,
        });
        await toolbar(page).getByRole('button', { name: 'Assign service' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('heading')).toHaveText('Assign a service to 30 devices?');
        await choose(page, 'Service', service.name);
        await dialog.getByRole('button', { name: 'Assign' }).click();
        await expect(dialog.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
        await expect(dialog.getByRole('status')).toHaveText(/^([3-9]|1\d) done, 0 failed/, {
            timeout: 60_000,
        });
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await finished(page, 'Cancelled');
        const summary = (await dialog.getByRole('status').textContent()) ?? '';
        const [, done, untouched] =
            /^(\d+) done, 0 failed, (\d+) not started\.$/.exec(summary) ?? [];
        expect(Number(done)).toBeGreaterThanOrEqual(3);
        expect(Number(done) + Number(untouched)).toBe(30);

        const stored = await Promise.all(devices.map(device => deviceOf(page, device.id)));
        const mappings = stored.map(answer => answer.body.mapping as number);
        expect(mappings.filter(mapping => mapping === service.id)).toHaveLength(Number(done));
        expect(mappings.filter(mapping => mapping === 103)).toHaveLength(Number(untouched));
        await dialog.getByRole('button', { name: 'Close' }).click();
        // The untouched ones stay selected: what is left to do.
        await expect(toolbar(page)).toContainText(`${untouched} devices selected`);
        for (const device of devices) await api(page, 'DELETE', `/devices/${device.id}`);
    });

    test('a search keeps only the selected devices it still shows selected', async ({ page }) => {
        await page.goto('/dad/devices?organization_id=1');
        const prefix = unique('Bulk filter');
        const devices = await makeDevices(page, prefix, 3);
        await openList(page, prefix, 3);
        for (const device of devices) {
            await page.getByRole('checkbox', { name: `Select device ${device.name}` }).check();
        }
        await expect(toolbar(page)).toContainText('3 devices selected');
        // The bar lies over the list's actions: they are out of sight and of the Tab order.
        const register = page.getByRole('link', { name: 'Register devices' });
        await expect(register).toBeHidden();
        // A search that shows one of them: the two no longer shown are unselected.
        await page.getByRole('textbox', { name: 'Search' }).fill(devices[0].name);
        await expect(page.locator('tbody tr')).toHaveCount(1);
        await expect(toolbar(page)).toContainText('1 device selected');
        // Back to all three: only the one still shown stays selected.
        await page.getByRole('textbox', { name: 'Search' }).fill(prefix);
        await expect(page.locator('tbody tr')).toHaveCount(3);
        await expect(toolbar(page)).toContainText('1 device selected');
        await expect(
            page.getByRole('checkbox', { name: `Select device ${devices[0].name}` }),
        ).toBeChecked();
        await expect(
            page.getByRole('checkbox', { name: `Select device ${devices[1].name}` }),
        ).not.toBeChecked();
        // A search that shows none: nothing stays selected, and the bar closes.
        await page.getByRole('textbox', { name: 'Search' }).fill(`${prefix} nothing`);
        await expect(toolbar(page)).not.toBeVisible();
        await expect(register).toBeVisible();
        for (const device of devices) await api(page, 'DELETE', `/devices/${device.id}`);
    });

    test('carries the selection into the activation wizard', async ({ page }) => {
        await page.goto('/dad/devices?organization_id=1');
        const prefix = unique('Bulk activation');
        const devices = await makeDevices(page, prefix, 3);
        await openList(page, prefix, 3);
        for (const device of devices.slice(0, 2)) {
            await page.getByRole('checkbox', { name: `Select device ${device.name}` }).check();
        }
        await toolbar(page).getByRole('button', { name: 'Enable or disable' }).click();
        await expect(page).toHaveURL(/\/dad\/devices\/activation$/);
        await next(page);
        await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
        for (const device of devices.slice(0, 2)) {
            await expect(
                page.getByRole('checkbox', { name: `Select device ${device.name}` }),
            ).toBeChecked();
        }
        await expect(
            page.getByRole('checkbox', { name: `Select device ${devices[2].name}` }),
        ).not.toBeChecked();
        await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
        for (const device of devices) await api(page, 'DELETE', `/devices/${device.id}`);
    });
});

test.describe('bulk actions as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('the bulk actions are disabled with the reason, in German', async ({ page }) => {
        await page.addInitScript(() =>
            localStorage.setItem('RaStoreconsole.locale', JSON.stringify('de')),
        );
        await page.goto('/dad/devices?organization_id=1');
        await page
            .getByRole('checkbox', { name: 'Gerät Climate sensor Rathaus auswählen' })
            .check();
        await expect(toolbar(page)).toContainText('1 Gerät ausgewählt');
        for (const name of [
            'Dienst zuweisen',
            'Tag setzen',
            'Aktivieren oder deaktivieren',
            'Entfernen',
        ]) {
            const button = toolbar(page).getByRole('button', { name, exact: true });
            await expect(button).toBeDisabled();
        }
        await toolbar(page).getByRole('button', { name: 'Tag setzen' }).locator('..').hover();
        await expect(page.getByRole('tooltip')).toHaveText(
            'Nur Organisations-Administratoren und Systemadministratoren können das tun.',
        );
    });
});
