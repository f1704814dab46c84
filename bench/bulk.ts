/**
 * The bulk case of npm run bench: "bulk assign of 1,000 devices". Generated devices of
 * organization 1 (no service), the device list searched for them, the page selected, then
 * "Select all N matching", Assign service with the first service: the time from the click on
 * Assign in the confirmation until the result says Finished (the one pause of section 9, then
 * for each device the fresh read and the PATCH of a single save, one after the other).
 */
import type { Browser } from '@playwright/test';
import { signedInContext, type SignedIn } from './signedIn';

export interface BulkRun {
    /** Milliseconds from the confirmation to the end of the run. */
    runMs: number;
    /** Devices per second. */
    perSecond: number;
}

export const measureBulkAssign = async (
    browser: Browser,
    signedIn: SignedIn,
    base: string,
    size: number,
): Promise<BulkRun> => {
    const context = await signedInContext(browser, signedIn, {
        viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    try {
        await page.goto(`${base}/dad/devices`);
        await page.getByRole('textbox', { name: 'Search' }).fill('Generated device');
        // The search has applied (the seeded devices sort before "Generated device").
        await page.locator('tbody tr').first().filter({ hasText: 'Generated device' }).waitFor();
        await page.getByRole('checkbox', { name: 'Select all', exact: true }).check();
        const toolbar = page.locator('[data-test=bulk-actions-toolbar]');
        await toolbar
            .getByRole('button', { name: `Select all ${size.toLocaleString('en')} matching` })
            .click();
        // react-admin's own count: digits without a separator.
        await toolbar.getByText(`${size} items selected`).waitFor();
        await toolbar.getByRole('button', { name: 'Assign service' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox', { name: 'Service' }).click();
        // The first service of the organization ("No service" is the first option).
        await page.getByRole('option').nth(1).click();
        const started = Date.now();
        await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
        await dialog
            .getByRole('heading', { name: 'Finished' })
            .waitFor({ timeout: Math.max(120_000, size * 200) });
        const runMs = Date.now() - started;
        const summary = (await dialog.getByRole('status').textContent()) ?? '';
        if (!summary.startsWith(`${size.toLocaleString('en')} done, 0 failed`)) {
            throw new Error(`Bulk assign did not finish cleanly: ${summary}`);
        }
        return { runMs, perSecond: size / (runMs / 1000) };
    } finally {
        await context.close();
    }
};
