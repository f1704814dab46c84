/**
 * No page scrolls sideways (issue 19, item 7): every main page of the console (routes.json, with
 * the seeded record of each edit page, and the home page) at 390x844 (a phone), 768x1024 (a
 * tablet) and 1280x800 with the sidebar open, in English and German. A page fails when the
 * document is wider than the viewport (scrollWidth above the viewport's width, 1 px allowed for
 * rounding); the report names each page, size and width.
 *
 * One test per language and size: a context of the system admin (who may open every page, signed
 * in once by globalSetup) loads the console once at that size (so the sidebar starts as it would
 * for a user at that size) and walks all pages in one browser page, as the console's own links do.
 */
import { expect, test, type Page } from '@playwright/test';
import { openInConsole, settle, trackRequests } from './pageWalk';
import { ROUTES, seeded } from './routes';
import { storageStateOf } from './users';

const SIZES = [
    { width: 390, height: 844, sidebarOpen: undefined },
    { width: 768, height: 1024, sidebarOpen: undefined },
    { width: 1280, height: 800, sidebarOpen: true },
] as const;

const PAGES = ['/', ...ROUTES.map(({ path }) => seeded(path))];

/**
 * The document's and the viewport's width, and what sticks out: the innermost elements whose
 * right edge passes the viewport's (tag, class and text), so a failure names its cause.
 */
const overflowOf = (page: Page) =>
    page.evaluate(() => {
        const viewport = document.documentElement.clientWidth;
        const outside = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
            element => element.getBoundingClientRect().right > viewport + 1,
        );
        const innermost = outside.filter(
            element => !outside.some(other => other !== element && element.contains(other)),
        );
        const described = innermost.slice(0, 3).map(element => {
            const classes = [...element.classList].filter(name => !name.startsWith('css-'));
            const text = (element.textContent ?? '').trim().slice(0, 40);
            return `${element.tagName.toLowerCase()}.${classes.slice(0, 2).join('.')} "${text}"`;
        });
        return { scrollWidth: document.documentElement.scrollWidth, viewport, described };
    });

/** The subscriptions page asks for the billing account first (as languageWalk.spec.ts does). */
const signInToBilling = async (page: Page) => {
    const password = page.locator('input[name="password"]');
    if ((await password.count()) === 0) return;
    await page.locator('input[name="username"]').fill('musterstadt');
    await password.fill('musterstadt');
    await page.locator('button[type="submit"]').click();
    await expect(password).toHaveCount(0);
    await settle(page, 150);
};

for (const language of ['en', 'de'] as const) {
    test.describe(`no page scrolls sideways in ${language === 'en' ? 'English' : 'German'}`, () => {
        for (const { width, height, sidebarOpen } of SIZES) {
            test(`${width}x${height}`, async ({ browser }) => {
                // Each page settles in about a second alone, up to three on a busy machine.
                test.setTimeout(60_000 + PAGES.length * 3_000);
                const context = await browser.newContext({
                    storageState: storageStateOf('sysadmin'),
                    viewport: { width, height },
                });
                await context.addInitScript(
                    locale => localStorage.setItem('RaStoreconsole.locale', JSON.stringify(locale)),
                    language,
                );
                const page = await context.newPage();
                trackRequests(page);
                await openInConsole(page, '/?organization_id=1');
                await page.evaluate(open => {
                    if (open === undefined) localStorage.removeItem('RaStoreconsole.sidebar.open');
                    else localStorage.setItem('RaStoreconsole.sidebar.open', String(open));
                }, sidebarOpen);
                await page.goto('/?organization_id=1');
                await expect(page.getByRole('banner')).toBeAttached();
                const overflowing: string[] = [];
                for (const path of PAGES) {
                    await openInConsole(page, path);
                    await settle(page, 150);
                    if (path === '/licences/booked') await signInToBilling(page);
                    const { scrollWidth, viewport, described } = await overflowOf(page);
                    if (scrollWidth > viewport + 1) {
                        overflowing.push(`${path}: ${scrollWidth} px (${described.join(', ')})`);
                    }
                }
                await context.close();
                expect(overflowing, `pages wider than ${width} px (${language})`).toEqual([]);
            });
        }
    });
}
