/**
 * Two people on the same record (issue 17, point 3 "No silent lost update"): two browsers, each
 * signed in as its own admin, open the same record. A change to a field the other did not touch
 * is merged silently (only changed fields are sent; a PUT carries the other's change along); a
 * change to the same field opens the conflict dialog, whose "Keep mine" stores the second value
 * and "Take theirs" shows the first.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, unique } from './helpers';
import { clearFaults, injectFault } from './sandbox';
import { storageStateOf, type DemoUser } from './users';

const WEATHER = { vendor: 'Barani Design', deviceType: 'MeteoHelix IoT Pro', firmware: '3.2' };

/** An input by its label, with or without react-admin's required mark. */
const field = (page: Page, label: string) =>
    page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`));

/** A page in a browser context of its own (its own session, as a second person's browser). */
const browserOf = async (browser: Browser, user: DemoUser) => {
    const context = await browser.newContext({ storageState: storageStateOf(user) });
    return context.newPage();
};

/** A REST device of its own (integration "Smart Interface"), made through the API. */
const createDevice = async (page: Page) => {
    const created = await api(page, 'POST', '/devices/onboard', {
        deviceList: [
            {
                name: unique('Concurrent device'),
                tags: ['environment'],
                integrationId: 3,
                mapping: 103,
                organizationId: 1,
                deviceId: `E2E-C-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
                details: WEATHER,
            },
        ],
    });
    expect(created.status).toBe(201);
    return created.body[0] as { id: number; name: string };
};

const storedDevice = async (page: Page, id: number) => {
    const { status, body } = await api(page, 'GET', `/devices/${id}`);
    expect(status).toBe(200);
    return body as { name: string; description: string; updateInterval: number };
};

const openDevice = async (page: Page, id: number) => {
    await page.goto(`/dad/devices/device?id=${id}&organization_id=1`);
    await expect(page.getByLabel('Device ID')).not.toHaveValue('');
};

/** The console's home, so that the page holds a token for the API calls. */
const start = async (page: Page) => {
    await page.goto('/?organization_id=1');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
};

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

const conflictDialog = (page: Page) =>
    page.getByRole('dialog', { name: 'Changed by someone else' });

/** A new device, open in this page and in a second browser signed in as `user`. */
const deviceOpenInTwo = async (page: Page, browser: Browser, user: 'sysadmin' | 'orgadmin') => {
    await start(page);
    const device = await createDevice(page);
    const other = await browserOf(browser, user);
    await openDevice(page, device.id);
    await openDevice(other, device.id);
    return { device, other };
};

test.describe('two admins on the same record', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('the same device field: the dialog shows both values; "Keep mine" stores the second', async ({
        page,
        browser,
    }) => {
        const { device, other } = await deviceOpenInTwo(page, browser, 'sysadmin');

        await field(page, 'Name').fill('Name by A');
        await save(page);
        await expect(page).toHaveURL(/\/dad\/devices(\?|$)/);
        expect((await storedDevice(page, device.id)).name).toBe('Name by A');

        await field(other, 'Name').fill('Name by B');
        await save(other);
        const dialog = conflictDialog(other);
        await expect(dialog).toBeVisible();
        const row = dialog.getByRole('row', { name: /^Name/ });
        await expect(row.getByRole('cell').nth(0)).toHaveText('Name by A');
        await expect(row.getByRole('cell').nth(1)).toHaveText('Name by B');
        // The safe choice has the focus: taking theirs loses nothing that is saved.
        await expect(dialog.getByRole('button', { name: 'Take theirs' })).toBeFocused();
        // Nothing was written yet: A's name is still stored.
        expect((await storedDevice(page, device.id)).name).toBe('Name by A');
        // The dialog passes axe (labelled, table headers, contrast) once its transition is over.
        await other.waitForFunction(() =>
            document.getAnimations().every(animation => animation.playState !== 'running'),
        );
        const scan = await new AxeBuilder({ page: other }).include('[role="dialog"]').analyze();
        expect(
            scan.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical'),
        ).toEqual([]);

        await dialog.getByRole('button', { name: 'Keep mine' }).click();
        await expect(other).toHaveURL(/\/dad\/devices(\?|$)/);
        await expect(other.getByText('Device updated')).toBeVisible();
        expect((await storedDevice(page, device.id)).name).toBe('Name by B');
        await other.context().close();
    });

    test('"Take theirs" shows the other value and keeps my change to another field', async ({
        page,
        browser,
    }) => {
        const { device, other } = await deviceOpenInTwo(page, browser, 'orgadmin');

        await field(page, 'Name').fill('Taken name');
        await save(page);
        await expect(page).toHaveURL(/\/dad\/devices(\?|$)/);

        await field(other, 'Name').fill('Overruled name');
        await field(other, 'Description').fill('Description by B');
        await save(other);
        const dialog = conflictDialog(other);
        await expect(dialog).toBeVisible();
        // Only the field both changed is listed.
        await expect(dialog.getByRole('row')).toHaveCount(2);
        await dialog.getByRole('button', { name: 'Take theirs' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(field(other, 'Name')).toHaveValue('Taken name');
        await expect(field(other, 'Description')).toHaveValue('Description by B');
        expect((await storedDevice(page, device.id)).description ?? '').toBe('');

        await save(other);
        await expect(other).toHaveURL(/\/dad\/devices(\?|$)/);
        const stored = await storedDevice(page, device.id);
        expect(stored.name).toBe('Taken name');
        expect(stored.description).toBe('Description by B');
        await other.context().close();
    });

    test('different device fields: both changes are stored, no dialog', async ({
        page,
        browser,
    }) => {
        const { device, other } = await deviceOpenInTwo(page, browser, 'sysadmin');
        const patches: unknown[] = [];
        other.on('request', request => {
            if (request.method() === 'PATCH') patches.push(request.postDataJSON());
        });

        await field(page, 'Description').fill('Described by A');
        await save(page);
        await expect(page).toHaveURL(/\/dad\/devices(\?|$)/);

        await field(other, 'Update interval (seconds)').fill('600');
        await save(other);
        await expect(other).toHaveURL(/\/dad\/devices(\?|$)/);
        await expect(conflictDialog(other)).toHaveCount(0);
        // B sent only what B changed.
        expect(patches).toEqual([{ id: device.id, updateInterval: 600 }]);
        const stored = await storedDevice(page, device.id);
        expect(stored.description).toBe('Described by A');
        expect(stored.updateInterval).toBe(600);
        await other.context().close();
    });
});

test.describe('the fresh read before a save', () => {
    test.use({ storageState: storageStateOf('orgadmin') });
    test.afterEach(async ({ request }) => {
        await clearFaults(request);
    });

    test('when it fails, the error modal says so, nothing is written, and Save again saves', async ({
        page,
        request,
    }) => {
        await start(page);
        const device = await createDevice(page);
        await openDevice(page, device.id);
        const writes: string[] = [];
        page.on('request', sent => {
            if (sent.method() === 'PATCH') writes.push(sent.url());
        });
        await injectFault(request, {
            method: 'GET',
            path: `^/api/devices/${device.id}$`,
            status: 500,
            body: { message: 'Injected failure of the fresh read' },
            times: 1,
        });
        await field(page, 'Name').fill('Saved after a failed read');
        await save(page);
        const modal = page.getByRole('alertdialog', { name: 'Oops, something went wrong!' });
        await expect(modal).toContainText('Injected failure of the fresh read');
        await modal.getByRole('button', { name: 'OK' }).click();
        expect(writes).toEqual([]);
        await expect(field(page, 'Name')).toHaveValue('Saved after a failed read');

        await save(page);
        await expect(page).toHaveURL(/\/dad\/devices(\?|$)/);
        expect(writes).toHaveLength(1);
        expect((await storedDevice(page, device.id)).name).toBe('Saved after a failed read');
    });
});

test.describe('a record removed meanwhile', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('Save says so and goes back to the list, which no longer shows it', async ({ page }) => {
        await start(page);
        const device = await createDevice(page);
        await openDevice(page, device.id);
        // Removed elsewhere while the page is open.
        expect((await api(page, 'DELETE', `/devices/${device.id}`)).status).toBe(200);
        await field(page, 'Name').fill('Saved after its removal');
        await save(page);
        const modal = page.getByRole('alertdialog', { name: 'Oops, something went wrong!' });
        await expect(modal).toContainText(/not found/i);
        await modal.getByRole('button', { name: 'OK' }).click();
        // Not a form whose Save can only fail again: the list, without the device.
        await expect(page).toHaveURL(/\/dad\/devices(\?|$)/);
        await page.getByRole('textbox', { name: 'Search' }).fill(device.name);
        await expect(page.locator('tbody tr')).toHaveCount(0);
    });
});

test.describe('two admins on the same responsible (saved with PUT, the whole record)', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    const WHOLE_DAY = { start: 0, end: 86_399_999 };
    const everyDay = Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(day => [
            day,
            WHOLE_DAY,
        ]),
    );

    const createResponsible = async (page: Page) => {
        const { status, body } = await api(page, 'POST', '/alarming/responsibles', {
            name: unique('Concurrent responsible'),
            email: 'concurrent@musterstadt.example',
            organizationId: 1,
            plans: [{ id: 1, alarmTypes: ['FAILURE'], time: everyDay }],
        });
        expect(status).toBe(201);
        return body as { id: number; name: string };
    };

    const stored = async (page: Page, id: number) =>
        (await api(page, 'GET', `/alarming/responsibles/${id}`)).body as {
            name: string;
            email: string;
        };

    const open = async (page: Page, id: number) => {
        await page.goto(`/alarming/responsibles/responsible?id=${id}&organization_id=1`);
        await expect(page.getByRole('textbox', { name: 'Email' })).not.toHaveValue('');
    };

    test('a name and an email changed apart are both stored; the same name asks', async ({
        page,
        browser,
    }) => {
        await start(page);
        const responsible = await createResponsible(page);
        const other = await browserOf(browser, 'sysadmin');
        await open(page, responsible.id);
        await open(other, responsible.id);

        // A changes the name, B the email: B's PUT carries A's name along.
        await page.getByRole('textbox', { name: 'Name' }).fill('Renamed by A');
        await save(page);
        await expect(page).toHaveURL(/\/alarming\/responsibles(\?|$)/);
        await other.getByRole('textbox', { name: 'Email' }).fill('b@musterstadt.example');
        await save(other);
        await expect(other).toHaveURL(/\/alarming\/responsibles(\?|$)/);
        expect(await stored(page, responsible.id)).toMatchObject({
            name: 'Renamed by A',
            email: 'b@musterstadt.example',
        });

        // Both change the name: the second save asks, "Take theirs" shows the first.
        await open(page, responsible.id);
        await open(other, responsible.id);
        await page.getByRole('textbox', { name: 'Name' }).fill('Second name by A');
        await save(page);
        await expect(page).toHaveURL(/\/alarming\/responsibles(\?|$)/);
        await other.getByRole('textbox', { name: 'Name' }).fill('Second name by B');
        await save(other);
        const dialog = conflictDialog(other);
        const row = dialog.getByRole('row', { name: /^Name/ });
        await expect(row.getByRole('cell').nth(0)).toHaveText('Second name by A');
        await expect(row.getByRole('cell').nth(1)).toHaveText('Second name by B');
        await dialog.getByRole('button', { name: 'Take theirs' }).click();
        await expect(other.getByRole('textbox', { name: 'Name' })).toHaveValue('Second name by A');
        expect((await stored(page, responsible.id)).name).toBe('Second name by A');
        await other.context().close();
    });
});

test.describe('two admins on the same integration settings', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('one setting each is merged; the same setting asks and "Keep mine" stores it', async ({
        page,
        browser,
    }) => {
        await start(page);
        const created = await api(page, 'POST', '/integrations', {
            name: unique('Concurrent ChirpStack'),
            type: 'CHIRPSTACK_V4',
            organizationId: 1,
            details: {
                infoList: { url: 'https://cs.example.com', applicationId: 7, apiToken: 'tok-0' },
            },
        });
        expect(created.status).toBe(201);
        const { id } = created.body as { id: number };
        const infoList = async () =>
            (
                (await api(page, 'GET', `/integrations/${id}`)).body as {
                    details: { infoList: Record<string, unknown> };
                }
            ).details.infoList;
        const open = async (target: Page, url: string) => {
            await target.goto(`/dad/integrations/integration?id=${id}&organization_id=1`);
            await expect(field(target, 'URL')).toHaveValue(url);
        };
        const other = await browserOf(browser, 'sysadmin');
        await open(page, 'https://cs.example.com');
        await open(other, 'https://cs.example.com');

        await field(page, 'URL').fill('https://a.example.com');
        await save(page);
        await expect(page).toHaveURL(/\/dad\/integrations(\?|$)/);
        await field(other, 'Application ID').fill('8');
        await save(other);
        await expect(other).toHaveURL(/\/dad\/integrations(\?|$)/);
        expect(await infoList()).toMatchObject({
            url: 'https://a.example.com',
            applicationId: 8,
            apiToken: 'tok-0',
        });

        await open(page, 'https://a.example.com');
        await open(other, 'https://a.example.com');
        await field(page, 'URL').fill('https://second-a.example.com');
        await save(page);
        await expect(page).toHaveURL(/\/dad\/integrations(\?|$)/);
        await field(other, 'URL').fill('https://second-b.example.com');
        await save(other);
        const dialog = conflictDialog(other);
        const row = dialog.getByRole('row', { name: /^URL/ });
        await expect(row.getByRole('cell').nth(0)).toHaveText('https://second-a.example.com');
        await expect(row.getByRole('cell').nth(1)).toHaveText('https://second-b.example.com');
        await dialog.getByRole('button', { name: 'Keep mine' }).click();
        await expect(other).toHaveURL(/\/dad\/integrations(\?|$)/);
        expect((await infoList()).url).toBe('https://second-b.example.com');
        await other.context().close();
    });
});
