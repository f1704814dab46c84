import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './users';
import { api, choose, unique } from './helpers';

/** Seeded in organization 1 (sandbox/db/dataSharings.ts). */
const SEEDED_HTTP = 'Weather data to Open Data Portal';
const SEEDED_MQTT = 'Valve status to SCADA'; // deactivated
const WEATHER = { vendor: 'Barani Design', deviceType: 'MeteoHelix IoT Pro', firmware: '3.2' };
const CAUTION = "The script hasn't passed the trial execution yet, do you really want to save it?";

/** Creates an HTTP sharing through the API and opens its page. */
const createSharing = async (page: Page, name: string) => {
    await page.goto('/dad/datasharing?organization_id=1');
    const created = await api(page, 'POST', '/sharing', {
        name,
        script: 'function process(message) {\n    return message;\n}\n',
        protocol: 'HTTP',
        headers: { Authorization: 'Bearer e2e' },
        mqttConfig: null,
        address: 'https://example.test/e2e',
        deviceDetails: WEATHER,
    });
    expect(created.status).toBe(201);
    await page.goto(`/dad/datasharing/sharing?id=${created.body.id}&organization_id=1`);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    return created.body.id as number;
};

const editor = (page: Page) => page.getByRole('textbox', { name: 'Script' });
const editorText = (page: Page) => page.locator('.monaco-editor .view-lines').first();

/** Types at the end of the script, as a user would. */
const appendToScript = async (page: Page, text: string) => {
    await editorText(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(text);
};

/** Inserts code at the end of the script in one input (typed code would meet the suggestions). */
const insertIntoScript = async (page: Page, code: string) => {
    await editorText(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText(code);
};

test.describe('data sharing as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('the list shows protocol, device type, address and the deactivated flag', async ({
        page,
    }) => {
        await page.goto('/dad/datasharing?organization_id=1');
        const http = page.getByRole('row', { name: new RegExp(SEEDED_HTTP) });
        await expect(http).toContainText('HTTP');
        await expect(http).toContainText('Barani Design MeteoHelix IoT Pro 3.2');
        await expect(http).toContainText('https://opendata.musterstadt.example/api/v1/weather');
        await expect(http.getByRole('img', { name: 'Active' })).toBeVisible();
        const mqtt = page.getByRole('row', { name: new RegExp(SEEDED_MQTT) });
        await expect(mqtt).toContainText('MQTT');
        await expect(mqtt.getByRole('img', { name: 'Deactivated' })).toBeVisible();
    });

    test('create an HTTP sharing with a header, run it, open it, edit the script and save through Caution', async ({
        page,
    }) => {
        const name = unique('E2E forward');
        await page.goto('/dad/datasharing?organization_id=1');
        await page.getByRole('link', { name: 'Add' }).click();
        await expect(page).toHaveURL(/\/dad\/datasharing\/add$/);

        await page.getByRole('textbox', { name: 'Name' }).fill(name);
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByText('Device type must be provided')).toBeVisible();
        await choose(page, 'Device type', 'Barani Design MeteoHelix IoT Pro 3.2');
        await page.getByLabel('Target address').fill('https://example.test/weather');
        await page.getByRole('button', { name: 'Add header' }).click();
        await expect(page.getByText(/A header has no key/)).toBeVisible();
        await page.getByLabel('Key').fill('Authorization');
        await page.getByLabel('Value').fill('Bearer e2e-secret');
        await expect(page.getByText(/A header has no key/)).toHaveCount(0);
        await page.getByRole('button', { name: 'Next' }).click();

        await expect(editor(page)).toBeAttached();
        await expect(editorText(page)).toContainText('function process(message)');
        await expect(page.getByRole('status').filter({ hasText: 'trial' })).toHaveText(
            'The script has not passed the trial execution yet',
        );
        const dryRun = page.waitForResponse(
            response =>
                response.url().endsWith('/api/sharing/dryrun') &&
                response.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Trial execution' }).click();
        const dryRunResponse = await dryRun;
        expect(dryRunResponse.status()).toBe(200);
        expect(dryRunResponse.request().postDataJSON()).toMatchObject({
            protocol: 'HTTP',
            address: 'https://example.test/weather',
            secret: 'Bearer e2e-secret',
            script: expect.stringContaining('function process(message)'),
        });
        const answer = (await dryRunResponse.json()).data.result;
        const result = page.getByRole('region', { name: 'Result of the trial execution' });
        await expect(result).toContainText(JSON.stringify(answer, null, 2).split('\n')[1].trim());
        await expect(page.getByRole('status').filter({ hasText: 'trial' })).toHaveText(
            'The script has passed the trial execution',
        );

        const created = page.waitForResponse(
            response =>
                response.url().endsWith('/api/sharing') && response.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Save' }).click();
        const createdResponse = await created;
        expect(createdResponse.status()).toBe(201);
        expect(createdResponse.request().postDataJSON()).toMatchObject({
            name,
            protocol: 'HTTP',
            headers: { Authorization: 'Bearer e2e-secret' },
            address: 'https://example.test/weather',
            deviceDetails: WEATHER,
        });
        const id = (await createdResponse.json()).id as number;
        await expect(page).toHaveURL(/\/dad\/datasharing$/);

        await page
            .getByRole('row', { name: new RegExp(name) })
            .getByRole('cell', { name })
            .click();
        await expect(page).toHaveURL(new RegExp(`/dad/datasharing/sharing\\?id=${id}$`));
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
        await expect(page.getByLabel('Key')).toHaveValue('Authorization');
        const status = page.getByRole('status').filter({ hasText: 'trial' });
        await expect(status).toHaveText('The script has passed the trial execution');
        const save = page.getByRole('button', { name: 'Save' });
        await expect(save).toBeDisabled();

        await appendToScript(page, '// undone');
        await expect(editorText(page)).toContainText('// undone');
        await expect(status).toHaveText('The script has not passed the trial execution yet');
        await page.getByRole('button', { name: 'Undo' }).click();
        await expect(editorText(page)).not.toContainText('// undone');
        await expect(status).toHaveText('The script has passed the trial execution');
        await expect(save).toBeDisabled();

        await appendToScript(page, '// edited by e2e');
        await expect(editorText(page)).toContainText('// edited by e2e');
        await expect(status).toHaveText('The script has not passed the trial execution yet');
        await expect(save).toBeEnabled();
        await save.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText('Caution');
        await expect(dialog).toContainText(CAUTION);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL(/\/dad\/datasharing\/sharing\?id=/);

        await save.click();
        const updated = page.waitForResponse(
            response =>
                response.url().endsWith('/api/sharing') && response.request().method() === 'PATCH',
        );
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        const patch = await updated;
        expect(patch.status()).toBe(200);
        // Only the changed script goes out, with the id (PATCH /sharing names the record so).
        expect(patch.request().postDataJSON()).toEqual({
            id,
            script: expect.stringContaining('// edited by e2e'),
        });
        await expect(page).toHaveURL(/\/dad\/datasharing$/);
        const stored = await api(page, 'GET', `/sharing/${id}`);
        expect(stored.body.script).toContain('// edited by e2e');
        expect(stored.body.script).toContain('function process(message)');
    });

    test('saving a new script without a trial run asks first', async ({ page }) => {
        const name = unique('E2E untested');
        await page.goto('/dad/datasharing/add?organization_id=1');
        await page.getByRole('textbox', { name: 'Name' }).fill(name);
        await choose(page, 'Protocol', 'MQTT');
        await choose(page, 'Device type', 'Bürkert Valve 8654 1.4');
        await page.getByLabel('Target address').fill('mqtt://broker.example.test:1883');
        await page.getByLabel('User name').fill('bad name');
        await expect(page.getByText('Use letters, digits and . _ - @ only')).toBeVisible();
        await page.getByLabel('User name').fill('e2e-bridge');
        await page.getByLabel('Password', { exact: true }).fill('secret');
        await page.getByLabel('Topic').fill('e2e/valves');
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(editorText(page)).toContainText('return message;');

        await page.getByRole('button', { name: 'Save' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText(CAUTION);
        const created = page.waitForResponse(
            response =>
                response.url().endsWith('/api/sharing') && response.request().method() === 'POST',
        );
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        const body = (await created).request().postDataJSON();
        expect(body).toMatchObject({
            protocol: 'MQTT',
            mqttConfig: { userName: 'e2e-bridge', password: 'secret', topic: 'e2e/valves' },
            headers: {},
        });
        expect(body.script).toBe('function process(message) {\n    return message;\n}\n');
        await expect(page).toHaveURL(/\/dad\/datasharing$/);
        await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('MQTT');
    });

    test('an empty header key keeps Save disabled and says why', async ({ page }) => {
        await createSharing(page, unique('E2E headers'));
        const save = page.getByRole('button', { name: 'Save' });
        await expect(save).toBeDisabled();
        await page.getByRole('button', { name: 'Add header' }).click();
        await expect(page.getByText(/A header has no key/)).toBeVisible();
        await page.getByLabel('Value').nth(1).fill('value without a key');
        await expect(save).toBeDisabled();
        await page.getByLabel('Key').nth(1).fill('X-E2E');
        await expect(page.getByText(/A header has no key/)).toHaveCount(0);
        await expect(save).toBeEnabled();
        await page.getByLabel('Key').nth(1).fill('');
        await expect(save).toBeDisabled();
        // By keyboard: the focus goes to the Remove of the row now in its place, here the one above.
        await page.getByRole('button', { name: 'Remove header 2' }).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByText(/A header has no key/)).toHaveCount(0);
        await expect(save).toBeDisabled(); // back to the saved value
        await expect(page.getByRole('button', { name: 'Remove header 1' })).toBeFocused();
    });

    test('a failing trial run shows the error and does not pass the script', async ({ page }) => {
        await createSharing(page, unique('E2E failing'));
        const status = page.getByRole('status').filter({ hasText: 'trial' });
        await expect(status).toHaveText('The script has passed the trial execution');
        await insertIntoScript(page, 'throw boom;');
        await page.getByRole('button', { name: 'Trial execution' }).click();
        // A failed run is an outcome of the page: shown once, in its result, not in the modal.
        const result = page.getByRole('region', { name: 'The trial execution failed' });
        await expect(result).toContainText("'boom' is not defined");
        // The script's own line: its three lines, then the inserted one.
        await expect(result).toContainText('In the script, line 4');
        await expect(result).not.toContainText('(line');
        await expect(status).toHaveText('The script has not passed the trial execution yet');
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });
});

test.describe('a deactivated data sharing', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('an admin activates it again on its page and the list shows it active', async ({
        page,
    }) => {
        const name = unique('E2E paused sharing');
        const id = await createSharing(page, name);
        const stored = await api(page, 'GET', `/sharing/${id}`);
        const deactivated = await api(page, 'PATCH', '/sharing', { ...stored.body, error: true });
        expect(deactivated.body).toMatchObject({ id, error: true });
        await page.reload();
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
        const notice = page
            .getByRole('alert')
            .filter({ hasText: 'This data sharing is deactivated' });
        await expect(notice).toBeVisible();
        const activate = notice.getByRole('button', { name: 'Activate again' });

        // Unsaved edits come first: the button waits until they are saved or undone.
        await page.getByRole('textbox', { name: 'Name' }).fill(`${name} x`);
        await expect(activate).toBeDisabled();
        await expect(notice).toContainText('Save or undo your changes before activating it again.');
        await page.getByRole('button', { name: 'Undo' }).click();
        await expect(activate).toBeEnabled();

        const patched = page.waitForResponse(
            response =>
                response.url().endsWith('/api/sharing') && response.request().method() === 'PATCH',
        );
        await activate.click();
        const response = await patched;
        expect(response.status()).toBe(200);
        expect(response.request().postDataJSON()).toEqual({ id, error: false });
        await expect(page.getByText('The data sharing is active again')).toBeVisible();
        await expect(notice).toHaveCount(0);

        await page.getByRole('link', { name: 'Data Sharings' }).first().click();
        await expect(page).toHaveURL(/\/dad\/datasharing$/);
        const row = page.getByRole('row', { name: new RegExp(name) });
        await expect(row.getByRole('img', { name: 'Active' })).toBeVisible();
        expect((await api(page, 'GET', `/sharing/${id}`)).body.error).toBe(false);
        await api(page, 'DELETE', `/sharing/${id}`);
    });
});

test.describe('data sharing as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('the list and the detail page are read-only, the add path is blocked', async ({
        page,
    }) => {
        await page.goto('/dad/datasharing?organization_id=1');
        const row = page.getByRole('row', { name: new RegExp(SEEDED_HTTP) });
        await expect(row.getByRole('button', { name: 'Remove' })).toBeDisabled();
        await expect(page.getByRole('link', { name: 'Add' })).toBeDisabled();

        await row.getByRole('cell', { name: SEEDED_HTTP }).click();
        await expect(page).toHaveURL(/\/dad\/datasharing\/sharing\?id=\d+$/);
        const nameInput = page.getByRole('textbox', { name: 'Name' });
        await expect(nameInput).toHaveValue(SEEDED_HTTP);
        await expect(nameInput).toHaveAttribute('readonly', '');
        await expect(page.getByLabel('Target address')).toHaveAttribute('readonly', '');
        // The Authorization header is a secret: the API leaves it out for viewers.
        await expect(page.getByLabel('Key')).toHaveCount(1);
        await expect(page.getByLabel('Key')).toHaveValue('X-Source');
        await expect(page.getByLabel('Key')).toHaveAttribute('readonly', '');
        await expect(page.getByText('Bearer', { exact: false })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Add header' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Trial execution' })).toBeDisabled();

        await expect(editorText(page)).toContainText('function process(message)');
        await appendToScript(page, '// viewer typing');
        await expect(editorText(page)).not.toContainText('viewer typing');

        // The seeded deactivated sharing: its Activate again is an admin control, disabled.
        await page.goto('/dad/datasharing?organization_id=1');
        await page
            .getByRole('row', { name: new RegExp(SEEDED_MQTT) })
            .getByRole('cell', { name: SEEDED_MQTT })
            .click();
        await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
            SEEDED_MQTT,
        );
        await expect(page.getByRole('button', { name: 'Activate again' })).toBeDisabled();

        await page.goto('/dad/datasharing/add');
        await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
    });
});
