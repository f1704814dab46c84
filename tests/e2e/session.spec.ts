import { expect, test } from '@playwright/test';
import { restoreTokenLifetimes, setTokenLifetimes } from './sandbox';
import { signIn } from './users';

test.describe('session', () => {
    test.afterEach(async ({ request }) => {
        await restoreTokenLifetimes(request);
    });

    test('a deep link survives sign-in and a reload keeps the session', async ({
        page,
        baseURL,
    }) => {
        const origins = new Set<string>();
        page.on('request', request => origins.add(new URL(request.url()).origin));
        await signIn(page, 'sysadmin', '/system/organizations');
        await expect(page).toHaveURL(/\/system\/organizations$/);
        await expect(page.getByRole('columnheader', { name: 'Billing ID' })).toBeVisible();
        await page.reload();
        await expect(page.getByRole('columnheader', { name: 'Billing ID' })).toBeVisible();
        expect(page.url()).not.toContain(':18081');
        // No telemetry or other third party: only the console's origin and the SSO.
        const config = await (await page.request.get('/config.json')).json();
        expect([...origins].sort()).toEqual([new URL(baseURL!).origin, config.ssoUrl].sort());
    });

    test('an expired token that cannot be refreshed ends on the SSO login page', async ({
        page,
        request,
    }) => {
        await setTokenLifetimes(request, { accessTokenTtl: 2, refreshTokenTtl: 2 });
        await signIn(page, 'sysadmin', '/system');
        await page.waitForTimeout(3_500);
        await page.getByRole('link', { name: 'Organizations', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await expect(page.getByLabel('Username')).toBeVisible();
    });
});
