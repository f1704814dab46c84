/**
 * No page scrolls sideways (issue 19, item 7): every main page of the console (routes.ts, with
 * the seeded record of each edit page, and the home page) at 390x844 (a phone) and 768x1024 (a
 * tablet upright) in English and German, and at 1024x768 (a tablet across, the side menu open
 * beside the page) in English, German and Italian. A page fails when the document is wider than
 * the viewport (pageWalk.ts, `sidewaysScroll`), or, at 1024 px, when a table is wider than the
 * box that scrolls it (`clippedTables`: on a touch screen no scrollbar shows that columns are
 * cut off; narrower, a table of figures such as a device's readings summary scrolls within
 * itself by design, phone.spec.ts); the report names each page, size and width. At a desktop's
 * width (1280 px, the sidebar open) the walks that visit every page anyway check the same:
 * a11y.spec.ts in English, languageWalk.spec.ts in German and Italian.
 *
 * One test per language and size: a context of the system admin (who may open every page, signed
 * in once by globalSetup) loads the console once at that size (so the sidebar starts as it would
 * for a user at that size) and walks all pages in one browser page, as the console's own links do.
 */
import { expect, test, type Page } from '@playwright/test';
import { WEEKDAYS, WHOLE_DAY } from '../../resources/responsibles/dayTime';
import { api } from './helpers';
import { clippedTables, openInConsole, settle, sidewaysScroll, trackRequests } from './pageWalk';
import { ROUTES, seeded } from './routes';
import { storageStateOf } from './users';

const LANGUAGES = { en: 'English', de: 'German', it: 'Italian' } as const;
type Language = keyof typeof LANGUAGES;

/**
 * The sizes walked, each in its languages: a phone and a tablet upright in English and German, a
 * tablet across (1024x768, the side menu open as it starts at that width: the narrowest window
 * with room for the menu beside the page) in all three, German's and Italian's longer words
 * included.
 */
const SIZES: { width: number; height: number; languages: Language[]; wholeTables?: true }[] = [
    { width: 390, height: 844, languages: ['en', 'de'] },
    { width: 768, height: 1024, languages: ['en', 'de'] },
    { width: 1024, height: 768, languages: ['en', 'de', 'it'], wholeTables: true },
];

const PAGES = ['/', ...ROUTES.map(({ path }) => seeded(path))];

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

for (const language of Object.keys(LANGUAGES) as Language[]) {
    test.describe(`no page scrolls sideways in ${LANGUAGES[language]}`, () => {
        for (const { width, height, wholeTables } of SIZES.filter(size =>
            size.languages.includes(language),
        )) {
            test(`${width}x${height}`, async ({ browser }) => {
                // Each page settles in about a second alone, up to three on a busy machine.
                test.setTimeout(60_000 + PAGES.length * 3_000);
                const context = await browser.newContext({
                    storageState: storageStateOf('sysadmin'),
                    viewport: { width, height },
                });
                // The language; the sidebar starts as it would for a user at this size, with no
                // choice of theirs stored (src/layout/Sidebar.tsx).
                await context.addInitScript(locale => {
                    localStorage.setItem('RaStoreconsole.locale', JSON.stringify(locale));
                    localStorage.removeItem('RaStoreconsole.sidebar.open');
                }, language);
                const page = await context.newPage();
                trackRequests(page);
                await openInConsole(page, '/?organization_id=1');
                await expect(page.getByRole('banner')).toBeAttached();
                const overflowing: string[] = [];
                for (const path of PAGES) {
                    await openInConsole(page, path);
                    await settle(page, 150);
                    if (path === '/licences/booked') await signInToBilling(page);
                    const wide = await sidewaysScroll(page);
                    if (wide) overflowing.push(`${path}: ${wide}`);
                    const clipped = wholeTables ? await clippedTables(page) : null;
                    if (clipped) overflowing.push(`${path}: ${clipped}`);
                }
                await context.close();
                expect(overflowing, `pages wider than ${width} px (${language})`).toEqual([]);
            });
        }
    });
}

test.describe('a long run of letters without a space', () => {
    test.use({ storageState: storageStateOf('orgadmin'), viewport: { width: 1280, height: 800 } });

    test('wraps in a list and in a page heading instead of widening the page', async ({ page }) => {
        await page.goto('/alarming/alarms?organization_id=1');
        const run = Date.now().toString(36).toUpperCase();
        const alarm = await api(page, 'POST', '/alarming/alarms', {
            title: `Long ${run}`,
            description: `${run}${'Z'.repeat(300)}`,
            type: 'WARNING',
            organizationId: 1,
            state: 'ACTIVE',
            serviceId: 102,
        });
        expect(alarm.status).toBe(201);
        const responsible = await api(page, 'POST', '/alarming/responsibles', {
            name: `R${run}${'R'.repeat(100)}`,
            email: 'long.name@musterstadt.example',
            organizationId: 1,
            plans: [
                {
                    id: 1,
                    alarmTypes: ['FAILURE'],
                    time: Object.fromEntries(WEEKDAYS.map(weekday => [weekday, WHOLE_DAY])),
                },
            ],
        });
        expect(responsible.status).toBe(201);

        await page.reload();
        await expect(page.getByRole('row', { name: new RegExp(`Long ${run}`) })).toBeVisible();
        expect(await sidewaysScroll(page)).toBeNull();

        const { id } = responsible.body as { id: number };
        await page.goto(`/alarming/responsibles/responsible?id=${id}`);
        await expect(page.getByRole('heading', { level: 1, name: new RegExp(run) })).toBeVisible();
        expect(await sidewaysScroll(page)).toBeNull();
    });
});
