import { expect, test, type Page } from '@playwright/test';
import { api, choose, saveScreenshot, unique } from './helpers';
import { storageStateOf } from './users';

/** Seeded in organization 1 (sandbox/db/customAlarms.ts) on the demo device. */
const SEEDED = 'Hot weather station';
const DEMO_DEVICE = 'Weather station Marktplatz';
/** The console's default test data (sandbox/API.md, "Custom alarms"). */
const DEFAULT_TEST_DATA =
    'const message = { "deviceId": "...", "data": { "temperature": 31.5, "humidity": 40 } };\n';
const SHOTS = '/tmp/shots-customalarms';

const PASSED = 'The script has passed the test run';
const NOT_PASSED = 'The script has not passed a test run yet';
const NEEDED_TO_CREATE =
    'Create needs a passed test run of the script and test data as they are now.';
const NEEDED_TO_SAVE = 'Save needs a passed test run of the script and test data as they are now.';

/** The code editor titled `label` (Monaco: its text area carries the name). */
const editor = (page: Page, label: string) =>
    page.locator('.monaco-editor').filter({ has: page.getByRole('textbox', { name: label }) });
const editorLines = (page: Page, label: string) => editor(page, label).locator('.view-lines');

/** Puts code at the end of an editor in one input (typed code would meet the suggestions). */
const appendTo = async (page: Page, label: string, code: string) => {
    await editorLines(page, label).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText(code);
};

const replaceIn = async (page: Page, label: string, code: string) => {
    await editorLines(page, label).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(code);
};

const testRunStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'test run' });

/** Clicks Test run and returns the request the console sent and the answer's status. */
const runTest = async (page: Page) => {
    const answer = page.waitForResponse(
        response =>
            response.url().endsWith('/api/alarming/custom-alarms/dryrun') &&
            response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Test run' }).click();
    const response = await answer;
    return { status: response.status(), body: response.request().postDataJSON() };
};

test.describe('custom alarms as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('the list names the device of each custom alarm', async ({ page }) => {
        await page.goto('/alarming/custom-alarms?organization_id=1');
        const row = page.getByRole('row', { name: new RegExp(SEEDED) });
        await expect(row.getByRole('cell', { name: DEMO_DEVICE, exact: true })).toBeVisible();
        await expect(row).toContainText('Warning');
        await expect(row.getByRole('button', { name: 'Remove' })).toBeEnabled();
        await expect(page.getByRole('columnheader', { name: 'Device' })).toBeVisible();
        await expect(page.getByRole('columnheader', { name: 'Alarm type' })).toBeVisible();
        await saveScreenshot(page, `${SHOTS}/list.png`, true);
    });

    test('create one through a failing and a passing test run, edit its script, save, remove it', async ({
        page,
    }) => {
        // One flow of several writes (each with its pause) and two code editors.
        test.slow();
        const title = unique('E2E too hot');
        await page.goto('/alarming/custom-alarms?organization_id=1');
        await page.getByRole('link', { name: 'Add' }).click();
        await expect(page).toHaveURL(/\/alarming\/custom-alarms\/add$/);

        // Tab 1: exactly one device.
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(
            page.getByRole('alert').filter({ hasText: 'Select exactly one device' }),
        ).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
        await page.getByRole('searchbox', { name: 'Search' }).fill('Marktplatz');
        await page.getByRole('radio', { name: `Select ${DEMO_DEVICE}` }).check();
        await expect(page.getByText(`Selected device: ${DEMO_DEVICE}`)).toBeVisible();
        await saveScreenshot(page, `${SHOTS}/wizard-device.png`, true);
        await page.getByRole('button', { name: 'Next' }).click();

        // Tab 2: the definitions, the script and its test data.
        await page.getByRole('textbox', { name: 'Title' }).fill(title);
        await page.getByRole('textbox', { name: 'Description' }).fill('Above 30 °C, from e2e');
        await choose(page, 'Alarm type', 'Warning');
        await expect(editorLines(page, 'Script')).toContainText('function check(message)');
        await expect(editorLines(page, 'Test data')).toContainText('"temperature": 31.5');
        const create = page.getByRole('button', { name: 'Create' });
        await expect(testRunStatus(page)).toHaveText(NOT_PASSED);
        await expect(create).toBeDisabled();
        // Why Create waits: under the test run, and as Create's own description.
        await expect(page.getByText(NEEDED_TO_CREATE)).toBeVisible();
        await expect(create).toHaveAccessibleDescription(NEEDED_TO_CREATE);

        await appendTo(page, 'Script', 'boom;');
        const failing = await runTest(page);
        expect(failing.status).toBe(400);
        expect(failing.body).toEqual({
            code: expect.stringMatching(/^const message = \{.*\};\n\n\/\/ The alarm is raised/s),
        });
        expect(failing.body.code.endsWith('check(message);\nboom;')).toBe(true);
        // Shown once, in the result (not in the error modal), at the script's own line: the
        // API counts the test data's two lines too.
        const failed = page.getByRole('region', { name: 'The test run failed' });
        await expect(failed).toContainText("'boom' is not defined");
        await expect(failed).toContainText('In the script, line 6');
        await expect(failed).not.toContainText('line 8');
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(testRunStatus(page)).toHaveText(NOT_PASSED);
        await expect(create).toBeDisabled();

        const script = 'message.data.temperature > 30; // created by e2e';
        await replaceIn(page, 'Script', script);
        const passing = await runTest(page);
        expect(passing.status).toBe(200);
        expect(passing.body).toEqual({ code: `${DEFAULT_TEST_DATA}\n${script}` });
        await expect(page.getByRole('region', { name: 'Result of the test run' })).toHaveText(
            "Result of the test runThe alarm would be raised: the script's result counts as true",
        );
        await expect(testRunStatus(page)).toHaveText(PASSED);
        await expect(create).toBeEnabled();
        await expect(page.getByText(NEEDED_TO_CREATE)).toHaveCount(0);
        await saveScreenshot(page, `${SHOTS}/wizard-definitions.png`, true);

        const created = page.waitForResponse(
            response =>
                response.url().endsWith('/api/alarming/custom-alarms') &&
                response.request().method() === 'POST',
        );
        await create.click();
        const createdResponse = await created;
        expect(createdResponse.status()).toBe(201);
        const sent = createdResponse.request().postDataJSON();
        expect(sent).toEqual({
            title,
            description: 'Above 30 °C, from e2e',
            alarmType: 'WARNING',
            monitorId: expect.any(Number),
            organizationId: 1,
            code: script,
            testData: DEFAULT_TEST_DATA,
        });
        const device = await api(page, 'GET', `/devices/${sent.monitorId}`);
        expect(device.body.name).toBe(DEMO_DEVICE);
        const id = (await createdResponse.json()).id as number;
        await expect(page).toHaveURL(/\/alarming\/custom-alarms$/);

        // Open it: the stored script has passed until it is edited.
        const row = page.getByRole('row', { name: new RegExp(title) });
        await expect(row.getByRole('cell', { name: DEMO_DEVICE, exact: true })).toBeVisible();
        await row.getByRole('cell', { name: title }).click();
        await expect(page).toHaveURL(
            new RegExp(`/alarming/custom-alarms/external-alarm\\?id=${id}$`),
        );
        await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
        await expect(page.getByText(DEMO_DEVICE)).toBeVisible();
        await expect(editorLines(page, 'Script')).toContainText('created by e2e');
        await expect(testRunStatus(page)).toHaveText(PASSED);
        const save = page.getByRole('button', { name: 'Save' });
        await expect(save).toBeDisabled();
        await expect(editor(page, 'Script')).toHaveCSS('height', '500px');
        await saveScreenshot(page, `${SHOTS}/edit.png`, true);

        await appendTo(page, 'Script', ' and edited');
        await expect(editorLines(page, 'Script')).toContainText('and edited');
        await expect(testRunStatus(page)).toHaveText(NOT_PASSED);
        await expect(save).toBeDisabled();
        await expect(save).toHaveAccessibleDescription(NEEDED_TO_SAVE);
        await expect(page.getByText(NEEDED_TO_SAVE)).toBeVisible();
        const rerun = await runTest(page);
        expect(rerun.status).toBe(200);
        await expect(testRunStatus(page)).toHaveText(PASSED);
        await expect(save).toBeEnabled();

        const updated = page.waitForResponse(
            response =>
                response.url().endsWith(`/api/alarming/custom-alarms/${id}`) &&
                response.request().method() === 'PATCH',
        );
        await save.click();
        const patch = await updated;
        expect(patch.status()).toBe(200);
        // Only the changed script goes out.
        expect(patch.request().postDataJSON()).toEqual({ code: `${script} and edited` });
        await expect(page).toHaveURL(/\/alarming\/custom-alarms$/);
        const stored = await api(page, 'GET', `/alarming/custom-alarms/${id}`);
        expect(stored.body).toMatchObject({
            title,
            description: 'Above 30 °C, from e2e',
            alarmType: 'WARNING',
            monitorId: sent.monitorId,
            organizationId: 1,
            code: `${script} and edited`,
            testData: DEFAULT_TEST_DATA,
        });

        // Remove it.
        await page
            .getByRole('row', { name: new RegExp(title) })
            .getByRole('button', { name: 'Remove' })
            .click();
        const removed = page.waitForResponse(
            response =>
                response.url().endsWith(`/api/alarming/custom-alarms/${id}`) &&
                response.request().method() === 'DELETE',
        );
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        expect((await removed).status()).toBe(200);
        await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
        expect((await api(page, 'GET', `/alarming/custom-alarms/${id}`)).status).toBe(404);
    });
});

test.describe('a failed test run of a custom alarm', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test("names the test data's own line when the syntax error is in the test data", async ({
        page,
    }) => {
        await page.goto('/alarming/custom-alarms/external-alarm?id=1&organization_id=1');
        await expect(editorLines(page, 'Test data')).toContainText('const message');
        // The stored test data: "const message = {" and nine lines more; its line 2 breaks.
        await editorLines(page, 'Test data').click();
        await page.keyboard.press('ControlOrMeta+Home');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('End');
        await page.keyboard.insertText(' ,,');
        const failing = await runTest(page);
        expect(failing.status).toBe(400);
        const failed = page.getByRole('region', { name: 'The test run failed' });
        await expect(failed).toContainText('The script is not valid JavaScript');
        await expect(failed).toContainText('In the test data, line 2');
        await expect(failed).not.toContainText('In the script');
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(testRunStatus(page)).toHaveText(NOT_PASSED);
        await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
});

test.describe("a megabyte pasted into a custom alarm's description", () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('keeps the field a few lines high, with its length message beside it at once', async ({
        page,
    }) => {
        await page.goto('/alarming/custom-alarms/external-alarm?id=1&organization_id=1');
        const description = page.getByRole('textbox', { name: 'Description' });
        await expect(description).not.toHaveValue('');
        const pasted = `Pasted from a log file. ${'0123456789 '.repeat(100_000)}`;
        await description.fill(pasted);
        // The text is kept as pasted; the field grows to ten lines and scrolls within itself.
        expect((await description.inputValue()).length).toBe(pasted.length);
        const field = (await description.boundingBox())!;
        expect(field.height, 'height of the field').toBeLessThan(300);
        const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(pageHeight, "the page's height").toBeLessThan(4000);
        // The message about the length shows right below the field.
        const message = page.getByText('Must be 2000 characters or less');
        await expect(message).toBeVisible();
        const below = (await message.boundingBox())!;
        expect(
            below.y - (field.y + field.height),
            'gap from the field to its message',
        ).toBeLessThan(40);
        await expect(description).toHaveAccessibleDescription(/Must be 2000 characters or less/);
    });
});

test.describe('custom alarms as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('the list has no add and no remove, the add path is blocked', async ({ page }) => {
        await page.goto('/alarming/custom-alarms?organization_id=1');
        const row = page.getByRole('row', { name: new RegExp(SEEDED) });
        await expect(row.getByRole('cell', { name: DEMO_DEVICE, exact: true })).toBeVisible();
        await expect(row.getByRole('button', { name: 'Remove' })).toBeDisabled();
        await expect(page.getByRole('link', { name: 'Add' })).toBeDisabled();

        await row.getByRole('cell', { name: SEEDED }).click();
        await expect(page).toHaveURL(/\/alarming\/custom-alarms\/external-alarm\?id=\d+$/);
        const title = page.getByRole('textbox', { name: 'Title' });
        await expect(title).toHaveValue(SEEDED);
        await expect(title).toHaveAttribute('readonly', '');
        await expect(editorLines(page, 'Script')).toContainText('function check(message)');
        await expect(page.getByRole('button', { name: 'Test run' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

        await page.goto('/alarming/custom-alarms/add');
        await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    });
});
