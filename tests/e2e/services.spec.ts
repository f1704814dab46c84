/**
 * Services of organization 1: add (starts not activated), activate by licence with too few and
 * enough licences, rename with Undo then Save, remove; as a viewer the buttons are disabled.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, next, saveScreenshot, unique } from './helpers';
import { storageStateOf } from './users';

interface ApiService {
    id: number;
    name: string;
    type: string;
    organizationId: number;
    isEnabled: boolean;
}

const SHOTS = '/tmp/shots-services';
const SEEDED_LICENCES = { '1386962': 3, '1386964': 2, '1386966': 0, '1386968': 1 };

const servicesOf = async (page: Page) => (await api(page, 'GET', '/services')).body as ApiService[];

/** The sandbox's licence control: the counts of organization 1. */
const setLicences = async (page: Page, licences: Record<string, number>) => {
    const response = await page.request.post('/__sandbox/licences', {
        data: { organizationId: 1, licences },
    });
    expect(response.ok()).toBe(true);
};

const open = async (page: Page, path: string) => {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}organization_id=1`);
};

const row = (page: Page, name: string) =>
    page.getByRole('row', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

/** Adds a service through the two-step wizard and returns what the API stored. */
const addService = async (page: Page, name: string, typeLabel: string) => {
    await open(page, '/organization/services');
    await page.getByRole('link', { name: 'Add Service' }).click();
    await expect(page).toHaveURL(/\/organization\/services\/add$/);
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await next(page);
    await page.getByRole('radio', { name: typeLabel }).check();
    const created = page.waitForRequest(
        request => request.url().endsWith('/api/services') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const request = await created;
    await expect(page).toHaveURL(/\/organization\/services$/);
    const stored = (await servicesOf(page)).find(service => service.name === name);
    expect(stored).toBeDefined();
    return { request, stored: stored! };
};

test.describe('services as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test.afterEach(async ({ page }) => {
        await setLicences(page, SEEDED_LICENCES);
    });

    test('adds a service, which starts not activated', async ({ page }) => {
        const name = unique('E2E Lights');
        await open(page, '/organization/services/add');
        await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
        await page.getByRole('textbox', { name: 'Name' }).fill('x');
        await expect(page.getByText('Must be 2 characters at least')).toBeVisible();
        await saveScreenshot(page, `${SHOTS}/add-name.png`);

        const { request, stored } = await addService(page, name, 'Smart Lighting (SLS)');
        expect(request.postDataJSON()).toEqual({
            name,
            type: 'SLS',
            organizationId: 1,
            activationOption: 'NO_ACTIVATION',
        });
        expect(stored).toMatchObject({ name, type: 'SLS', isEnabled: false });
        const added = row(page, name);
        await expect(added.getByRole('cell').nth(1)).toHaveText('Smart Lighting (SLS)');
        await expect(added.getByRole('img', { name: 'Disabled' })).toBeVisible();
        await saveScreenshot(page, `${SHOTS}/list.png`);
    });

    test('activates a service by licence: refused with too few licences, done with enough', async ({
        page,
    }) => {
        const name = unique('E2E Licensed');
        const { stored } = await addService(page, name, 'Smart Lighting (SLS)');
        const active = (await servicesOf(page)).filter(
            service => service.type === 'SLS' && service.isEnabled,
        ).length;
        // As many smart lighting licences as active SLS services: not enough for one more.
        await setLicences(page, { '1386962': active, '1386968': 0, '1386966': 0 });

        await page.getByRole('link', { name: 'Edit Service Activation' }).click();
        await expect(page).toHaveURL(/\/organization\/services\/activation$/);
        await expect(page.getByRole('radio', { name: 'Activate by licence' })).toBeChecked();
        await expect(page.getByRole('radio', { name: /Activate as admin/ })).toBeDisabled();
        await saveScreenshot(page, `${SHOTS}/activation-option.png`);
        await next(page);
        const choices = page.getByRole('radiogroup', { name: 'Services not activated' });
        // Only services that are not activated are offered.
        await expect(choices.getByRole('radio', { name: /Street lights Musterstadt/ })).toHaveCount(
            0,
        );
        await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
        await choices.getByRole('radio', { name: new RegExp(name) }).check();
        await saveScreenshot(page, `${SHOTS}/activation-service.png`);
        await next(page);
        await expect(page.getByText('Not enough licences')).toBeVisible();
        const summary = page.getByRole('table', { name: 'Licences of the service type' });
        await expect(summary.getByRole('row').nth(1).getByRole('cell')).toHaveText([
            'Smart Lighting (SLS)',
            String(active),
            String(active),
            'Not enough',
        ]);
        await expect(page.getByRole('button', { name: 'Activate' })).toBeDisabled();
        await saveScreenshot(page, `${SHOTS}/activation-not-enough.png`);

        // One licence more, and the page loads the licences anew.
        await setLicences(page, { '1386962': active, '1386968': 1, '1386966': 0 });
        await page.reload();
        await next(page);
        await page.getByRole('radio', { name: new RegExp(name) }).check();
        await next(page);
        await expect(summary.getByRole('row').nth(1).getByRole('cell')).toHaveText([
            'Smart Lighting (SLS)',
            String(active),
            String(active + 1),
            'Enough',
        ]);
        await expect(page.getByText('Not enough licences')).toHaveCount(0);
        await saveScreenshot(page, `${SHOTS}/activation-enough.png`);
        const sent = page.waitForRequest(request => request.url().includes('/activation/'));
        await page.getByRole('button', { name: 'Activate' }).click();
        const request = await sent;
        expect(request.method()).toBe('PUT');
        expect(new URL(request.url()).pathname).toBe(
            `/api/services/${stored.id}/activation/BY_LICENCE`,
        );
        await expect(page).toHaveURL(/\/organization\/services$/);
        await expect(row(page, name).getByRole('img', { name: 'Enabled' })).toBeVisible();
        expect((await servicesOf(page)).find(service => service.id === stored.id)?.isEnabled).toBe(
            true,
        );
    });

    test('renames a service with Undo, then Save, and removes it', async ({ page }) => {
        const name = unique('E2E Valves');
        const { stored } = await addService(page, name, 'Smart Valve (SVS)');
        await row(page, name).getByRole('cell', { name, exact: true }).click();
        await expect(page).toHaveURL(
            new RegExp(`/organization/services/service\\?id=${stored.id}$`),
        );
        await expect(page.getByLabel('ID', { exact: true })).toHaveValue(String(stored.id));
        await expect(page.getByLabel('ID', { exact: true })).toHaveAttribute('readonly', '');
        await expect(page.getByLabel('Type')).toHaveValue('Smart Valve (SVS)');
        await expect(page.getByLabel('Type')).toHaveAttribute('readonly', '');
        const activated = page.getByRole('checkbox', { name: 'Activated' });
        await expect(activated).not.toBeChecked();
        await expect(activated).toBeDisabled();

        const nameInput = page.getByRole('textbox', { name: 'Name' });
        const undo = page.getByRole('button', { name: 'Undo Changes' });
        const save = page.getByRole('button', { name: 'Save Changes' });
        await expect(undo).toBeDisabled();
        await expect(save).toBeDisabled();
        await nameInput.fill(`${name} Süd`);
        await expect(undo).toBeEnabled();
        await saveScreenshot(page, `${SHOTS}/edit-changed.png`);
        await undo.click();
        await expect(nameInput).toHaveValue(name);
        await expect(save).toBeDisabled();

        await nameInput.fill('V');
        await expect(save).toBeDisabled();
        await nameInput.fill(`${name} Süd`);
        const patched = page.waitForRequest(request => request.method() === 'PATCH');
        await save.click();
        expect((await patched).postDataJSON()).toEqual({ id: stored.id, name: `${name} Süd` });
        await expect(page).toHaveURL(/\/organization\/services$/);
        const renamed = row(page, `${name} Süd`);
        await expect(renamed).toBeVisible();
        expect((await servicesOf(page)).find(service => service.id === stored.id)?.name).toBe(
            `${name} Süd`,
        );

        await renamed.getByRole('button', { name: 'Remove' }).click();
        const removed = page.waitForResponse(response => response.request().method() === 'DELETE');
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
        expect((await removed).status()).toBe(200);
        await expect(row(page, name)).toHaveCount(0);
        expect((await servicesOf(page)).some(service => service.id === stored.id)).toBe(false);
    });
});

test.describe('services as system admin', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('activates as admin without licences, then deactivates', async ({ page }) => {
        const name = unique('E2E Air');
        const { stored } = await addService(page, name, 'Environmental Monitoring (SES)');

        await page.goto('/organization/services/activation');
        await page.getByRole('radio', { name: /Activate as admin/ }).check();
        await next(page);
        await page.getByRole('radio', { name: new RegExp(name) }).check();
        await next(page);
        await expect(
            page.getByText(
                `The service "${name}" of type Environmental Monitoring (SES) will be activated as admin.`,
            ),
        ).toBeVisible();
        const activated = page.waitForRequest(request => request.url().includes('/activation/'));
        await page.getByRole('button', { name: 'Activate' }).click();
        expect(new URL((await activated).url()).pathname).toBe(
            `/api/services/${stored.id}/activation/AS_ADMIN`,
        );
        await expect(row(page, name).getByRole('img', { name: 'Enabled' })).toBeVisible();

        await page.getByRole('link', { name: 'Edit Service Activation' }).click();
        await page.getByRole('radio', { name: 'Deactivate' }).check();
        await next(page);
        const enabled = page.getByRole('radiogroup', { name: 'Activated services' });
        await expect(enabled.getByRole('radio', { name: /Air quality/ })).toHaveCount(0);
        await enabled.getByRole('radio', { name: new RegExp(name) }).check();
        await next(page);
        const deactivated = page.waitForRequest(request => request.url().includes('/activation/'));
        await page.getByRole('button', { name: 'Deactivate' }).click();
        expect(new URL((await deactivated).url()).pathname).toBe(
            `/api/services/${stored.id}/activation/NO_ACTIVATION`,
        );
        await expect(row(page, name).getByRole('img', { name: 'Disabled' })).toBeVisible();
    });
});

test.describe('services as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('sees the list and a service, with every admin control disabled', async ({ page }) => {
        await open(page, '/organization/services');
        const street = row(page, 'Street lights Musterstadt');
        await expect(street.getByRole('img', { name: 'Enabled' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Edit Service Activation' })).toBeDisabled();
        await expect(page.getByRole('link', { name: 'Add Service' })).toBeDisabled();
        await expect(street.getByRole('button', { name: 'Remove' })).toBeDisabled();
        await saveScreenshot(page, `${SHOTS}/viewer-list.png`);

        await street.getByRole('cell', { name: 'Street lights Musterstadt' }).click();
        await expect(page).toHaveURL(/\/organization\/services\/service\?id=101$/);
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(
            'Street lights Musterstadt',
        );
        await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly', '');
        await expect(page.getByRole('checkbox', { name: 'Activated' })).toBeChecked();
        await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Undo Changes' })).toBeDisabled();
        await saveScreenshot(page, `${SHOTS}/viewer-edit.png`);

        await page.goto('/organization/services/activation');
        await expect(page.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
    });
});
