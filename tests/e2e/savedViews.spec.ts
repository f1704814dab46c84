/**
 * Issue 19, point 5: saved views on the device and alarm lists. A user saves the current filter
 * and sort under a name, leaves, comes back through the view (after a reload too) and removes
 * it; the views are kept per user, so another user of the same browser does not see them.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, onboardTestDevice, unique } from './helpers';
import { storageStateOf } from './users';

const DEVICES = '/dad/devices?organization_id=1';

const openViews = async (page: Page) => {
    await page.getByRole('button', { name: 'Views' }).click();
    return page.getByRole('menu');
};

const saveView = async (page: Page, name: string) => {
    await (await openViews(page)).getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the current filter and sort as a view' });
    await dialog.getByRole('textbox', { name: 'Name of the view' }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
};

const names = (page: Page) => page.locator('tbody tr td.column-name').allInnerTexts();

/** The saved views kept in this browser's local storage (react-admin's store). */
const storedViews = (page: Page) =>
    page.evaluate(() =>
        Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.includes('.views.'))),
    );

test.describe('saved views as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('saves a filter and sort, comes back through it after a reload and removes it', async ({
        page,
    }) => {
        const prefix = unique('E2E view');
        await page.goto(DEVICES);
        await onboardTestDevice(page, `${prefix} alpha`);
        await onboardTestDevice(page, `${prefix} beta`);
        await page.reload();
        const search = page.getByRole('textbox', { name: 'Search' });
        await search.fill(prefix);
        await expect(page.locator('tbody tr')).toHaveCount(2);
        await page.getByRole('button', { name: /Sort by name/ }).click();
        await expect(page.locator('tbody tr').first()).toContainText(`${prefix} beta`);
        const view = `${prefix} newest`;
        await saveView(page, view);
        await expect(page.getByText(`View "${view}" saved`)).toBeVisible();

        // Leave, clear the list's filter, reload: the view is still there and brings it back.
        await page.goto('/alarming/alarms?organization_id=1');
        await page.goto(DEVICES);
        await search.fill('');
        await expect(page.locator('tbody tr').nth(2)).toBeVisible();
        await page.reload();
        const menu = await openViews(page);
        await menu.getByRole('menuitem', { name: view, exact: true }).click();
        await expect(search).toHaveValue(prefix);
        await expect(page.locator('tbody tr')).toHaveCount(2);
        expect(await names(page)).toEqual([`${prefix} beta`, `${prefix} alpha`]);
        await expect(page.getByRole('button', { name: /Sort by name/ })).toBeVisible();

        // Keyboard: the menu opens with Enter and its items are reached with the arrows.
        await page.getByRole('button', { name: 'Views' }).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menuitem', { name: view, exact: true })).toBeVisible();
        await page.keyboard.press('Escape');

        await (
            await openViews(page)
        )
            .getByRole('menuitem', { name: `Remove view "${view}"` })
            .click();
        await expect(page.getByText(`View "${view}" removed`)).toBeVisible();
        const after = await openViews(page);
        await expect(after.getByRole('menuitem', { name: view, exact: true })).toHaveCount(0);
        await page.keyboard.press('Escape');
        await page.reload();
        await expect(
            (await openViews(page)).getByRole('menuitem', { name: view, exact: true }),
        ).toHaveCount(0);
    });

    test('saves a view of the alarm list', async ({ page }) => {
        const prefix = unique('E2E alarm view');
        await page.goto('/alarming/alarms?organization_id=1');
        const { status } = await api(page, 'POST', '/alarming/alarms', {
            title: `${prefix} one`,
            description: 'saved view',
            type: 'INFO',
            organizationId: 1,
            state: 'ACTIVE',
        });
        expect(status).toBe(201);
        await page.reload();
        await page.getByRole('textbox', { name: 'Title' }).fill(prefix);
        await expect(page.locator('tbody tr')).toHaveCount(1);
        await saveView(page, prefix);
        await page.getByRole('textbox', { name: 'Title' }).fill('');
        await expect(page.locator('tbody tr').nth(1)).toBeVisible();
        await (await openViews(page)).getByRole('menuitem', { name: prefix, exact: true }).click();
        await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(prefix);
        await expect(page.locator('tbody tr')).toHaveCount(1);
        await expect(page.locator('tbody tr')).toContainText(`${prefix} one`);
    });
});

test('another user of the same browser does not see the views', async ({ browser }) => {
    const admin = await browser.newContext({ storageState: storageStateOf('orgadmin') });
    const adminPage = await admin.newPage();
    const view = unique('E2E private view');
    await adminPage.goto(DEVICES);
    await adminPage.getByRole('textbox', { name: 'Search' }).fill('Lindenallee');
    await saveView(adminPage, view);
    const stored = await storedViews(adminPage);
    expect(Object.keys(stored).length).toBeGreaterThan(0);
    await admin.close();

    // The viewer signs in to the same browser: the admin's views are in its local storage.
    const viewer = await browser.newContext({ storageState: storageStateOf('viewer') });
    await viewer.addInitScript(entries => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored);
    const page = await viewer.newPage();
    await page.goto(DEVICES);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const menu = await openViews(page);
    await expect(menu.getByRole('menuitem', { name: view, exact: true })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'No saved views' })).toBeVisible();
    await viewer.close();
});
