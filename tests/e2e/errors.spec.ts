import { expect, test } from '@playwright/test';
import { clearFaults, injectFault } from './sandbox';
import { storageStateOf } from './users';

test.describe('error modal', () => {
    test.use({ storageState: storageStateOf('sysadmin') });
    test.afterEach(async ({ request }) => {
        await clearFaults(request);
    });

    test('a 500 on a list shows the server message', async ({ page, request }) => {
        await injectFault(request, {
            method: 'GET',
            path: '^/api/organizations',
            status: 500,
            body: { message: 'Database is on fire' },
        });
        await page.goto('/system/organizations');
        const modal = page.getByRole('alertdialog');
        await expect(
            modal.getByRole('heading', { name: 'Oops, something went wrong!' }),
        ).toBeVisible();
        await expect(modal).toContainText('Database is on fire');
        await clearFaults(request);
        await modal.getByRole('button', { name: 'OK' }).click();
        await expect(modal).toHaveCount(0);
    });

    test('a 503 on a list asks to try again later', async ({ page, request }) => {
        await injectFault(request, { method: 'GET', path: '^/api/organizations', status: 503 });
        await page.goto('/system/organizations');
        const modal = page.getByRole('alertdialog');
        await expect(
            modal.getByRole('heading', { name: 'Oops, something went wrong!' }),
        ).toBeVisible();
        await expect(modal).toContainText('Please try again later or contact your service admin');
        await expect(page.getByRole('alert').filter({ hasText: 'app.error' })).toHaveCount(0);
        // As above: each failed response opens the modal, so the server answers again before OK
        // (the list page's own request may still be on its way on a busy machine).
        await clearFaults(request);
        await modal.getByRole('button', { name: 'OK' }).click();
        await expect(modal).toHaveCount(0);
    });

    test('a failed list is not shown as empty, nor counted', async ({ page, request }) => {
        await injectFault(request, { method: 'GET', path: '^/api/integrations', status: 503 });
        await page.goto('/dad/integrations?organization_id=1');
        const modal = page.getByRole('alertdialog');
        await expect(modal).toContainText('Please try again later or contact your service admin');
        await clearFaults(request);
        await modal.getByRole('button', { name: 'OK' }).click();
        await expect(modal).toHaveCount(0);
        // The page's own actions stay; nothing claims there are no integrations, or 25 of them.
        await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
        await expect(page.getByText('No integrations yet.')).toHaveCount(0);
        await expect(page.getByText(/\d+-\d+ of \d+/)).toHaveCount(0);
        // The header's Refresh loads the list again.
        await page.getByRole('button', { name: 'Refresh' }).click();
        await expect(page.getByRole('link', { name: 'ChirpStack Stadtwerke' })).toBeVisible();
    });
});
