/**
 * Licence management: the billing sign-in at /licences, the subscriptions at /licences/booked
 * (names, cancel, export) and the billing sign-out on an organization switch.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { saveScreenshot, submitBillingSignIn, tokenOf } from './helpers';
import { storageStateOf } from './users';

const SHOTS = process.env.BILLING_SHOTS;
const BILLING_TOKEN_KEY = 'console.billingToken';

interface Subscription {
    id: number;
    bookedPackageId: number;
    quantity: number;
    internalOrderId: string | null;
    startDate: string;
    endDate: string | null;
    smartServiceId: string;
}

interface BillingPackage {
    id: number;
    smartServiceId: string;
    sapNumber: string;
}

const shot = async (page: Page, name: string) => {
    if (SHOTS) await saveScreenshot(page, `${SHOTS}/${name}.png`, true);
};

/** The billing API of organization 1 with a billing token of its own. */
const billingApi = async (page: Page) => {
    const headers = { Authorization: `Bearer ${await tokenOf(page)}`, 'X-Organization-Id': '1' };
    const login = await page.request.post('/api/billing/token', {
        headers,
        data: { username: 'musterstadt', password: 'musterstadt' },
    });
    expect(login.status()).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const get = async <T>(path: string) => {
        const response = await page.request.get(`/api${path}`, {
            headers: { ...headers, 'X-Billing-Token': token },
        });
        expect(response.status()).toBe(200);
        return (await response.json()) as T;
    };
    return { token, get };
};

/** The name the table shows: the store's plan variant name of the package, else its id. */
const expectedName = async (
    page: Page,
    subscription: Subscription,
    packages: BillingPackage[],
    language = 'en',
) => {
    const pack = packages.find(candidate => candidate.id === subscription.bookedPackageId);
    if (!pack) return String(subscription.bookedPackageId);
    const response = await page.request.get(`/content/serviceStore/${pack.smartServiceId}`, {
        headers: { 'Accept-Language': language },
    });
    expect(response.status()).toBe(200);
    const entry = (await response.json()) as {
        planVariants: { fields: { sapNumber: string; planVariantName: string } }[];
    };
    const variant = entry.planVariants.find(({ fields }) => fields.sapNumber === pack.sapNumber);
    return variant?.fields.planVariantName || String(pack.id);
};

const day = (value: string) => {
    const [year, month, date] = value.split('-').map(Number);
    return new Date(year, month - 1, date);
};
const shown = (value: string, locale = 'en') =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(day(value));

const rowOf = (page: Page, name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

const signInToBilling = async (page: Page) => {
    await page.goto('/licences?organization_id=1');
    await submitBillingSignIn(page);
    await expect(page.getByRole('link', { name: 'Subscriptions' })).toBeVisible();
};

test.describe('licence management as organization admin', () => {
    test.describe.configure({ mode: 'serial' });
    test.use({ storageState: storageStateOf('orgadmin') });

    test('/licences asks for the billing sign-in; a wrong one shows the server message', async ({
        page,
    }) => {
        await page.goto('/licences?organization_id=1');
        await expect(
            page.getByRole('heading', { name: 'Licence Management', level: 1 }),
        ).toBeVisible();
        await expect(
            page.getByRole('heading', { name: 'Sign in to the billing provider' }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Subscriptions' })).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Service Store' })).toHaveCount(0);
        await shot(page, 'login-form');

        await page.getByRole('textbox', { name: 'Username' }).fill('musterstadt');
        await page.getByRole('textbox', { name: 'Password' }).fill('wrong');
        const answer = page.waitForResponse(
            response =>
                response.url().endsWith('/api/billing/token') &&
                response.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Sign in' }).click();
        // The billing provider's refusal is a 401, which must not end the console session.
        expect((await answer).status()).toBe(401);
        const modal = page.getByRole('alertdialog');
        await expect(
            modal.getByRole('heading', { name: 'Oops, something went wrong!' }),
        ).toBeVisible();
        await expect(modal).toContainText('Wrong billing username or password');
        await modal.getByRole('button', { name: 'OK' }).click();
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        expect(
            await page.evaluate(key => sessionStorage.getItem(key), BILLING_TOKEN_KEY),
        ).toBeNull();
        // Still signed in to the console, on the same page, with what was typed.
        await expect(page).toHaveURL(/\/licences(\?.*)?$/);
        await expect(
            page.getByRole('heading', { name: 'Licence Management', level: 1 }),
        ).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('musterstadt');
        expect(
            await page.evaluate(() => sessionStorage.getItem('console.loginToken')),
        ).not.toBeNull();
    });

    test('signing in shows the tiles and loads the account', async ({ page }) => {
        const loaded = ['account', 'packages', 'subscriptions'].map(part =>
            page.waitForResponse(
                response => response.url().includes(`/api/billing/${part}`) && response.ok(),
            ),
        );
        // By keyboard: Enter in the password field.
        await page.goto('/licences?organization_id=1');
        await page.getByRole('textbox', { name: 'Username' }).fill('musterstadt');
        await page.getByRole('textbox', { name: 'Password' }).fill('musterstadt');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('link', { name: 'Subscriptions' })).toBeVisible();
        // The form went with the focus: the page's heading has it now, not the page's body.
        await expect(
            page.getByRole('heading', { name: 'Licence Management', level: 1 }),
        ).toBeFocused();
        await Promise.all(loaded);
        await expect(page.getByRole('link', { name: 'Service Store' })).toBeVisible();
        await expect(
            page.getByText('Signed in to billing as Stadtwerke Musterstadt GmbH'),
        ).toBeVisible();
        const stored = await page.evaluate(key => sessionStorage.getItem(key), BILLING_TOKEN_KEY);
        expect(stored).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        await shot(page, 'tiles');

        await page.getByRole('button', { name: 'Sign out of billing' }).click();
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        expect(
            await page.evaluate(key => sessionStorage.getItem(key), BILLING_TOKEN_KEY),
        ).toBeNull();
    });

    test('/licences/booked lists the subscriptions; cancelling sets the end date', async ({
        page,
    }) => {
        await signInToBilling(page);
        const { get } = await billingApi(page);
        const subscriptions = await get<Subscription[]>('/billing/subscriptions');
        const packages = await get<BillingPackage[]>('/billing/packages');
        const running = subscriptions.find(subscription => !subscription.endDate)!;
        const cancelled = subscriptions.find(subscription => subscription.endDate)!;
        expect(running && cancelled).toBeTruthy();
        const runningName = await expectedName(page, running, packages);
        const cancelledName = await expectedName(page, cancelled, packages);

        await page.getByRole('link', { name: 'Subscriptions' }).click();
        await expect(page).toHaveURL(/\/licences\/booked/);
        for (const header of [
            'Name',
            'Quantity',
            'Package ID',
            'Internal reference',
            'Start date',
            'End date',
            'Actions',
        ])
            await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
        const runningRow = rowOf(page, runningName);
        const cancelledRow = rowOf(page, cancelledName);
        await expect(runningRow).toContainText(String(running.bookedPackageId));
        await expect(runningRow).toContainText(shown(running.startDate));
        await expect(cancelledRow).toContainText(shown(cancelled.endDate!));
        await expect(
            cancelledRow.getByRole('button', { name: /Cancel subscription/ }),
        ).toBeDisabled();
        const cancel = runningRow.getByRole('button', { name: /Cancel subscription/ });
        await expect(cancel).toBeEnabled();
        await shot(page, 'booked');

        await cancel.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText('Do you really want to cancel this subscription?');
        await shot(page, 'cancel-confirm');
        const deleted = page.waitForResponse(
            response =>
                response.request().method() === 'DELETE' &&
                response.url().endsWith(`/api/billing/subscriptions/${running.id}`),
        );
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        const response = await deleted;
        expect(response.status()).toBe(200);
        expect(response.request().headers()['x-billing-token']).toBeTruthy();
        const { endDate } = (await response.json()) as Subscription;
        expect(endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        await expect(runningRow).toContainText(shown(endDate!));
        await expect(
            runningRow.getByRole('button', { name: /Cancel subscription/ }),
        ).toBeDisabled();

        await page.getByRole('button', { name: 'Export' }).click();
        const download = page.waitForEvent('download');
        await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
        const file = await download;
        const now = new Date();
        const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
        expect(file.suggestedFilename()).toBe(`Subscriptions ${today}.xlsx`);
        const book = XLSX.read(readFileSync(await file.path()));
        const exported = XLSX.utils.sheet_to_json<Record<string, unknown>>(
            book.Sheets[book.SheetNames[0]],
            { defval: '' },
        );
        const after = await get<Subscription[]>('/billing/subscriptions');
        const byStartDesc = [...after].sort((a, b) => b.startDate.localeCompare(a.startDate));
        expect(exported).toEqual(
            await Promise.all(
                byStartDesc.map(async subscription => ({
                    Name: await expectedName(page, subscription, packages),
                    Quantity: subscription.quantity,
                    'Package ID': subscription.bookedPackageId,
                    'Internal reference': subscription.internalOrderId ?? '',
                    'Start date': shown(subscription.startDate),
                    'End date': subscription.endDate ? shown(subscription.endDate) : '',
                })),
            ),
        );

        await page.goto('/settings');
        await page
            .getByRole('radiogroup', { name: 'Language' })
            .getByRole('radio', { name: 'German' })
            .click();
        await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
        await page.goto('/licences/booked');
        await expect(page.getByRole('columnheader', { name: 'Enddatum' })).toBeVisible();
        // Named in German: the content service is asked in the console's language.
        const germanName = await expectedName(page, running, packages, 'de');
        expect(germanName).not.toBe(runningName);
        await expect(rowOf(page, germanName)).toContainText(shown(endDate!, 'de'));
        await shot(page, 'booked-de');
    });

    test('an expired billing token brings the sign-in back', async ({ page }) => {
        const ttl = await page.request.post('/__sandbox/billing/ttl', { data: { seconds: 4 } });
        expect(ttl.ok()).toBe(true);
        try {
            await signInToBilling(page);
        } finally {
            await page.request.delete('/__sandbox/billing/ttl');
        }
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({
            timeout: 15_000,
        });
        await expect(page.getByRole('link', { name: 'Subscriptions' })).toHaveCount(0);
        await page.goto('/licences/booked');
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveCount(0);
    });
});

test.describe('licence management as system admin', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('switching the organization signs out of billing', async ({ page }) => {
        await signInToBilling(page);
        await page.getByRole('combobox', { name: 'Organization' }).click();
        await page.getByRole('option', { name: 'Comune di Lago Verde' }).click();
        await expect(page).toHaveURL(/\/$/);
        expect(
            await page.evaluate(key => sessionStorage.getItem(key), BILLING_TOKEN_KEY),
        ).toBeNull();
        await page.getByRole('menuitem', { name: 'Licence Management' }).click();
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Subscriptions' })).toHaveCount(0);
    });
});

test.describe('licence management as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('/licences opens but the sidebar has no licence entry', async ({ page }) => {
        await page.goto('/licences?organization_id=1');
        await expect(
            page.getByRole('heading', { name: 'Sign in to the billing provider' }),
        ).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'Alarming' })).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'Licence Management' })).toHaveCount(0);
    });
});
