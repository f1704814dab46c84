/**
 * The fault sweep (issue 7): every list and every save of the console meets the four faults the
 * sandbox injects (a 500 with a message, a 503, a delay past the client's timeout, a dropped
 * connection) and must show the error catalogue's text (section 8) or nothing, stop loading,
 * keep what the user typed, and succeed on a retry without a duplicate record.
 *
 * One page load per page: each fault is re-triggered with the list's refresh or the form's own
 * button. The client's timeout is shortened to TIMEOUT_MS for these pages by rewriting
 * /config.json in the browser; the sandbox holds a delayed request for DELAY_MS and does not
 * handle it once its client has given up.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api, choose, next, unique } from './helpers';
import { clearFaults, injectFault, type Fault } from './sandbox';
import { storageStateOf } from './users';

const TIMEOUT_MS = 2000;
const DELAY_MS = TIMEOUT_MS + 1000;
const TITLE = 'Oops, something went wrong!';
const SERVER_MESSAGE = 'Injected failure: the database is on fire';

interface FaultCase {
    name: string;
    fault: Omit<Fault, 'path' | 'method'>;
    /** The modal's text, or null: no answer, so no message at all (section 8). */
    text: string | null;
}

const FAULTS: FaultCase[] = [
    {
        name: '500 with a message',
        fault: { status: 500, body: { message: SERVER_MESSAGE }, times: 1 },
        text: SERVER_MESSAGE,
    },
    {
        name: '503',
        fault: { status: 503, times: 1 },
        text: 'Please try again later or contact your service admin',
    },
    { name: 'delay past the timeout', fault: { delayMs: DELAY_MS, times: 1 }, text: null },
    // No `times`: Chromium silently resends a request whose reused connection dropped, so the
    // fault stays until the failure has been seen.
    { name: 'dropped connection', fault: { drop: true }, text: null },
];

interface Call {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    /** Regular expression source over the URL's path and query, as the sandbox matches it. */
    path: string;
}

const matches = (call: Call) => {
    const pattern = new RegExp(call.path);
    return (method: string, url: string) => {
        const { pathname, search } = new URL(url);
        return method === call.method && pattern.test(pathname + search);
    };
};

/** Shortens the client's request timeout for this page (config.json's requestTimeoutMs). */
const shortTimeout = async (page: Page) => {
    await page.route('**/config.json', async route => {
        const response = await route.fetch();
        await route.fulfill({
            response,
            json: { ...(await response.json()), requestTimeoutMs: TIMEOUT_MS },
        });
    });
};

/** Loading has stopped: no spinner or progress bar anywhere on the page. */
const expectIdle = async (page: Page) => {
    await expect(page.getByRole('progressbar')).toHaveCount(0);
};

/**
 * Runs `trigger` once per fault injected into `call` and checks what the user sees: the modal
 * with the catalogue's text (acknowledged), or, with no answer, no modal and no notice; loading
 * stops either way. `afterFault` checks the page after each one (e.g. the form still holds what
 * was typed).
 */
const sweep = async (
    page: Page,
    request: APIRequestContext,
    call: Call,
    trigger: () => Promise<void>,
    afterFault?: (fault: FaultCase) => Promise<void>,
) => {
    const isCall = matches(call);
    for (const fault of FAULTS) {
        await test.step(`${call.method} ${call.path}: ${fault.name}`, async () => {
            const notices = page.getByRole('alert').filter({ hasText: /\S/ });
            const noticesBefore = await notices.allTextContents();
            await injectFault(request, { ...fault.fault, method: call.method, path: call.path });
            const failed = fault.text
                ? undefined
                : page.waitForEvent('requestfailed', failure =>
                      isCall(failure.method(), failure.url()),
                  );
            await trigger();
            const modal = page.getByRole('alertdialog');
            if (fault.text) {
                await expect(modal.getByRole('heading', { name: TITLE })).toBeVisible();
                await expect(modal).toContainText(fault.text);
                await modal.getByRole('button', { name: 'OK' }).click();
                await expect(modal).toHaveCount(0);
            } else {
                await failed;
                await clearFaults(request);
            }
            await expectIdle(page);
            await expect(modal).toHaveCount(0);
            // No error notice either: the modal is the only word. (Pages keep alerts of their own,
            // earlier success notices may still show, and Monaco has empty live regions with the
            // alert role: no new one with a text may appear.)
            const noticesAfter = await notices.allTextContents();
            expect(noticesAfter.filter(notice => !noticesBefore.includes(notice))).toEqual([]);
            await afterFault?.(fault);
        });
    }
    await clearFaults(request);
};

/** Waits for the call to answer with a success while `action` runs. */
const succeeds = async (page: Page, call: Call, action: () => Promise<void>) => {
    const isCall = matches(call);
    const answered = page.waitForResponse(response =>
        isCall(response.request().method(), response.url()),
    );
    await action();
    const response = await answered;
    expect(response.status(), `${call.method} ${call.path}`).toBeLessThan(300);
    return response;
};

interface ListCase {
    route: string;
    call: Call;
    /** A text of a row the list shows. */
    row: string | RegExp;
    /** What the page shows of the list when it is no table (default: the row). */
    item?: (page: Page) => Locator;
    /** Steps before the list shows (e.g. the billing sign-in). */
    prepare?: (page: Page) => Promise<void>;
}

const refresh = (page: Page) => page.getByRole('button', { name: 'Refresh' }).click();

/** Opens each list once and sweeps its collection call through the faults, retried by Refresh. */
const sweepLists = async (page: Page, request: APIRequestContext, lists: ListCase[]) => {
    test.setTimeout(30_000 + lists.length * 40_000);
    await shortTimeout(page);
    for (const list of lists) {
        await test.step(list.route, async () => {
            await page.goto(list.route);
            await list.prepare?.(page);
            const row =
                list.item?.(page) ?? page.getByRole('row').filter({ hasText: list.row }).first();
            await expect(row).toBeVisible();
            await sweep(page, request, list.call, () => refresh(page));
            await succeeds(page, list.call, () => refresh(page));
            await expect(row).toBeVisible();
            await expectIdle(page);
        });
    }
};

const signInToBilling = async (page: Page) => {
    const username = page.getByRole('textbox', { name: 'Username' });
    await username.fill('musterstadt');
    await page.getByRole('textbox', { name: 'Password' }).fill('musterstadt');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(username).toHaveCount(0);
};

test.describe('faults on lists', () => {
    test.afterEach(async ({ request }) => {
        await clearFaults(request);
    });

    test.describe('as system admin', () => {
        test.use({ storageState: storageStateOf('sysadmin') });

        test('organizations and global users', async ({ page, request }) => {
            await sweepLists(page, request, [
                {
                    route: '/system/organizations',
                    call: { method: 'GET', path: '^/api/organizations\\?' },
                    row: 'Stadtwerke Musterstadt',
                },
                {
                    route: '/system/users',
                    call: { method: 'GET', path: '^/api/users/group/smartcity\\?' },
                    row: 'orgadmin2',
                },
            ]);
        });
    });

    test.describe('as organization admin', () => {
        test.use({ storageState: storageStateOf('orgadmin') });

        test('devices and data', async ({ page, request }) => {
            await sweepLists(page, request, [
                {
                    route: '/dad/integrations?organization_id=1',
                    call: { method: 'GET', path: '^/api/integrations\\?' },
                    row: 'ChirpStack Stadtwerke',
                },
                {
                    route: '/dad/devices?organization_id=1',
                    call: { method: 'GET', path: '^/api/devices\\?' },
                    // Sorted by name, 25 a page: a seeded device early in the alphabet stays
                    // on page 1 whatever other specs have added.
                    row: 'Climate sensor Rathaus',
                },
                {
                    route: '/dad/deviceGroups?organization_id=1',
                    call: { method: 'GET', path: '^/api/device-groups\\?' },
                    row: 'Streetlights Bahnhofstraße',
                },
                {
                    route: '/dad/datasharing?organization_id=1',
                    call: { method: 'GET', path: '^/api/sharing\\?' },
                    row: 'Weather data to Open Data Portal',
                },
            ]);
        });

        test('alarming and organization', async ({ page, request }) => {
            await sweepLists(page, request, [
                {
                    route: '/alarming/alarms?organization_id=1',
                    call: { method: 'GET', path: '^/api/alarming/alarms\\?' },
                    row: 'Lamp failure Lindenallee 6',
                },
                {
                    route: '/alarming/responsibles?organization_id=1',
                    call: { method: 'GET', path: '^/api/alarming/responsibles\\?' },
                    row: 'Anna Keller',
                },
                {
                    route: '/alarming/custom-alarms?organization_id=1',
                    call: { method: 'GET', path: '^/api/alarming/custom-alarms\\?' },
                    row: 'Hot weather station',
                },
                {
                    route: '/organization/services?organization_id=1',
                    call: { method: 'GET', path: '^/api/services\\?' },
                    row: 'Valves Musterstadt',
                },
                {
                    route: '/organization/users?organization_id=1',
                    call: { method: 'GET', path: '^/api/users/group/organizations-1\\?' },
                    row: 'viewer',
                },
            ]);
        });

        test('licences', async ({ page, request }) => {
            await sweepLists(page, request, [
                {
                    route: '/licences/booked?organization_id=1',
                    call: { method: 'GET', path: '^/api/billing/subscriptions' },
                    row: /\d/,
                    prepare: signInToBilling,
                },
                {
                    // The service store's cards (the billing sign-in above is kept).
                    route: '/licences/purchase?organization_id=1',
                    call: { method: 'GET', path: '^/api/billing/packages' },
                    row: 'Smart Lighting',
                    item: page => page.getByRole('heading', { name: 'Smart Lighting', level: 2 }),
                },
            ]);
        });
    });
});

/** Records of `path` (the API as the page's user, organization 1) whose `key` is `value`. */
const countOf = async (page: Page, path: string, value: string, key = 'name') => {
    const { body } = await api(page, 'GET', path);
    return (body as Record<string, unknown>[]).filter(record => record[key] === value).length;
};

/**
 * Sweeps a save through the faults: after each, the page is still the form, `kept` finds what
 * was typed, and the button can be pressed again; then a retry without a fault succeeds.
 */
const sweepSave = async (
    page: Page,
    request: APIRequestContext,
    call: Call,
    press: () => Promise<void>,
    kept: () => Promise<void>,
) => {
    const url = page.url();
    await sweep(page, request, call, press, async () => {
        expect(page.url()).toBe(url);
        await kept();
    });
    return succeeds(page, call, press);
};

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save' });

/** Presses Remove in the row and confirms (the confirmation may still be open after a fault). */
const removeRow = (page: Page, name: string) => async () => {
    const dialog = page.getByRole('dialog');
    if ((await dialog.count()) === 0) {
        await page
            .getByRole('row')
            .filter({ hasText: name })
            .getByRole('button', { name: 'Remove' })
            .click();
    }
    await dialog.getByRole('button', { name: 'Confirm' }).click();
};

test.describe('faults on saves', () => {
    test.afterEach(async ({ request }) => {
        await clearFaults(request);
    });

    test.describe('as system admin', () => {
        test.use({ storageState: storageStateOf('sysadmin') });

        test('organization: add, edit, remove', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const name = unique('Faulty Town');
            await page.goto('/system/organizations/add');
            const nameInput = page.getByRole('textbox', { name: 'Name' });
            const billing = page.getByLabel('Billing ID');
            await nameInput.fill(name);
            await billing.fill('FLT-1');
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/organizations$' },
                () => saveButton(page).click(),
                async () => {
                    await expect(nameInput).toHaveValue(name);
                    await expect(billing).toHaveValue('FLT-1');
                },
            );
            await expect(page).toHaveURL(/\/system\/organizations$/);
            expect(await countOf(page, '/organizations', name)).toBe(1);

            await page
                .getByRole('row')
                .filter({ hasText: name })
                .getByRole('cell', { name })
                .click();
            await expect(page).toHaveURL(/\/system\/organizations\/edit\?id=\d+$/);
            const renamed = `${name} Nord`;
            await nameInput.fill(renamed);
            await billing.fill('FLT-2');
            await sweepSave(
                page,
                request,
                { method: 'PUT', path: '^/api/organizations/\\d+$' },
                () => saveButton(page).click(),
                async () => {
                    await expect(nameInput).toHaveValue(renamed);
                    await expect(billing).toHaveValue('FLT-2');
                },
            );
            await expect(page).toHaveURL(/\/system\/organizations$/);
            expect(await countOf(page, '/organizations', renamed)).toBe(1);
            expect(await countOf(page, '/organizations', name)).toBe(0);

            await sweepSave(
                page,
                request,
                { method: 'DELETE', path: '^/api/organizations/\\d+$' },
                removeRow(page, renamed),
                () => expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1),
            );
            await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
            expect(await countOf(page, '/organizations', renamed)).toBe(0);
        });

        test('service activation wizard (as admin)', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            await page.goto('/organization/services?organization_id=1');
            const name = unique('Faulty valves');
            const created = await api(page, 'POST', '/services', {
                name,
                type: 'SVS',
                organizationId: 1,
                activationOption: 'NO_ACTIVATION',
            });
            expect(created.status).toBe(201);
            try {
                await page.goto('/organization/services/activation?organization_id=1');
                await page.getByRole('radio', { name: /Activate as admin/ }).check();
                await next(page);
                const choice = page.getByRole('radio', { name: new RegExp(name) });
                await choice.check();
                await next(page);
                await sweepSave(
                    page,
                    request,
                    {
                        method: 'PUT',
                        path: `^/api/services/${created.body.id}/activation/AS_ADMIN$`,
                    },
                    () => page.getByRole('button', { name: 'Activate' }).click(),
                    () => expect(page.getByRole('button', { name: 'Activate' })).toBeEnabled(),
                );
                await expect(page).toHaveURL(/\/organization\/services$/);
                const { body } = await api(page, 'GET', `/services/${created.body.id}`);
                expect(body.isEnabled).toBe(true);
            } finally {
                await api(page, 'PUT', `/services/${created.body.id}/activation/NO_ACTIVATION`);
                await api(page, 'DELETE', `/services/${created.body.id}`);
            }
        });
    });

    test.describe('as organization admin', () => {
        test.use({ storageState: storageStateOf('orgadmin') });

        test('service: add wizard, edit', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const name = unique('Faulty Lights');
            await page.goto('/organization/services/add?organization_id=1');
            const nameInput = page.getByRole('textbox', { name: 'Name' });
            await nameInput.fill(name);
            await next(page);
            const type = page.getByRole('radio', { name: 'Smart Lighting (SLS)' });
            await type.check();
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/services$' },
                () => saveButton(page).click(),
                () => expect(type).toBeChecked(),
            );
            await expect(page).toHaveURL(/\/organization\/services$/);
            expect(await countOf(page, '/services', name)).toBe(1);

            await page
                .getByRole('row')
                .filter({ hasText: name })
                .getByRole('cell', { name, exact: true })
                .click();
            const renamed = `${name} Süd`;
            await nameInput.fill(renamed);
            await sweepSave(
                page,
                request,
                { method: 'PATCH', path: '^/api/services/\\d+$' },
                () => saveButton(page).click(),
                () => expect(nameInput).toHaveValue(renamed),
            );
            await expect(page).toHaveURL(/\/organization\/services$/);
            expect(await countOf(page, '/services', renamed)).toBe(1);
        });

        test('responsible: add wizard, edit, remove', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const name = unique('Faulty Responsible');
            const email = 'faulty@musterstadt.example';
            await page.goto('/alarming/responsibles/add?organization_id=1');
            const nameInput = page.getByRole('textbox', { name: 'Name' });
            await nameInput.fill(name);
            await page.getByRole('textbox', { name: 'Email' }).fill(email);
            await next(page);
            const valves = page.getByRole('switch', { name: 'Valves Musterstadt' });
            await valves.check();
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/alarming/responsibles$' },
                () => saveButton(page).click(),
                () => expect(valves).toBeChecked(),
            );
            await expect(page).toHaveURL(/\/alarming\/responsibles$/);
            expect(await countOf(page, '/alarming/responsibles?organizationId=1', name)).toBe(1);

            await page.getByRole('row').filter({ hasText: name }).getByText(name).click();
            const renamed = `${name} Jr`;
            await nameInput.fill(renamed);
            await sweepSave(
                page,
                request,
                { method: 'PUT', path: '^/api/alarming/responsibles/\\d+$' },
                () => saveButton(page).click(),
                () => expect(nameInput).toHaveValue(renamed),
            );
            await expect(page).toHaveURL(/\/alarming\/responsibles$/);
            expect(await countOf(page, '/alarming/responsibles?organizationId=1', renamed)).toBe(1);

            await sweepSave(
                page,
                request,
                { method: 'DELETE', path: '^/api/alarming/responsibles/\\d+$' },
                removeRow(page, renamed),
                () => expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1),
            );
            await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
            expect(await countOf(page, '/alarming/responsibles?organizationId=1', renamed)).toBe(0);
        });

        test('device group: add wizard, edit', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const name = unique('Faulty group');
            await page.goto('/dad/deviceGroups/add?organization_id=1');
            const nameInput = page.getByRole('textbox', { name: 'Name' });
            await nameInput.fill(name);
            await next(page);
            await choose(page, 'Device type', 'Schréder Owlet IoT 3.0');
            await next(page);
            await choose(page, 'Integration', 'ChirpStack Stadtwerke');
            await page.getByRole('textbox', { name: 'Address' }).fill('ABC12DEF');
            await page.getByRole('button', { name: 'Generate network session key' }).click();
            await page.getByRole('button', { name: 'Generate application session key' }).click();
            await next(page);
            await choose(page, 'Subscribed group', 'Street lights Musterstadt');
            const group = page.getByRole('combobox', { name: 'Subscribed group' });
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/device-groups$' },
                () => saveButton(page).click(),
                () => expect(group).toHaveText('Street lights Musterstadt'),
            );
            await expect(page).toHaveURL(/\/dad\/deviceGroups$/);
            expect(await countOf(page, '/device-groups', name)).toBe(1);

            await page
                .getByRole('row')
                .filter({ hasText: name })
                .getByRole('cell', { name })
                .click();
            const renamed = `${name} renamed`;
            await nameInput.fill(renamed);
            await sweepSave(
                page,
                request,
                { method: 'PATCH', path: '^/api/device-groups/\\d+$' },
                () => saveButton(page).click(),
                () => expect(nameInput).toHaveValue(renamed),
            );
            await expect(page).toHaveURL(/\/dad\/deviceGroups$/);
            expect(await countOf(page, '/device-groups', renamed)).toBe(1);
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
            const saveConfirmed = async () => {
                await saveButton(page).click();
                await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
            };
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/sharing$' },
                saveConfirmed,
                () => expect(script).toContainText('return message;'),
            );
            await expect(page).toHaveURL(/\/dad\/datasharing$/);
            const { body } = await api(page, 'GET', '/sharing');
            const sharings = (body as { result: { name: string }[] }).result;
            expect(sharings.filter(sharing => sharing.name === name)).toHaveLength(1);

            await page
                .getByRole('row')
                .filter({ hasText: name })
                .getByRole('cell', { name })
                .click();
            const renamed = `${name} renamed`;
            await nameInput.fill(renamed);
            await sweepSave(
                page,
                request,
                { method: 'PATCH', path: '^/api/sharing$' },
                async () => {
                    await saveButton(page).click();
                    const caution = page
                        .getByRole('dialog')
                        .getByRole('button', { name: 'Confirm' });
                    if (await caution.isVisible()) await caution.click();
                },
                () => expect(nameInput).toHaveValue(renamed),
            );
            await expect(page).toHaveURL(/\/dad\/datasharing$/);
        });

        test('custom alarm: add wizard (after a test run), edit', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
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
                () => create.click(),
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
                () => saveButton(page).click(),
                () => expect(titleInput).toHaveValue(renamed),
            );
            await expect(page).toHaveURL(/\/alarming\/custom-alarms$/);
            expect(await countOf(page, '/alarming/custom-alarms', renamed, 'title')).toBe(1);
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
                () => dialog.getByRole('button', { name: 'Send' }).click(),
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
                () => row.getByRole('button', { name: 'Acknowledge' }).click(),
                () => expect(row).toContainText('Active'),
            );
            await expect(row).toContainText('Acknowledged');

            await row.getByRole('checkbox').check();
            await sweepSave(
                page,
                request,
                { method: 'DELETE', path: '^/api/alarming/alarms/bulk$' },
                async () => {
                    const confirm = page.getByRole('dialog');
                    if ((await confirm.count()) === 0) {
                        await page.getByRole('button', { name: 'Remove selection' }).click();
                    }
                    await confirm.getByRole('button', { name: 'Confirm' }).click();
                },
                () => expect(row.getByRole('checkbox')).toBeChecked(),
            );
            await expect(row).toHaveCount(0);
            expect(await countOf(page, '/alarming/alarms', title, 'title')).toBe(0);
        });

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
                () => page.getByRole('button', { name: 'Onboard' }).click(),
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
                () => saveButton(page).click(),
                async () => {
                    await expect(nameInput).toHaveValue(renamed);
                    await expect(interval).toHaveValue('120');
                },
            );
            await expect(page).toHaveURL(/\/dad\/devices$/);
            expect(await countOf(page, '/devices', renamed)).toBe(1);
        });

        test('users: change a role', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const addAdmin = {
                method: 'POST' as const,
                path: '^/api/users/username/serviceuser/group/services-101\\?role=ADMIN$',
            };
            try {
                await page.goto('/organization/users?group=services-101&organization_id=1');
                await page.getByRole('button', { name: 'Edit roles of serviceuser' }).click();
                const dialog = page.getByRole('dialog', { name: /Roles of serviceuser/ });
                const admin = dialog.getByRole('checkbox', { name: 'Admin' });
                await admin.check();
                await sweepSave(
                    page,
                    request,
                    addAdmin,
                    () => dialog.getByRole('button', { name: 'Save' }).click(),
                    () => expect(admin).toBeChecked(),
                );
                await expect(dialog).toHaveCount(0);
                const { body } = await api(page, 'GET', '/users/group/services-101');
                const grants = (body as { username: string; role: string }[]).filter(
                    grant => grant.username === 'serviceuser' && grant.role === 'ADMIN',
                );
                expect(grants).toHaveLength(1);
            } finally {
                await api(
                    page,
                    'DELETE',
                    '/users/username/serviceuser/group/services-101?role=ADMIN',
                );
            }
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
                () => saveButton(page).click(),
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
                () => saveButton(page).click(),
                () => expect(nameInput).toHaveValue(renamed),
            );
            await expect(page).toHaveURL(/\/dad\/integrations$/);
            expect(await countOf(page, '/integrations', renamed)).toBe(1);
        });
    });
});
