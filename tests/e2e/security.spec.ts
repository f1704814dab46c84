/**
 * Security: the console runs under the sandbox's Content-Security-Policy without a single
 * violation reported by the browser (Monaco and its workers, the store's content images, the
 * billing pages, sign-in and sign-out), and the login and billing tokens never show in a request
 * URL, a console message, on the page or in local storage (they are the tab's, in its session
 * storage: decision 0065), and are both gone after logout.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, storageStateOf } from './users';

const LOGIN_TOKEN_KEY = 'console.loginToken';
const BILLING_TOKEN_KEY = 'console.billingToken';

/**
 * Collects every policy violation the browser reports: the document's securitypolicyviolation
 * event (logged by an init script), Chromium's own "Refused to ..." console errors (also from
 * workers) and errors thrown by a blocked eval.
 */
const watchPolicy = async (page: Page) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', event => {
            console.error(
                `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI} ` +
                    `(${event.sourceFile}:${event.lineNumber})`,
            );
        });
    });
    const isViolation = (text: string) =>
        /CSP violation|Content Security Policy|unsafe-eval|unsafe-inline/i.test(text);
    const onMessage = (text: string) => {
        if (isViolation(text)) violations.push(text);
    };
    page.on('console', message => onMessage(message.text()));
    page.on('pageerror', error => onMessage(String(error)));
    page.on('worker', worker => worker.on('console', message => onMessage(message.text())));
    return violations;
};

/** The Monaco editor titled `label`: its text area carries the name. */
const editorLines = (page: Page, label: string) =>
    page
        .locator('.monaco-editor')
        .filter({ has: page.getByRole('textbox', { name: label }) })
        .locator('.view-lines');

/**
 * Makes the script invalid and waits for the syntax error marker: the marker comes from Monaco's
 * TypeScript worker, so it shows that the workers run under the policy.
 */
const expectWorkingEditor = async (page: Page, label: string) => {
    await expect(editorLines(page, label)).toBeVisible({ timeout: 30_000 });
    await editorLines(page, label).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('\nfunction (');
    // Monaco (a large lazy chunk) and its TypeScript worker take their time on a busy machine.
    await expect(page.locator('.monaco-editor .squiggly-error').first()).toBeVisible({
        timeout: 30_000,
    });
};

test.describe('Content-Security-Policy', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('the console is served with the policy and the security headers', async ({ request }) => {
        const config = await (await request.get('/config.json')).json();
        for (const path of ['/', '/dad/datasharing', '/config.json']) {
            const headers = (await request.get(path)).headers();
            const policy = headers['content-security-policy'];
            expect(policy, path).toContain("script-src 'self';");
            expect(policy).toContain("worker-src 'self';");
            expect(policy).toContain("frame-ancestors 'none'");
            expect(policy).toContain(`connect-src 'self' ${config.ssoUrl};`);
            expect(policy).not.toContain('unsafe-eval');
            expect(headers['x-content-type-options']).toBe('nosniff');
            expect(headers['referrer-policy']).toBe('no-referrer');
        }
    });

    test('the code editors and their workers run without a violation', async ({ page }) => {
        test.slow();
        const violations = await watchPolicy(page);
        const workers: string[] = [];
        page.on('worker', worker => workers.push(new URL(worker.url()).pathname));

        // Data sharing: the add wizard's code step, then a stored sharing.
        await page.goto('/dad/datasharing/add?organization_id=1');
        await page.getByRole('textbox', { name: 'Name' }).fill('CSP check');
        await page.getByRole('combobox', { name: 'Device type' }).click();
        await page.getByRole('option').first().click();
        await page.getByLabel('Target address').fill('https://example.test/csp');
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await expectWorkingEditor(page, 'Script');

        await page.goto('/dad/datasharing?organization_id=1');
        await page.getByRole('row').nth(1).getByRole('cell').first().click();
        await expect(page).toHaveURL(/\/dad\/datasharing\/sharing\?id=\d+/);
        await expectWorkingEditor(page, 'Script');

        // Custom alarms: the script and test data editors of the add wizard and of a stored one.
        await page.goto('/alarming/custom-alarms/add?organization_id=1');
        await page.getByRole('radio').first().check();
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await expect(editorLines(page, 'Test data')).toBeVisible();
        await expectWorkingEditor(page, 'Script');

        await page.goto('/alarming/custom-alarms?organization_id=1');
        await page.getByRole('row').nth(1).getByRole('cell').first().click();
        await expect(page).toHaveURL(/\/alarming\/custom-alarms\/external-alarm\?id=\d+/);
        await expect(editorLines(page, 'Test data')).toBeVisible();
        await expectWorkingEditor(page, 'Script');

        // The workers are the build's own files, not blob: or data: URLs.
        expect(workers.length).toBeGreaterThan(0);
        for (const url of workers) expect(url).toMatch(/^\/assets\/[\w.-]+\.js$/);
        expect(violations).toEqual([]);
    });
});

test.describe('tokens', () => {
    test('sign in, billing and store, logout: no violation, no token in a URL, a log or the page; both keys removed', async ({
        page,
    }) => {
        test.slow();
        const violations = await watchPolicy(page);
        const urls: string[] = [];
        const messages: string[] = [];
        const texts: string[] = [];
        const tokens = new Set<string>();
        page.on('request', request => urls.push(request.url()));
        page.on('framenavigated', frame => urls.push(frame.url()));
        page.on('console', message => messages.push(message.text()));
        page.on('pageerror', error => messages.push(String(error)));
        // Every token the SSO and the billing sign-in hand out during the session.
        page.on('response', async response => {
            if (!/\/protocol\/openid-connect\/token$|\/api\/billing\/token$/.test(response.url()))
                return;
            const body = await response.json().catch(() => ({}));
            for (const key of ['access_token', 'refresh_token', 'id_token']) {
                if (typeof body[key] === 'string') tokens.add(body[key]);
            }
        });
        const pageText = async () => texts.push(await page.locator('body').innerText());
        const stored = () =>
            page.evaluate(
                keys => keys.map(key => sessionStorage.getItem(key)),
                [LOGIN_TOKEN_KEY, BILLING_TOKEN_KEY],
            );
        const localStorageText = () => page.evaluate(() => JSON.stringify({ ...localStorage }));

        await signIn(page, 'orgadmin', '/licences?organization_id=1');
        await page.getByRole('textbox', { name: 'Username' }).fill('musterstadt');
        await page.getByRole('textbox', { name: 'Password' }).fill('musterstadt');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByText('Signed in to billing as', { exact: false })).toBeVisible();
        await pageText();
        const [login, billing] = await stored();
        expect(login).not.toBeNull();
        expect(billing).not.toBeNull();
        tokens.add(billing!);
        // The stored session: its three tokens (and the clock skew keycloak-js measured, a number).
        const session = JSON.parse(login!) as Record<string, unknown>;
        for (const key of ['token', 'refreshToken', 'idToken']) {
            expect(typeof session[key]).toBe('string');
            tokens.add(session[key] as string);
        }
        expect(typeof session.timeSkew).toBe('number');
        // Local storage outlives the tab and the browser's session: no token is kept there.
        const local = await localStorageText();
        for (const token of tokens) expect(local.includes(token)).toBe(false);

        // The store's cards carry images of the content service.
        await page.getByRole('link', { name: /Service Store/ }).click();
        const grid = page.getByRole('list', { name: 'Smart services' });
        await expect(grid.getByRole('link')).toHaveCount(4);
        const images = grid.locator('img');
        await expect(images.first()).toBeVisible();
        for (const image of await images.all()) {
            expect(
                await image.evaluate((img: HTMLImageElement) => img.naturalWidth),
            ).toBeGreaterThan(0);
        }
        await pageText();
        await grid.getByRole('link', { name: 'Open Smart Lighting' }).click();
        await expect(page.getByRole('heading', { name: 'Smart Lighting', level: 1 })).toBeVisible();
        await pageText();
        await page.goto('/licences/booked?organization_id=1');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await pageText();

        await page.getByRole('button', { name: 'Profile' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await expect(page.getByLabel('Username')).toBeVisible();
        await pageText();

        // Back on the console's origin (a page that does not start the console): both keys gone.
        await page.goto('/config.json');
        expect(await stored()).toEqual([null, null]);

        expect(tokens.size).toBeGreaterThanOrEqual(3);
        const localAfter = await localStorageText();
        for (const token of tokens) {
            expect(token.length).toBeGreaterThan(20);
            expect(localAfter.includes(token), 'a token in local storage').toBe(false);
            for (const [what, values] of Object.entries({ urls, messages, texts })) {
                const leaks = values.filter(value => value.includes(token));
                expect(leaks, `a token in ${what}`).toEqual([]);
            }
        }
        expect(violations).toEqual([]);
    });
});
