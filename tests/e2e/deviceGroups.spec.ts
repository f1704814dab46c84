import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './users';
import { api, choose, next, unique } from './helpers';

/** Seeded in organization 1 (sandbox/db/deviceGroups.ts): ChirpStack, Schréder Owlet IoT 3.0. */
const SEEDED_GROUP = 'Streetlights Bahnhofstraße';

interface StoredGroup {
    id: number;
    name: string;
    integrationId: number;
    mapping: number;
    details: { vendor: string; deviceType: string; firmware: string };
    groupDetails: { infoList: Record<string, string> };
}

const storedGroup = async (page: Page, name: string) => {
    const list = await api(page, 'GET', '/device-groups');
    expect(list.status).toBe(200);
    return (list.body as StoredGroup[]).find(group => group.name === name);
};

test.describe('device groups as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('the list names type, integration and subscribed group', async ({ page }) => {
        await page.goto('/dad/deviceGroups?organization_id=1');
        const row = page.getByRole('row', { name: new RegExp(SEEDED_GROUP) });
        await expect(row).toContainText('Schréder Owlet IoT 3.0');
        await expect(row).toContainText('ChirpStack Stadtwerke');
        await expect(row).toContainText('Street lights Musterstadt');
        await expect(row.getByRole('button', { name: 'Remove' })).toBeEnabled();
        await expect(page.getByRole('link', { name: 'Add' })).toHaveAttribute(
            'href',
            '/dad/deviceGroups/add',
        );
    });

    test('create a group with generated keys; REST integrations are not offered', async ({
        page,
    }) => {
        const name = unique('E2E lamps');
        await page.goto('/dad/deviceGroups?organization_id=1');
        await page.getByRole('link', { name: 'Add' }).click();
        await expect(page).toHaveURL(/\/dad\/deviceGroups\/add$/);

        await next(page);
        await expect(page.getByText('Required')).toBeVisible();
        await page.getByRole('textbox', { name: 'Name' }).fill(name);
        await next(page);

        await next(page);
        await expect(page.getByText('Device type must be provided')).toBeVisible();
        await choose(page, 'Device type', 'Schréder Owlet IoT 3.0');
        await next(page);

        await page.getByRole('combobox', { name: 'Integration' }).click();
        await expect(page.getByRole('option', { name: 'ChirpStack Stadtwerke' })).toBeVisible();
        await expect(page.getByRole('option', { name: 'MQTT Broker Stadtwerke' })).toBeVisible();
        await expect(page.getByRole('option', { name: 'Smart Interface' })).toHaveCount(0);
        await page.getByRole('option', { name: 'ChirpStack Stadtwerke' }).click();
        await expect(page.getByRole('button', { name: 'Generate device EUI' })).toHaveCount(0);

        const address = page.getByRole('textbox', { name: 'Address' });
        await address.fill('abc');
        await expect(address).toHaveValue('ABC');
        await expect(
            page.getByText('Must be exactly 8 hexadecimal characters (0-9, A-F)'),
        ).toBeVisible();
        await address.pressSequentially('12def');
        await expect(address).toHaveValue('ABC12DEF');
        await page.getByRole('button', { name: 'Generate network session key' }).click();
        await page.getByRole('button', { name: 'Generate application session key' }).click();
        // Session keys are secrets: masked (password fields, found by their labels).
        await expect(page.getByLabel('Network session key', { exact: true })).toHaveValue(
            /^[0-9A-F]{32}$/,
        );
        await expect(page.getByLabel('Application session key', { exact: true })).toHaveValue(
            /^[0-9A-F]{32}$/,
        );
        await next(page);

        await choose(page, 'Subscribed group', 'Street lights Musterstadt');
        const created = page.waitForResponse(
            response =>
                response.url().endsWith('/api/device-groups') &&
                response.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Save' }).click();
        expect((await created).status()).toBe(201);
        await expect(page).toHaveURL(/\/dad\/deviceGroups$/);
        const row = page.getByRole('row', { name: new RegExp(name) });
        await expect(row).toContainText('ChirpStack Stadtwerke');
        await expect(row).toContainText('Schréder Owlet IoT 3.0');

        const stored = await storedGroup(page, name);
        expect(stored).toMatchObject({
            integrationId: 1,
            mapping: 101,
            details: { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' },
        });
        const info = stored!.groupDetails.infoList;
        expect(info.nwAdr).toBe('ABC12DEF');
        expect(info.nwSKey).toMatch(/^[0-9A-F]{32}$/);
        expect(info.appSKey).toMatch(/^[0-9A-F]{32}$/);
        expect(info.nwSKey).not.toBe(info.appSKey);
        expect(info.mcDevEUI).toBeUndefined();
    });

    test('a Swisscom group has a generated 16-character device EUI and the Swisscom fields', async ({
        page,
    }) => {
        const name = unique('E2E segments');
        await page.goto('/dad/deviceGroups/add?organization_id=1');
        await page.getByRole('textbox', { name: 'Name' }).fill(name);
        await next(page);
        await choose(page, 'Device type', 'Flashnet inteliLIGHT FRE-220-L 2.4');
        await next(page);
        await choose(page, 'Integration', 'Swisscom LPN');
        for (const field of ['address', 'network session key', 'application session key']) {
            await page.getByRole('button', { name: `Generate ${field}` }).click();
        }
        await next(page);
        await expect(page.getByText('Required').first()).toBeVisible();
        await page.getByRole('button', { name: 'Generate device EUI' }).click();
        await expect(page.getByRole('textbox', { name: 'Device EUI' })).toHaveValue(
            /^[0-9A-F]{16}$/,
        );
        await page.getByLabel('Connectivity plan ID').fill('cp-e2e');
        await page.getByLabel('Routing profile ID').fill('rp-e2e');
        await page.getByLabel('Tag').fill('e2e');
        await next(page);
        await choose(page, 'Subscribed group', 'Street lights Musterstadt');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page).toHaveURL(/\/dad\/deviceGroups$/);
        await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
            'Swisscom LPN',
        );

        const info = (await storedGroup(page, name))!.groupDetails.infoList;
        expect(info.nwAdr).toMatch(/^[0-9A-F]{8}$/);
        expect(info.nwSKey).toMatch(/^[0-9A-F]{32}$/);
        expect(info.appSKey).toMatch(/^[0-9A-F]{32}$/);
        expect(info.mcDevEUI).toMatch(/^[0-9A-F]{16}$/);
        expect(info).toMatchObject({
            connectivityPlanId: 'cp-e2e',
            routingProfileId: 'rp-e2e',
            tag: 'e2e',
        });
    });

    test('an MQTT group asks for no multicast keys and is saved without them', async ({ page }) => {
        const name = unique('E2E MQTT valves');
        await page.goto('/dad/deviceGroups/add?organization_id=1');
        await page.getByRole('textbox', { name: 'Name' }).fill(name);
        await next(page);
        await choose(page, 'Device type', 'Schréder Owlet IoT 3.0');
        await next(page);
        await choose(page, 'Integration', 'MQTT Broker Stadtwerke');
        await expect(
            page.getByText(
                'This integration type carries no LoRaWAN messages, so the group needs no multicast keys.',
            ),
        ).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Address' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: /^Generate/ })).toHaveCount(0);
        await next(page);
        await choose(page, 'Subscribed group', 'Street lights Musterstadt');
        const created = page.waitForResponse(
            response =>
                response.url().endsWith('/api/device-groups') &&
                response.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Save' }).click();
        const response = await created;
        expect(response.status()).toBe(201);
        expect(response.request().postDataJSON()).toMatchObject({
            name,
            integrationId: 2,
            groupDetails: { infoList: {} },
        });
        await expect(page).toHaveURL(/\/dad\/deviceGroups$/);
        const row = page.getByRole('row', { name: new RegExp(name) });
        await expect(row).toContainText('MQTT Broker Stadtwerke');
        expect((await storedGroup(page, name))?.groupDetails).toEqual({ infoList: {} });

        // Its page has no key fields either, and a rename saves.
        await row.getByRole('cell', { name }).click();
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
        await expect(page.getByRole('textbox', { name: 'Address' })).toHaveCount(0);
        await page.getByRole('textbox', { name: 'Name' }).fill(`${name} renamed`);
        const updated = page.waitForResponse(response => response.request().method() === 'PATCH');
        await page.getByRole('button', { name: 'Save' }).click();
        expect((await updated).status()).toBe(200);
        await expect(page).toHaveURL(/\/dad\/deviceGroups$/);
        expect((await storedGroup(page, `${name} renamed`))?.groupDetails).toEqual({
            infoList: {},
        });
    });

    test('edit a group with Undo and Save', async ({ page }) => {
        const name = unique('E2E edit');
        await page.goto('/dad/deviceGroups?organization_id=1');
        const created = await api(page, 'POST', '/device-groups', {
            name,
            integrationId: 1,
            organizationId: 1,
            mapping: 101,
            details: { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' },
            groupDetails: {
                infoList: { nwAdr: '0000AAAA', nwSKey: 'A'.repeat(32), appSKey: 'B'.repeat(32) },
            },
        });
        expect(created.status).toBe(201);
        await page.goto(`/dad/deviceGroups/deviceGroup?id=${created.body.id}&organization_id=1`);
        const nameInput = page.getByRole('textbox', { name: 'Name' });
        await expect(nameInput).toHaveValue(name);
        await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('0000AAAA');
        const undo = page.getByRole('button', { name: 'Undo' });
        const save = page.getByRole('button', { name: 'Save' });
        await expect(undo).toBeDisabled();
        await expect(save).toBeDisabled();

        await page.getByRole('button', { name: 'Generate address' }).click();
        await expect(page.getByRole('textbox', { name: 'Address' })).not.toHaveValue('0000AAAA');
        await undo.click();
        await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('0000AAAA');

        await nameInput.fill(`${name} renamed`);
        const networkKey = page.getByLabel('Network session key', { exact: true });
        await networkKey.fill('c'.repeat(32));
        await expect(networkKey).toHaveValue('C'.repeat(32));
        const updated = page.waitForResponse(response => response.request().method() === 'PATCH');
        await save.click();
        expect((await updated).status()).toBe(200);
        await expect(page).toHaveURL(/\/dad\/deviceGroups$/);
        const stored = await storedGroup(page, `${name} renamed`);
        expect(stored?.groupDetails.infoList).toMatchObject({
            nwAdr: '0000AAAA',
            nwSKey: 'C'.repeat(32),
            appSKey: 'B'.repeat(32),
        });
    });

    test('send a custom message to a group', async ({ page }) => {
        const name = unique('E2E downlink');
        await page.goto('/dad/deviceGroups?organization_id=1');
        const created = await api(page, 'POST', '/device-groups', {
            name,
            integrationId: 1,
            organizationId: 1,
            mapping: 101,
            details: { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' },
            groupDetails: {
                infoList: { nwAdr: '0000BBBB', nwSKey: 'A'.repeat(32), appSKey: 'B'.repeat(32) },
            },
        });
        expect(created.status).toBe(201);
        await page.goto(`/dad/deviceGroups/deviceGroup?id=${created.body.id}&organization_id=1`);
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
        const panel = page.getByRole('region', { name: 'Custom message' });
        await panel.getByLabel('fPort').fill('10');
        await panel.getByLabel('Payload (hex)').fill('0a0b');
        await expect(panel.getByLabel('Payload (hex)')).toHaveValue('0A0B');
        const sent = page.waitForResponse(
            response =>
                response.url().endsWith(`/api/device-groups/${created.body.id}/send`) &&
                response.request().method() === 'POST',
        );
        // By keyboard: Send is disabled while the message goes out, and has the focus back after.
        const send = panel.getByRole('button', { name: 'Send' });
        await send.focus();
        await page.keyboard.press('Enter');
        const response = await sent;
        expect(response.status()).toBe(202);
        expect(response.request().postDataJSON()).toEqual({ fPort: 10, hexPayload: '0A0B' });
        await expect(send).toBeFocused();
    });
});

test.describe('device groups as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('the list and the detail page are read-only, the add path is blocked', async ({
        page,
    }) => {
        await page.goto('/dad/deviceGroups?organization_id=1');
        const row = page.getByRole('row', { name: new RegExp(SEEDED_GROUP) });
        await expect(row).toContainText('ChirpStack Stadtwerke');
        await expect(row.getByRole('button', { name: 'Remove' })).toBeDisabled();
        await expect(page.getByRole('link', { name: 'Add' })).toBeDisabled();

        await row.getByRole('cell', { name: SEEDED_GROUP }).click();
        await expect(page).toHaveURL(/\/dad\/deviceGroups\/deviceGroup\?id=\d+$/);
        const nameInput = page.getByRole('textbox', { name: 'Name' });
        await expect(nameInput).toHaveValue(SEEDED_GROUP);
        await expect(nameInput).toHaveAttribute('readonly', '');
        await expect(page.getByRole('textbox', { name: 'Address' })).toHaveAttribute(
            'readonly',
            '',
        );
        await expect(page.getByRole('button', { name: /^Generate/ })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
        const panel = page.getByRole('region', { name: 'Custom message' });
        await expect(panel.getByLabel('fPort')).toBeDisabled();
        await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();

        await page.goto('/dad/deviceGroups/add');
        await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
    });
});
