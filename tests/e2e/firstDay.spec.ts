/**
 * A new organization's first day, end to end and only through the console: the system admin
 * creates the organization and invites a brand-new user as its admin; that user signs in, finds
 * the organization selected, and sets it up (integration, device, device group, data sharing,
 * responsible, custom alarm: no service is needed for any of them); a reading the device sends raises the custom alarm, which
 * shows in the alarms list and on the home page and is acknowledged.
 */
import { expect, test, type Page } from '@playwright/test';
import { choose, next, pickerField, selectOrganization } from './helpers';
import { createAccount } from './sandbox';
import { signIn, storageStateOf } from './users';

/** One stamp for every name of this run, so the run never meets another one's records. */
const RUN = Date.now().toString(36).slice(-6);
const ORGANIZATION = `First Day ${RUN}`;
const USERNAME = `firstday-${RUN}`;
const INTEGRATION = `Digimondo webhook ${RUN}`;
const DEVICE = `Weather station ${RUN}`;
const DEVICE_TYPE = 'Milesight EM300-TH 1.2';
const GROUP = `Weather stations ${RUN}`;
const SHARING = `Weather to the city portal ${RUN}`;
const RESPONSIBLE = `Ida Winter ${RUN}`;
const ALARM = `Too hot ${RUN}`;

/** The users table of User Management: the row of one user. */
const userRow = (page: Page, username: string) =>
    page
        .getByRole('table', { name: 'Users and their roles' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: username, exact: true }) });

/** A list's row holding `text`. */
const rowOf = (page: Page, text: string) => page.getByRole('row', { name: new RegExp(text) });

/**
 * The Add link of a list: the toolbar's comes first (an empty list offers a second one in its
 * empty state).
 */
const addLink = (page: Page, name = 'Add') => page.getByRole('link', { name, exact: true }).first();

test('a new organization is set up on its first day and its first alarm is acknowledged', async ({
    browser,
    page,
    request,
}) => {
    // Some thirty page loads and writes, two script runs and a reading on a busy machine.
    test.setTimeout(180_000);

    await test.step('the system admin creates the organization and invites its admin', async () => {
        const admin = await browser.newContext({ storageState: storageStateOf('sysadmin') });
        const adminPage = await admin.newPage();
        await adminPage.goto('/system/organizations/add');
        await adminPage.getByLabel('Name').fill(ORGANIZATION);
        await adminPage.getByLabel('Billing ID').fill(`FD-${RUN}`);
        await adminPage.getByRole('button', { name: 'Save' }).click();
        await expect(adminPage).toHaveURL(/\/system\/organizations$/);
        await expect(rowOf(adminPage, ORGANIZATION)).toContainText(`FD-${RUN}`);

        // The user exists in the SSO but belongs to no organization yet.
        await createAccount(request, USERNAME);

        await adminPage.getByRole('link', { name: 'Home' }).click();
        await selectOrganization(adminPage, ORGANIZATION);
        await adminPage
            .getByRole('navigation', { name: 'Main navigation' })
            .getByRole('menuitem', { name: 'Organization' })
            .click();
        await adminPage.getByRole('link', { name: /^User Management/ }).click();
        await expect(adminPage).toHaveURL(/\/organization\/users$/);
        await expect(
            adminPage.getByRole('heading', { name: `Users of ${ORGANIZATION}` }),
        ).toBeVisible();

        // A new organization has no users: its empty table offers the invitation too.
        await expect(adminPage.getByText('No users in this group yet.')).toBeVisible();
        await expect(adminPage.getByRole('button', { name: 'Invite user' })).toHaveCount(2);
        await adminPage.getByRole('button', { name: 'Invite user' }).last().click();
        const invite = adminPage.getByRole('dialog', {
            name: `Invite a user to ${ORGANIZATION}`,
        });
        await invite.getByLabel('Username').fill(USERNAME);
        await invite.getByRole('button', { name: 'Invite' }).click();
        await expect(invite).toHaveCount(0);
        await expect(userRow(adminPage, USERNAME)).toContainText('Viewer');

        await adminPage.getByRole('button', { name: `Edit roles of ${USERNAME}` }).click();
        const roles = adminPage.getByRole('dialog', {
            name: `Roles of ${USERNAME} in ${ORGANIZATION}`,
        });
        await roles.getByRole('checkbox', { name: 'Admin' }).check();
        await roles.getByRole('checkbox', { name: 'Viewer' }).uncheck();
        await roles.getByRole('button', { name: 'Save' }).click();
        await expect(roles).toHaveCount(0);
        await expect(userRow(adminPage, USERNAME).getByRole('cell').nth(1)).toHaveText('Admin');
        await admin.close();
    });

    await test.step('the new admin signs in and finds the organization selected', async () => {
        await signIn(page, USERNAME);
        await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveText(ORGANIZATION);
        // The home page's open alarms: none yet.
        const open = page.getByRole('region', { name: 'Open alarms' });
        await expect(open.getByRole('link', { name: 'Show all alarms' })).toBeVisible();
        await expect(open.getByRole('listitem')).toHaveCount(0);
    });

    await test.step('onboarding before any integration says to add one first', async () => {
        await page.goto('/dad/devices/onboard');
        const hint = page
            .getByRole('alert')
            .filter({ hasText: 'No integration to choose from yet' });
        await expect(hint).toBeVisible();
        await hint.getByRole('link', { name: 'Add integration' }).click();
        await expect(page).toHaveURL(/\/dad\/integrations\/add$/);
    });

    let secret = '';
    await test.step('adds a Digimondo webhook integration', async () => {
        await page.goto('/dad/integrations');
        // A new organization has none yet: the empty list offers Add.
        await expect(page.getByText('No integrations yet.')).toBeVisible();
        await addLink(page).click();
        await expect(page).toHaveURL(/\/dad\/integrations\/add$/);
        await page.getByRole('textbox', { name: 'Name' }).fill(INTEGRATION);
        await next(page);
        await choose(page, 'Type', 'Digimondo webhook');
        // The secret is masked (a password field, no textbox) until shown.
        await expect(page.getByLabel(/^Client secret/)).toHaveValue(/^[0-9a-f]{32}$/);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page).toHaveURL(/\/dad\/integrations$/);
        const row = rowOf(page, INTEGRATION);
        await expect(row).toContainText('Digimondo webhook');

        // Its page shows the secret devices post their readings with.
        await row.getByRole('cell', { name: INTEGRATION }).click();
        await expect(page).toHaveURL(/\/dad\/integrations\/integration\?id=\d+$/);
        await page.getByRole('button', { name: 'Show secret' }).first().click();
        const shown = page.getByRole('textbox', { name: 'Client secret' });
        await expect(shown).toHaveValue(/^[0-9a-f]{32}$/);
        secret = await shown.inputValue();
        // The uplink address carries the secret: masked too, until its own control shows it.
        await page.getByRole('button', { name: 'Show secret' }).click();
        await expect(page.getByRole('textbox', { name: 'Uplink address (example)' })).toHaveValue(
            new RegExp(`/smartcity/uplink/digimondo/\\{deviceId\\}/key/${secret} `),
        );
    });

    let deviceId = '';
    await test.step('onboards a device with the onboarding wizard', async () => {
        await page.goto('/dad/devices');
        await page.getByRole('link', { name: 'Onboard devices' }).first().click();
        await expect(page).toHaveURL(/\/dad\/devices\/onboard$/);
        await choose(page, 'Integration', new RegExp(INTEGRATION));
        await next(page);
        await page.getByLabel('Name').fill(DEVICE);
        await expect(page.getByLabel('Device ID')).not.toHaveValue('');
        const generated = await page.getByLabel('Device ID').inputValue();
        await next(page);
        await choose(page, 'Vendor', 'Milesight');
        await choose(page, 'Device type', 'EM300-TH');
        await choose(page, 'Firmware', '1.2');
        await choose(page, 'Function', 'Environment');
        await next(page);
        // A new organization has no services: the device starts without one.
        await page.getByRole('button', { name: 'Onboard' }).click();
        await expect(page).toHaveURL(/\/dad\/devices$/);

        // The device page shows the id the device posts its readings under.
        const row = rowOf(page, DEVICE);
        await expect(row).toBeVisible();
        await row.getByRole('cell', { name: DEVICE, exact: true }).click();
        await expect(page).toHaveURL(/\/dad\/devices\/device\?id=\d+$/);
        const shown = page.getByRole('textbox', { name: 'Device ID' });
        await expect(shown).toHaveValue(generated);
        deviceId = await shown.inputValue();
    });

    await test.step('creates a device group for the device type and the integration', async () => {
        await page.goto('/dad/deviceGroups');
        await addLink(page).click();
        await expect(page).toHaveURL(/\/dad\/deviceGroups\/add$/);
        await page.getByRole('textbox', { name: 'Name' }).fill(GROUP);
        await next(page);
        await choose(page, 'Device type', DEVICE_TYPE);
        await next(page);
        await choose(page, 'Integration', INTEGRATION);
        await expect(
            page.getByText(
                'This integration type carries no LoRaWAN messages, so the group needs no multicast keys.',
            ),
        ).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Address' })).toHaveCount(0);
        await next(page);
        // No service to subscribe to yet: the group is saved without one, and the page says so.
        await expect(
            page.getByText(
                'The organization has no services yet: the group can be subscribed to one later.',
            ),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page).toHaveURL(/\/dad\/deviceGroups$/);
        const row = rowOf(page, GROUP);
        await expect(row).toContainText(DEVICE_TYPE);
        await expect(row).toContainText(INTEGRATION);
    });

    await test.step('creates a data sharing whose dry run passes', async () => {
        await page.goto('/dad/datasharing');
        await addLink(page).click();
        await expect(page).toHaveURL(/\/dad\/datasharing\/add$/);
        await page.getByRole('textbox', { name: 'Name' }).fill(SHARING);
        await choose(page, 'Device type', DEVICE_TYPE);
        await page.getByLabel('Target address').fill('https://example.test/weather');
        await next(page);
        const status = page.getByRole('status').filter({ hasText: 'trial' });
        await expect(status).toHaveText('The script has not passed the trial execution yet');
        await page.getByRole('button', { name: 'Trial execution' }).click();
        await expect(
            page.getByRole('region', { name: 'Result of the trial execution' }),
        ).toBeVisible();
        await expect(status).toHaveText('The script has passed the trial execution');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page).toHaveURL(/\/dad\/datasharing$/);
        const row = rowOf(page, SHARING);
        await expect(row).toContainText('HTTP');
        await expect(row).toContainText(DEVICE_TYPE);
        await expect(row.getByRole('img', { name: 'Active' })).toBeVisible();
    });

    await test.step("creates a responsible on the organization's service-time plan", async () => {
        await page.goto('/alarming/responsibles');
        await addLink(page).click();
        await expect(page).toHaveURL(/\/alarming\/responsibles\/add$/);
        await page.getByRole('textbox', { name: 'Name' }).fill(RESPONSIBLE);
        await page.getByRole('textbox', { name: 'Email' }).fill('ida.winter@first-day.example');
        await next(page);
        await page.getByRole('switch', { name: ORGANIZATION }).check();
        const plan = page.getByRole('group', { name: ORGANIZATION });
        await expect(plan.getByRole('checkbox', { name: 'Failure' })).toBeChecked();
        await plan.getByRole('checkbox', { name: 'Warning' }).check();
        await expect(pickerField(plan, 'Monday start').shown).toHaveText('00:00');
        await expect(pickerField(plan, 'Monday end').shown).toHaveText('23:59');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page).toHaveURL(/\/alarming\/responsibles$/);
        await expect(rowOf(page, RESPONSIBLE)).toContainText('ida.winter@first-day.example');
    });

    await test.step('creates a custom alarm for the device whose test run passes', async () => {
        await page.goto('/alarming/custom-alarms');
        await addLink(page).click();
        await expect(page).toHaveURL(/\/alarming\/custom-alarms\/add$/);
        await page.getByRole('searchbox', { name: 'Search' }).fill(DEVICE);
        await page.getByRole('radio', { name: `Select ${DEVICE}` }).check();
        await expect(page.getByText(`Selected device: ${DEVICE}`)).toBeVisible();
        await next(page);
        await page.getByRole('textbox', { name: 'Title' }).fill(ALARM);
        await page.getByRole('textbox', { name: 'Description' }).fill('Above 30 °C');
        await choose(page, 'Alarm type', 'Warning');
        // The script new custom alarms start with raises the alarm above 30 °C.
        await expect(page.getByRole('textbox', { name: 'Script', exact: true })).toBeAttached();
        await expect(page.getByText(/message\.data\.temperature\s*>\s*30/).first()).toBeVisible();
        const create = page.getByRole('button', { name: 'Create' });
        await expect(create).toBeDisabled();
        await page.getByRole('button', { name: 'Test run' }).click();
        await expect(page.getByRole('region', { name: 'Result of the test run' })).toHaveText(
            "Result of the test runThe alarm would be raised: the script's result counts as true",
        );
        await expect(page.getByRole('status').filter({ hasText: 'test run' })).toHaveText(
            'The script has passed the test run',
        );
        await create.click();
        await expect(page).toHaveURL(/\/alarming\/custom-alarms$/);
        const row = rowOf(page, ALARM);
        await expect(row.getByRole('cell', { name: DEVICE, exact: true })).toBeVisible();
        await expect(row).toContainText('Warning');
    });

    await test.step('a hot reading of the device raises the custom alarm', async () => {
        const uplink = await request.post(
            `/smartcity/uplink/digimondo/${encodeURIComponent(deviceId)}/key/${secret}`,
            { data: { temperature: 35.2, humidity: 38 } },
        );
        expect(uplink.status()).toBe(202);

        // The alarm is raised once the script has run on the reading: the list shows it then.
        await page.goto('/alarming/alarms');
        const row = rowOf(page, ALARM);
        await expect(async () => {
            await page.reload();
            await expect(row).toBeVisible({ timeout: 5_000 });
        }).toPass({ timeout: 60_000 });
        await expect(row).toContainText('Warning');
        await expect(row).toContainText('Above 30 °C');
        // An alarm of a device without a service is the organization's.
        await expect(row).toContainText(ORGANIZATION);
        await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();

        // The home page lists it among the open alarms, and leads to the list.
        await page.getByRole('link', { name: 'Home' }).click();
        const open = page.getByRole('region', { name: 'Open alarms' });
        await expect(open.getByRole('listitem')).toHaveCount(1);
        await expect(open.getByRole('listitem')).toContainText(ALARM);
        await open.getByRole('link', { name: 'Show all alarms' }).click();
        await expect(page).toHaveURL(/\/alarming\/alarms$/);
    });

    await test.step('the alarm is acknowledged', async () => {
        const row = rowOf(page, ALARM);
        await row.getByRole('button', { name: 'Acknowledge' }).click();
        await expect(page.getByText('Alarm acknowledged')).toBeVisible();
        await expect(row.getByRole('cell', { name: 'Acknowledged', exact: true })).toBeVisible();
        await expect(row.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);

        // No longer open: the home page lists it no more.
        await page.getByRole('link', { name: 'Home' }).click();
        const open = page.getByRole('region', { name: 'Open alarms' });
        await expect(open.getByRole('link', { name: 'Show all alarms' })).toBeVisible();
        await expect(open.getByText(ALARM)).toHaveCount(0);
    });
});
