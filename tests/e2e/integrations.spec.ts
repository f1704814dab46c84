import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './users';
import { confirmDialog, tokenOf, unique } from './helpers';

const LIST = '/dad/integrations';

interface StoredIntegration {
    id: number;
    name: string;
    type: string;
    organizationId: number;
    details: { infoList: Record<string, unknown> };
}

/** An input by its label, with or without react-admin's required mark. */
const field = (page: Page, label: string) =>
    page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`));

/** The product API as the signed-in user, for checking what was stored. */
const api = async (page: Page, method: string, path: string, data?: unknown) => {
    return page.request.fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${await tokenOf(page)}`, 'X-Organization-Id': '1' },
        data,
    });
};

const stored = async (page: Page, name: string) => {
    const response = await api(page, 'GET', '/integrations');
    expect(response.status()).toBe(200);
    const list = (await response.json()) as StoredIntegration[];
    return list.find(integration => integration.name === name);
};

const createByApi = async (page: Page, body: Omit<StoredIntegration, 'id' | 'organizationId'>) => {
    const response = await api(page, 'POST', '/integrations', { ...body, organizationId: 1 });
    expect(response.status()).toBe(201);
    return (await response.json()) as StoredIntegration;
};

/** Opens the wizard, names the integration and picks its type. */
const startWizard = async (page: Page, name: string, typeLabel: string) => {
    await page.goto(`${LIST}?organization_id=1`);
    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/dad\/integrations\/add$/);
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: typeLabel, exact: true }).click();
};

/** Saves the wizard; returns the body the console posted. Back on the list afterwards. */
const finishWizard = async (page: Page, name: string, typeLabel: string) => {
    const posted = page.waitForRequest(
        request => request.url().endsWith('/api/integrations') && request.method() === 'POST',
    );
    const created = page.waitForResponse(
        response =>
            response.url().endsWith('/api/integrations') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const body = (await posted).postDataJSON();
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/dad\/integrations$/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(typeLabel);
    return body as StoredIntegration;
};

test.describe('integrations as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('creates a ChirpStack v3 and a v4 integration', async ({ page }) => {
        for (const [type, label] of [
            ['CHIRPSTACK_V3', 'ChirpStack v3'],
            ['CHIRPSTACK_V4', 'ChirpStack v4'],
        ]) {
            const name = unique(`LNS ${label}`);
            await startWizard(page, name, label);
            await field(page, 'URL').fill('https://chirpstack.example.com');
            await field(page, 'Application ID').fill('12');
            await field(page, 'API key').fill('cs-token');
            const body = await finishWizard(page, name, label);
            const infoList = {
                url: 'https://chirpstack.example.com',
                applicationId: 12,
                apiToken: 'cs-token',
            };
            expect(body).toEqual({ name, type, organizationId: 1, details: { infoList } });
            expect(await stored(page, name)).toMatchObject({ type, details: { infoList } });
        }
    });

    test('the wizard asks for the name, then the type and its required fields', async ({
        page,
    }) => {
        await page.goto(`${LIST}/add?organization_id=1`);
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByText('Required')).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Type' })).toHaveCount(0);
        // The name as the API's body takes it (decision 0069): at most 64 characters, and
        // characters beyond the shared name rule's (which is the services' and organizations').
        const name = page.getByRole('textbox', { name: 'Name' });
        await name.fill('x'.repeat(65));
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByText('Must be 64 characters or less')).toBeVisible();
        await name.fill(unique('Incomplete <Nord>; 1/2'));
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('combobox', { name: 'Type' }).click();
        await page.getByRole('option', { name: 'Digimondo', exact: true }).click();
        let posts = 0;
        page.on('request', request => {
            if (request.method() === 'POST' && request.url().includes('/api/integrations')) posts++;
        });
        // Disabled until the type's required fields are filled (product specification section 5).
        await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
        expect(posts).toBe(0);
        await expect(page).toHaveURL(/\/dad\/integrations\/add\?organization_id=1$/);
    });

    test('creates an MQTT integration whose client id follows the username', async ({ page }) => {
        const name = unique('Broker');
        await startWizard(page, name, 'MQTT');
        const clientId = field(page, 'Client ID');
        await expect(clientId).toHaveAttribute('readonly', '');
        await field(page, 'Username').fill('broker-user');
        await expect(clientId).toHaveValue('broker-user');
        await field(page, 'Password').fill('broker-pw');
        const body = await finishWizard(page, name, 'MQTT');
        const infoList = {
            username: 'broker-user',
            password: 'broker-pw',
            clientId: 'broker-user',
        };
        expect(body.details.infoList).toEqual(infoList);
        expect(await stored(page, name)).toMatchObject({ type: 'MQTT', details: { infoList } });
    });

    test('creates a REST integration with a generated secret and shows its uplink address', async ({
        page,
        context,
    }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const name = unique('Smart interface');
        await startWizard(page, name, 'REST');
        const secret = field(page, 'Client secret');
        await expect(secret).toHaveValue(/^[0-9a-f]{32}$/);
        const first = await secret.inputValue();
        await page.getByRole('button', { name: 'Generate' }).click();
        await expect(secret).not.toHaveValue(first);
        await expect(secret).toHaveValue(/^[0-9a-f]{32}$/);
        const value = await secret.inputValue();
        const origin = new URL(page.url()).origin;
        // The address carries the secret: masked until its own Show secret control is pressed.
        await expect(field(page, 'Uplink address (example)')).toHaveValue(/\/key\/•+ /);
        await page.getByRole('button', { name: 'Show secret' }).last().click();
        await expect(field(page, 'Uplink address (example)')).toHaveValue(
            `curl -X POST ${origin}/smartcity/uplink/smartInterface/{deviceId}/key/${value} -H 'Content-Type: application/json' -d '{"temperature": 21.5}'`,
        );
        await expect(page.getByText('Replace {deviceId} with the device ID')).toBeVisible();
        const body = await finishWizard(page, name, 'REST');
        expect(body.details.infoList).toEqual({ integrationSecret: value });
        const record = await stored(page, name);
        expect(record).toMatchObject({
            type: 'REST',
            details: { infoList: { integrationSecret: value } },
        });

        await page
            .getByRole('row', { name: new RegExp(name) })
            .getByRole('cell', { name })
            .click();
        await expect(page).toHaveURL(/\/dad\/integrations\/integration\?id=\d+$/);
        await page.getByRole('button', { name: 'Copy' }).click();
        await expect(page.getByText('Copied')).toBeVisible();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toContain(
            `${origin}/smartcity/uplink/smartInterface/{deviceId}/key/${value}`,
        );
    });

    test('creates a Digimondo webhook integration with its uplink address', async ({ page }) => {
        const name = unique('Webhook');
        await startWizard(page, name, 'Digimondo webhook');
        const value = await field(page, 'Client secret').inputValue();
        expect(value).toMatch(/^[0-9a-f]{32}$/);
        await page.getByRole('button', { name: 'Show secret' }).last().click();
        await expect(field(page, 'Uplink address (example)')).toHaveValue(
            new RegExp(`/smartcity/uplink/digimondo/\\{deviceId\\}/key/${value} `),
        );
        const body = await finishWizard(page, name, 'Digimondo webhook');
        expect(body.details.infoList).toEqual({ integrationSecret: value });
        expect(await stored(page, name)).toMatchObject({
            type: 'WEBHOOK_DIGIMONDO',
            details: { infoList: { integrationSecret: value } },
        });
    });

    test('creates a Digimondo integration', async ({ page }) => {
        const name = unique('Digimondo');
        await startWizard(page, name, 'Digimondo');
        await field(page, 'URL').fill('https://digimondo.example.com');
        await field(page, 'Application ID').fill('app-9');
        await field(page, 'Organization ID').fill('org-3');
        await field(page, 'API key').fill('dm-token');
        const infoList = {
            url: 'https://digimondo.example.com',
            applicationId: 'app-9',
            organizationId: 'org-3',
            apiToken: 'dm-token',
        };
        const body = await finishWizard(page, name, 'Digimondo');
        expect(body.details.infoList).toEqual(infoList);
        expect(await stored(page, name)).toMatchObject({
            type: 'DIGIMONDO',
            details: { infoList },
        });
    });

    test('Swisscom: one set of credentials hides the other; only the used set is sent', async ({
        page,
    }) => {
        const name = unique('Swisscom LPN');
        await startWizard(page, name, 'Swisscom');
        await expect(field(page, 'URL')).toHaveValue('https://api.lpn.swisscom.ch');
        await field(page, 'AS ID').fill('AS-1');
        await field(page, 'AS key').fill('as-key');
        await field(page, 'Connectivity plan ID').fill('plan-7');
        const username = field(page, 'Username');
        const password = field(page, 'Password');
        const apiKey = field(page, 'API key');
        await expect(username).toBeVisible();
        await expect(password).toBeVisible();
        await expect(apiKey).toBeVisible();

        // Neither set yet: Save stays disabled (product specification section 5).
        await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
        await expect(page).toHaveURL(/\/dad\/integrations\/add$/);

        await username.fill('lpn-user');
        await expect(apiKey).toHaveCount(0);
        await username.fill('');
        await expect(apiKey).toBeVisible();
        await apiKey.fill('lpn-key');
        await expect(username).toHaveCount(0);
        await expect(password).toHaveCount(0);
        await apiKey.fill('');
        await expect(username).toBeVisible();
        await expect(password).toBeVisible();

        await username.fill('lpn-user');
        await password.fill('lpn-pw');
        const body = await finishWizard(page, name, 'Swisscom');
        const infoList = {
            as_id: 'AS-1',
            as_key: 'as-key',
            url: 'https://api.lpn.swisscom.ch',
            connectivityPlanId: 'plan-7',
            username: 'lpn-user',
            password: 'lpn-pw',
        };
        expect(body.details.infoList).toEqual(infoList);
        const record = await stored(page, name);
        expect(record).toMatchObject({ type: 'SWISSCOM', details: { infoList } });
        expect(record?.details.infoList).not.toHaveProperty('apiToken');
    });

    test('Swisscom with an API key sends no username or password', async ({ page }) => {
        const name = unique('Swisscom key');
        await startWizard(page, name, 'Swisscom');
        await field(page, 'AS ID').fill('AS-2');
        await field(page, 'AS key').fill('as-key-2');
        await field(page, 'Connectivity plan ID').fill('plan-8');
        await field(page, 'API key').fill('lpn-key');
        const body = await finishWizard(page, name, 'Swisscom');
        expect(body.details.infoList).toEqual({
            as_id: 'AS-2',
            as_key: 'as-key-2',
            url: 'https://api.lpn.swisscom.ch',
            connectivityPlanId: 'plan-8',
            apiToken: 'lpn-key',
        });
        const record = await stored(page, name);
        expect(record?.details.infoList).toMatchObject({ apiToken: 'lpn-key' });
        expect(record?.details.infoList).not.toHaveProperty('username');
    });

    test('Element: folders and driver instances load after the API key field loses focus', async ({
        page,
    }) => {
        const name = unique('Element');
        await startWizard(page, name, 'Element');
        await field(page, 'URL').fill('https://element.example.com');
        const folders = page.waitForRequest(request =>
            request.url().includes('/api/element/root-folders?'),
        );
        const drivers = page.waitForRequest(request =>
            request.url().includes('/api/element/driver-instances?'),
        );
        await field(page, 'API key').fill('element-token');
        await field(page, 'URL').focus();
        const folderUrl = new URL((await folders).url());
        expect(folderUrl.searchParams.get('auth')).toBe('element-token');
        expect(folderUrl.searchParams.get('url')).toBe('https://element.example.com');
        await drivers;

        await page.getByRole('combobox', { name: 'Folder' }).click();
        const folderOptions = page.getByRole('option');
        await expect(folderOptions.first()).toBeVisible();
        const folderName = (await folderOptions.first().textContent()) ?? '';
        await folderOptions.first().click();
        await page.getByRole('combobox', { name: 'Driver instance' }).click();
        const driverOptions = page.getByRole('option');
        await expect(driverOptions.first()).toBeVisible();
        const driverName = (await driverOptions.first().textContent()) ?? '';
        await driverOptions.first().click();

        const body = await finishWizard(page, name, 'Element');
        expect(body.details.infoList).toMatchObject({
            url: 'https://element.example.com',
            apiToken: 'element-token',
        });
        expect(body.details.infoList.folder).toBeTruthy();
        expect(body.details.infoList.driverInstance).toBeTruthy();
        expect(await stored(page, name)).toMatchObject({
            type: 'ELEMENT',
            details: { infoList: body.details.infoList },
        });

        await page
            .getByRole('row', { name: new RegExp(name) })
            .getByRole('cell', { name })
            .click();
        await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveText(folderName);
        await expect(page.getByRole('combobox', { name: 'Driver instance' })).toHaveText(
            driverName,
        );
    });

    test('Element: a refused API key opens the error modal and keeps the user signed in', async ({
        page,
    }) => {
        await startWizard(page, unique('Element bad'), 'Element');
        await field(page, 'URL').fill('https://element.example.com');
        await field(page, 'API key').fill('bad');
        const refused = page.waitForResponse(response =>
            response.url().includes('/api/element/root-folders?'),
        );
        await field(page, 'URL').focus();
        // Element's refusal is a 401, which must not end the console session.
        expect((await refused).status()).toBe(401);
        const modal = page.getByRole('alertdialog');
        await expect(modal).toContainText('Oops, something went wrong!');
        await expect(modal).toContainText('Element rejected the API token');
        await modal.getByRole('button', { name: 'OK' }).click();
        await expect(page).toHaveURL(/\/dad\/integrations\/add$/);
        await expect(field(page, 'API key')).toHaveValue('bad');
        expect(
            await page.evaluate(() => sessionStorage.getItem('console.loginToken')),
        ).not.toBeNull();
    });

    test('edit: id and type read-only, undo, and save of name and settings', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        const name = unique('Broker edit');
        const record = await createByApi(page, {
            name,
            type: 'MQTT',
            details: { infoList: { username: 'u1', password: 'p1', clientId: 'u1' } },
        });
        await page.reload();
        await page
            .getByRole('row', { name: new RegExp(name) })
            .getByRole('cell', { name })
            .click();
        await expect(page).toHaveURL(
            new RegExp(`/dad/integrations/integration\\?id=${record.id}$`),
        );
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Integration: ${name}`);
        await expect(field(page, 'ID')).toHaveAttribute('readonly', '');
        await expect(field(page, 'Type')).toHaveAttribute('readonly', '');
        await expect(field(page, 'Type')).toHaveValue('MQTT');
        const undo = page.getByRole('button', { name: 'Undo' });
        const save = page.getByRole('button', { name: 'Save' });
        await expect(undo).toBeDisabled();
        await expect(save).toBeDisabled();

        const username = field(page, 'Username');
        await username.fill('u2');
        await expect(field(page, 'Client ID')).toHaveValue('u2');
        await expect(undo).toBeEnabled();
        await undo.click();
        await expect(username).toHaveValue('u1');
        await expect(field(page, 'Client ID')).toHaveValue('u1');
        await expect(undo).toBeDisabled();

        await field(page, 'Name').fill('');
        await expect(save).toBeDisabled();
        await field(page, 'Name').fill(`${name} Nord`);
        await username.fill('u2');
        const patched = page.waitForRequest(request => request.method() === 'PATCH');
        await save.click();
        const body = (await patched).postDataJSON();
        expect(body).toEqual({
            name: `${name} Nord`,
            details: { infoList: { username: 'u2', password: 'p1', clientId: 'u2' } },
        });
        await expect(page).toHaveURL(/\/dad\/integrations$/);
        await expect(page.getByRole('row', { name: new RegExp(`${name} Nord`) })).toBeVisible();
        expect(await stored(page, `${name} Nord`)).toMatchObject({
            type: 'MQTT',
            details: { infoList: { username: 'u2', clientId: 'u2' } },
        });
    });

    test('removes an integration after a confirmation', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        const name = unique('Short lived');
        await createByApi(page, {
            name,
            type: 'REST',
            details: { infoList: { integrationSecret: '0123456789abcdef0123456789abcdef' } },
        });
        await page.reload();
        const row = page.getByRole('row', { name: new RegExp(name) });
        await row.getByRole('button', { name: 'Remove' }).click();
        await confirmDialog(page);
        await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
        expect(await stored(page, name)).toBeUndefined();
    });

    test('shows the type labels in German', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        const name = unique('Webhook de');
        await createByApi(page, {
            name,
            type: 'WEBHOOK_DIGIMONDO',
            details: { infoList: { integrationSecret: 'abcdefabcdefabcdefabcdefabcdefab' } },
        });
        // Each test has its own browser context: the language does not outlive this test.
        await page.goto('/settings');
        await page.getByRole('radio', { name: 'German' }).click();
        await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
        await page.goto(`${LIST}?organization_id=1`);
        await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
            'Digimondo-Webhook',
        );
    });
});

test.describe('integrations as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('sees the list read-only', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        const rows = page
            .getByRole('row')
            .filter({ has: page.getByRole('button', { name: 'Remove' }) });
        await expect(rows.first()).toBeVisible();
        for (const button of await page.getByRole('button', { name: 'Remove' }).all()) {
            await expect(button).toBeDisabled();
        }
        await expect(page.getByRole('link', { name: 'Add' })).toBeDisabled();
    });

    test('sees an integration read-only, without Undo, Save or Generate', async ({ page }) => {
        await page.goto(`${LIST}?organization_id=1`);
        const response = await api(page, 'GET', '/integrations');
        const list = (await response.json()) as StoredIntegration[];
        expect(list.length).toBeGreaterThan(0);
        const integration = list.find(item => item.type === 'REST') ?? list[0];
        await page.goto(`${LIST}/integration?id=${integration.id}&organization_id=1`);
        await expect(field(page, 'Name')).toHaveValue(integration.name);
        await expect(field(page, 'Name')).toHaveAttribute('readonly', '');
        await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Generate' })).toHaveCount(0);
        for (const input of await page.locator('form input:not([type=hidden])').all()) {
            await expect(input).toHaveAttribute('readonly', '');
        }
    });

    test('cannot open the wizard', async ({ page }) => {
        await page.goto(`${LIST}/add?organization_id=1`);
        await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Type' })).toHaveCount(0);
    });
});
