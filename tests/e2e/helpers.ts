/** Small steps the end-to-end tests share: the API as the signed-in user, and form moves. */
import type { Page } from '@playwright/test';

/** The signed-in user's access token, as the console keeps it. */
export const tokenOf = (page: Page) =>
    page.evaluate(
        () => JSON.parse(localStorage.getItem('console.loginToken') ?? '{}').token as string,
    );

/** Calls the product API with the page's sign-in, as organization 1. */
export const api = async (page: Page, method: string, path: string, body?: unknown) => {
    const response = await page.request.fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${await tokenOf(page)}`, 'X-Organization-Id': '1' },
        data: body,
    });
    return { status: response.status(), body: await response.json().catch(() => undefined) };
};

/** A name no other test run has used. */
export const unique = (prefix: string) => `${prefix} ${Date.now() % 1_000_000}`;

/** Picks an option of a select (combobox) by its label. */
export const choose = async (page: Page, label: string, option: string | RegExp) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
};

/** The wizard's Next button. */
export const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
