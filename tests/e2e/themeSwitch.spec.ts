/**
 * Dark mode (issue 19, item 6): the header's theme menu (light, dark, follow the system) by
 * keyboard, the dark page with the primary colour kept on its buttons, the choice kept through a
 * reload and a sign-out, "follow the system" following the browser's colour scheme, the dark focus
 * ring, in German too. Reduced motion, and progress indicators that the compositor moves.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { moveFocusTo } from './keyboardKeys';
import { clearFaults, injectFault } from './sandbox';
import { signIn, signInOnSsoPage, storageStateOf } from './users';

/** The primary colour #0098A1 (src/layout/theme.ts PRIMARY), as computed. */
const PRIMARY = 'rgb(0, 152, 161)';
/** The dark theme's focus ring (src/layout/theme.ts FOCUS_RING_DARK, #DDF7F8), as computed. */
const FOCUS_RING_DARK = 'rgb(221, 247, 248)';

/** The relative luminance (WCAG) of the page's background: near 0 is dark, near 1 is light. */
const backgroundLuminance = (page: Page) =>
    page.locator('body').evaluate(body => {
        const [r, g, b] = (getComputedStyle(body).backgroundColor.match(/\d+/g) ?? []).map(
            channel => {
                const c = Number(channel) / 255;
                return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            },
        );
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    });

const expectDark = async (page: Page) =>
    expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.05);
const expectLight = async (page: Page) =>
    expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.8);

const themeButton = (page: Page, choice: string) =>
    page.getByRole('button', { name: `Theme: ${choice}` });

test.describe('the theme menu', () => {
    test.use({ storageState: { cookies: [], origins: [] }, colorScheme: 'light' });

    test('switches to dark by keyboard; the choice survives a reload, a sign-out and a sign-in', async ({
        page,
    }) => {
        await signIn(page, 'orgadmin', '/dad/devices/onboard?organization_id=1');
        await expectLight(page);

        // Tab to the header's theme button, Enter opens the menu on the choice in force.
        await moveFocusTo(page, themeButton(page, 'Follow the system'));
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu', { name: 'Theme' });
        await expect(menu.getByRole('menuitemradio')).toHaveText([
            'Light',
            'Dark',
            'Follow the system',
        ]);
        await expect(
            menu.getByRole('menuitemradio', { name: 'Follow the system' }),
        ).toHaveAttribute('aria-checked', 'true');
        await moveFocusTo(page, menu.getByRole('menuitemradio', { name: 'Dark' }), 'ArrowDown', 5);
        await page.keyboard.press('Enter');
        await expect(menu).toBeHidden();
        await expect(themeButton(page, 'Dark')).toBeFocused();
        await expectDark(page);

        // The wizard's Next keeps the primary colour, with black text on it.
        const next = page.getByRole('button', { name: 'Next' });
        await expect(next).toHaveCSS('background-color', PRIMARY);
        await expect(next).toHaveCSS('color', 'rgb(0, 0, 0)');

        await page.reload();
        await expect(themeButton(page, 'Dark')).toBeVisible();
        await expectDark(page);

        await page.getByRole('button', { name: /Profile/ }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await signInOnSsoPage(page, 'orgadmin');
        await expect(themeButton(page, 'Dark')).toBeVisible();
        await expectDark(page);

        // Back to light, by keyboard again: the menu opens on Dark, checked.
        await moveFocusTo(page, themeButton(page, 'Dark'));
        await page.keyboard.press('Enter');
        await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
            'aria-checked',
            'true',
        );
        await moveFocusTo(page, menu.getByRole('menuitemradio', { name: 'Light' }), 'ArrowUp', 5);
        await page.keyboard.press('Enter');
        await expect(themeButton(page, 'Light')).toBeVisible();
        await expectLight(page);
    });
});

test.describe('following the system', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test("follows the browser's colour scheme until a theme is chosen", async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto('/?organization_id=1');
        await expect(themeButton(page, 'Follow the system')).toBeVisible();
        await expectDark(page);
        // The system changes while the page is open: the console follows at once.
        await page.emulateMedia({ colorScheme: 'light' });
        await expectLight(page);
        await page.emulateMedia({ colorScheme: 'dark' });
        await expectDark(page);

        // A chosen theme wins over the system's.
        await themeButton(page, 'Follow the system').click();
        await page.getByRole('menuitemradio', { name: 'Light' }).click();
        await expectLight(page);
        await page.reload();
        await expect(themeButton(page, 'Light')).toBeVisible();
        await expectLight(page);

        // And following the system again forgets the choice.
        await themeButton(page, 'Light').click();
        await page.getByRole('menuitemradio', { name: 'Follow the system' }).click();
        await expectDark(page);
    });

    test('a sortable column header shows the dark focus ring', async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto('/dad/devices?organization_id=1');
        await expectDark(page);
        const sortButton = page.getByRole('columnheader', { name: 'Name' }).getByRole('button');
        await expect(sortButton).toBeVisible();
        await moveFocusTo(page, sortButton);
        await expect(sortButton).toHaveCSS('outline', `${FOCUS_RING_DARK} solid 2px`);
    });

    test('speaks German', async ({ page }) => {
        await page.addInitScript(() =>
            localStorage.setItem('RaStoreconsole.locale', JSON.stringify('de')),
        );
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto('/?organization_id=1');
        const button = page.getByRole('button', { name: 'Farbschema: Wie das System' });
        await button.click();
        const menu = page.getByRole('menu', { name: 'Farbschema' });
        await expect(menu.getByRole('menuitemradio')).toHaveText([
            'Hell',
            'Dunkel',
            'Wie das System',
        ]);
        await menu.getByRole('menuitemradio', { name: 'Dunkel' }).click();
        await expect(page.getByRole('button', { name: 'Farbschema: Dunkel' })).toBeVisible();
        await expectDark(page);
    });
});

test.describe('reduced motion', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    for (const [motion, moves] of [
        ['reduce', false],
        ['no-preference', true],
    ] as const) {
        test(`the profile menu ${moves ? 'grows' : 'appears at once'} with prefers-reduced-motion: ${motion}`, async ({
            page,
        }) => {
            await page.emulateMedia({ reducedMotion: motion });
            await page.goto('/?organization_id=1');
            await page.getByRole('button', { name: 'Profile' }).click();
            const menu = page.getByRole('menu');
            await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
            // MUI's Grow sets the transition on the menu's paper, around the list.
            const duration = await menu.evaluate(
                list => getComputedStyle(list.parentElement!).transitionDuration,
            );
            if (moves) expect(duration).not.toBe('0s');
            else expect(duration).toBe('0s');
        });
    }
});

/**
 * What moves in a progress indicator and in its parts: each animation's target and the CSS
 * properties its keyframes change.
 */
const animationsIn = (indicator: Locator) =>
    indicator.evaluate(root =>
        root.getAnimations({ subtree: true }).map(animation => {
            const effect = animation.effect as KeyframeEffect;
            const properties = effect
                .getKeyframes()
                .flatMap(frame => Object.keys(frame))
                .filter(key => !['offset', 'computedOffset', 'easing', 'composite'].includes(key));
            return {
                target: effect.target === root ? 'root' : (effect.target?.tagName ?? ''),
                properties: [...new Set(properties)],
            };
        }),
    );

test.describe('progress indicators move on the compositor', () => {
    test.use({ storageState: storageStateOf('orgadmin'), reducedMotion: 'no-preference' });

    test("the header's spinner turns, its arc is not redrawn", async ({ page, request }) => {
        // The device list's answer held back: the header shows that the console is loading.
        await injectFault(request, {
            method: 'GET',
            path: '^/api/devices',
            delayMs: 3000,
            times: 1,
        });
        try {
            await page.goto('/dad/devices?organization_id=1');
            const spinner = page.getByRole('banner').getByRole('progressbar');
            await expect(spinner).toBeVisible();
            expect(await animationsIn(spinner)).toEqual([
                { target: 'root', properties: ['transform'] },
            ]);
        } finally {
            await clearFaults(request);
        }
    });

    test("the code editor's loading bar moves by transform only", async ({ page }) => {
        // The editor's code held back until the bar has been looked at.
        let release = () => {};
        const released = new Promise<void>(resolve => (release = resolve));
        await page.route(/\/assets\/MonacoScriptEditor-[\w-]+\.js$/, async route => {
            await released;
            await route.continue();
        });
        await page.goto('/dad/datasharing/sharing?id=1&organization_id=1');
        const bar = page.getByRole('progressbar', { name: 'Loading the code editor…' });
        await expect(bar).toBeVisible();
        const animations = await animationsIn(bar);
        release();
        // Both of MUI's bars, each moved and stretched by transform (MUI's move `left` and `right`).
        expect(animations).toEqual([
            { target: 'SPAN', properties: ['transform'] },
            { target: 'SPAN', properties: ['transform'] },
        ]);
        await expect(bar).toHaveCount(0);
    });
});
