/**
 * A German and an Italian walk over the main pages (issue 18, item 4): on every page, once it
 * has settled, every visible text and every name, label, title and placeholder of a control is
 * compared with the console's own English (englishOfTheConsole.ts) and with the store's English
 * texts (the content service's and the billing packages', which the console asks for in its
 * language). A text that is one of those strings fails the walk, reported with the page. Data
 * (device, organization and service names) is never looked at unless it equals a catalogue
 * string; those cases are allowed below, one by one, each with its reason.
 *
 * Per language one browser context of the system admin (signed in once, by globalSetup) walks
 * the demo organization and a new, empty one; a second context of the organization admin sees
 * what only it sees (the blocked page). Most pages are walked at 1280x800, some at 390x844.
 * No page visited may scroll sideways (pageWalk.ts, `sidewaysScroll`): at 1280 px this walk is
 * the desktop check of overflow.spec.ts in German and Italian.
 */
import {
    expect,
    test,
    type APIRequestContext,
    type Browser,
    type Locator,
    type Page,
} from '@playwright/test';
import {
    englishKeyOf,
    englishOfTheConsole,
    ownText,
    type EnglishOfTheConsole,
    type WalkLanguage,
} from './englishOfTheConsole';
import { api } from './helpers';
import { openInConsole, settle, sidewaysScroll, trackRequests } from './pageWalk';
import { ROUTES, seeded as seededPath } from './routes';
import { storageStateOf, type DemoUser } from './users';

const RUN = Date.now().toString(36).slice(-6);
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The language menu's button shows the language's name (i18n/index.ts). */
const LANGUAGE_NAMES = { de: 'Deutsch', it: 'Italiano' };

/**
 * Data that equals a catalogue string (or matches one of its patterns), so the walk cannot tell
 * it from the console's English: each with the pages it is allowed on and why it is data.
 */
const ALLOWED: { text: string; page: RegExp; reason: string }[] = [
    {
        text: 'Test alarm',
        page: /^\/alarming\/alarms/,
        reason: 'the title of seeded alarm 11 (sandbox data), the English default title of a test alarm',
    },
];

/** A service store entry and a pricing card as far as the walk reads them (sandbox/API.md). */
interface StoreEntry {
    pageTitle: string;
    highlights: string[];
    serviceDescription: string;
    planVariants: {
        fields: {
            sapNumber: string;
            planVariantName: string;
            name: string;
            description: string;
            specifications: string[];
        };
    }[];
}
interface PricingCard {
    title: string;
    subtitle: string;
    features: string[];
}

/**
 * Every text of the store in a language: the content service's entries and pricing cards (a plan
 * variant's specifications are its billing package's).
 */
const storeTexts = async (request: APIRequestContext, language: string) => {
    const headers = { 'Accept-Language': language };
    const entries = (await (
        await request.get('/content/serviceStore', { headers })
    ).json()) as StoreEntry[];
    const texts: string[] = [];
    for (const { pageTitle, highlights, serviceDescription, planVariants } of entries) {
        texts.push(pageTitle, ...highlights, serviceDescription);
        for (const { fields } of planVariants) {
            // The description's first two parts are codes (service, size).
            texts.push(
                fields.planVariantName,
                fields.name,
                ...fields.description.split(' | ').slice(2),
            );
            texts.push(...fields.specifications);
            const card = (await (
                await request.get(`/content/pricingCards/${fields.sapNumber}`, { headers })
            ).json()) as PricingCard;
            texts.push(card.title, card.subtitle, ...card.features);
        }
    }
    return texts;
};

/**
 * The store's English that the language's store texts do not use: the console asks for them in
 * its own language (Accept-Language), so a page in German or Italian shows none of them.
 */
const storeEnglishOf = async (request: APIRequestContext, language: WalkLanguage) => {
    const own = new Set(await storeTexts(request, language));
    return new Set((await storeTexts(request, 'en')).filter(text => !own.has(text)));
};

interface Finding {
    page: string;
    text: string;
    key: string;
}

/** The page's visible texts and its controls' names, labels, titles and placeholders. */
const textsOf = async (page: Page): Promise<string[]> => {
    const fromDom = await page.evaluate(() => {
        const texts = new Set<string>();
        const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
        const add = (text: string | null | undefined) => {
            const clean = norm(text ?? '');
            if (clean) texts.add(clean);
        };
        const shown = (element: Element) =>
            element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement && shown(node.parentElement)) add(node.nodeValue);
        }
        const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-placeholder'];
        for (const element of document.body.querySelectorAll('*')) {
            if (!shown(element)) continue;
            for (const attribute of ATTRIBUTES) add(element.getAttribute(attribute));
            // A message split over inline elements ("Page <b>2</b> of 3") is one text too.
            const children = [...element.children];
            if (
                children.length > 0 &&
                (element.textContent ?? '').length < 300 &&
                children.every(child => getComputedStyle(child).display.startsWith('inline'))
            ) {
                add(element.textContent);
            }
        }
        add(document.title);
        return [...texts];
    });
    // The accessible tree adds the names computed from labels and aria-labelledby.
    const snapshot = await page.locator('body').ariaSnapshot();
    const fromTree = [...snapshot.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, quoted]) => {
        try {
            return JSON.parse(`"${quoted}"`) as string;
        } catch {
            return quoted;
        }
    });
    return [...new Set([...fromDom, ...fromTree.map(text => text.replace(/\s+/g, ' ').trim())])];
};

class Walk {
    readonly findings: Finding[] = [];
    /** The pages that scroll sideways in the language (overflow.spec.ts checks en and de). */
    readonly wide: string[] = [];
    constructor(
        readonly language: WalkLanguage,
        readonly english: EnglishOfTheConsole,
        /** The store's English texts (content service, packages), storeEnglishOf. */
        readonly storeEnglish: Set<string>,
    ) {}

    /** Looks at the page as it is now; `where` names it in the report. */
    async check(page: Page, where: string) {
        await settle(page);
        for (const text of await textsOf(page)) {
            const key =
                englishKeyOf(text, this.english) ??
                (this.storeEnglish.has(text)
                    ? 'the store’s English: content service, billing packages'
                    : undefined);
            if (!key) continue;
            if (ALLOWED.some(entry => entry.text === text && entry.page.test(where))) continue;
            this.findings.push({ page: where, text, key });
        }
    }

    /** Looks at the page as it is now, and at its width. */
    async checkPage(page: Page, where: string) {
        await this.check(page, where);
        const wide = await sidewaysScroll(page);
        if (wide) this.wide.push(`${where}: ${wide}`);
    }

    /**
     * Opens what `opener` opens (a dialog, menu or list), looks at the page with it, and closes
     * it with Escape.
     */
    async checkOpened(page: Page, where: string, opener: Locator, opened: Locator) {
        // At the top of the page: the header slides away while the page is scrolled.
        await page.evaluate(() => scrollTo(0, 0));
        await opener.click({ timeout: 10_000 });
        await expect(opened).toBeVisible();
        await this.check(page, where);
        await page.keyboard.press('Escape');
        await expect(opened).toHaveCount(0);
    }

    /**
     * Opens a page by its address as the console's own links do (the first one loads the
     * console), and looks at it once the header shows the language.
     */
    async visit(page: Page, path: string, where = path) {
        await this.open(page, path);
        // Attached, not visible: on a phone the header slides away while the page is scrolled.
        await expect(
            page
                .getByRole('button', { includeHidden: true })
                .filter({ hasText: LANGUAGE_NAMES[this.language] }),
        ).toBeAttached();
        await this.checkPage(page, where);
    }

    async open(page: Page, path: string) {
        await openInConsole(page, path);
    }

    t(key: string, values?: Record<string, string>) {
        return ownText(this.english, key, values);
    }

    /** The language's message as a pattern, any value in place of each placeholder. */
    pattern(key: string) {
        const parts = this.t(key).split(/%\{\w+\}/);
        return new RegExp(
            `^${parts.map(part => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`,
        );
    }
}

const contextOf = async (browser: Browser, user: DemoUser, language: WalkLanguage) => {
    const context = await browser.newContext({
        storageState: storageStateOf(user),
        viewport: DESKTOP,
    });
    context.on('page', trackRequests);
    await context.addInitScript(
        locale => localStorage.setItem('RaStoreconsole.locale', JSON.stringify(locale)),
        language,
    );
    return context;
};

/**
 * One organization's pages: in the demo organization every route of the console (routes.ts,
 * with the seeded record of each edit page), in an empty one its landing and list pages.
 */
const walkOrganization = async (
    walk: Walk,
    page: Page,
    { id: organizationId, name: organizationName }: { id: number; name: string },
    seeded: boolean,
) => {
    const at = (path: string) => `${path} (organization ${organizationId})`;
    // The organization is chosen by the address when the console loads.
    await page.goto(`/?organization_id=${organizationId}`);
    await expect(
        page.getByRole('combobox', { name: new RegExp(`^${walk.t('app.organization.label')}`) }),
    ).toHaveText(organizationName);
    await walk.checkPage(page, at('/'));
    // The collector sees the page's texts: the home link of the menu, in the language.
    expect(await textsOf(page)).toContain(walk.t('app.menu.home'));
    const routes = seeded
        ? ROUTES
        : ROUTES.filter(({ kind, flow }) => kind === 'list' || flow === 'landing');
    for (const { path, access } of routes) {
        if (access === 'systemAdmins') continue;
        await walk.visit(page, seeded ? seededPath(path) : path, at(path));
    }
};

for (const language of ['de', 'it'] as const) {
    test(`the ${language === 'de' ? 'German' : 'Italian'} console shows no English of its own`, async ({
        browser,
    }) => {
        test.setTimeout(180_000);
        const context = await contextOf(browser, 'sysadmin', language);
        const walk = new Walk(
            language,
            englishOfTheConsole(language),
            await storeEnglishOf(context.request, language),
        );
        const page = await context.newPage();

        await test.step('the demo organization, as system admin', async () => {
            await walkOrganization(walk, page, { id: 1, name: 'Stadtwerke Musterstadt' }, true);
        });

        await test.step('the system pages, a device in expert mode, the wizards', async () => {
            for (const { path } of ROUTES.filter(({ access }) => access === 'systemAdmins')) {
                await walk.visit(page, seededPath(path));
            }
            await walk.visit(page, '/does-not-exist');
            await walk.visit(page, '/dad/devices/device?id=5');
            await page.getByRole('switch', { name: walk.t('devices.expert.mode') }).check();
            await walk.check(page, '/dad/devices/device?id=5, expert mode');
            await walk.checkOpened(
                page,
                '/dad/devices/device?id=5, user menu open',
                page.getByRole('button', { name: walk.pattern('app.user_menu') }),
                page.getByRole('menuitem', { name: walk.t('ra.auth.logout') }),
            );
            await walk.checkOpened(
                page,
                '/dad/devices/device?id=5, tag list open',
                page.getByRole('combobox', {
                    name: new RegExp(`^${walk.t('resources.devices.fields.tags')}`),
                }),
                page.getByRole('listbox'),
            );
            await walk.checkOpened(
                page,
                '/dad/devices/device?id=5, remove confirmation',
                page.getByRole('button', { name: walk.t('app.action.remove'), exact: true }),
                page.getByRole('dialog'),
            );
            // A required field left empty: its validation message.
            const name = page.getByRole('textbox', {
                name: walk.t('resources.devices.fields.name'),
                exact: true,
            });
            await name.fill('');
            await name.blur();
            await walk.check(page, '/dad/devices/device?id=5, name left empty');
            await page.getByRole('button', { name: walk.t('app.action.undo') }).click();
            await expect(name).not.toHaveValue('');
            await walk.visit(page, '/alarming/alarms');
            // A selected row: the bulk actions and their confirmation.
            await page.getByRole('row').nth(1).getByRole('checkbox').check();
            await walk.check(page, '/alarming/alarms, a row selected');
            await walk.checkOpened(
                page,
                '/alarming/alarms, removal confirmation',
                page.getByRole('button', { name: walk.t('alarms.list.remove_selection') }),
                page.getByRole('dialog'),
            );
            await page.getByRole('row').nth(1).getByRole('checkbox').uncheck();
            await walk.checkOpened(
                page,
                '/alarming/alarms, test alarm dialog',
                page.getByRole('button', { name: walk.t('alarms.test_alarm.open') }),
                page.getByRole('dialog'),
            );
            await walk.visit(page, '/organization/users');
            await walk.checkOpened(
                page,
                '/organization/users, invitation dialog',
                page.getByRole('button', { name: walk.t('resources.users.invite.action') }).first(),
                page.getByRole('dialog'),
            );
            await walk.checkOpened(
                page,
                '/organization/users, organization list open',
                page.getByRole('combobox', {
                    name: new RegExp(`^${walk.t('app.organization.label')}`),
                }),
                page.getByRole('listbox'),
            );
            await walk.visit(page, '/dad/devices/onboard');
            await page.getByRole('combobox').first().click();
            await walk.check(page, '/dad/devices/onboard, integration picker open');
            await page.keyboard.press('Escape');
        });

        await test.step('licences: subscriptions, store, a package, the booking dialog', async () => {
            await walk.open(page, '/licences/booked');
            await page.locator('input[name="username"]').fill('musterstadt');
            await page.locator('input[name="password"]').fill('musterstadt');
            await page.locator('button[type="submit"]').click();
            await expect(page.locator('input[name="password"]')).toHaveCount(0);
            await walk.checkPage(page, '/licences/booked');
            await walk.visit(page, '/licences');
            await walk.visit(page, '/licences/purchase');
            await walk.visit(page, '/licences/purchase/services?id=smart-lighting');
            await page
                .getByRole('button', { name: walk.pattern('store.package.book_label') })
                .first()
                .click();
            const dialog = page.getByRole('dialog');
            await expect(dialog).toBeVisible();
            await walk.check(page, '/licences/purchase/services?id=smart-lighting, booking dialog');
            await dialog.getByRole('button', { name: walk.t('ra.action.cancel') }).click();
            await expect(dialog).toHaveCount(0);
        });

        await test.step('some pages on a phone', async () => {
            await page.setViewportSize(PHONE);
            for (const path of [
                '/',
                '/dad/devices',
                '/dad/devices/device?id=5',
                '/alarming/alarms',
                '/licences/purchase',
            ]) {
                await walk.visit(page, path, `${path} at 390x844`);
            }
            await page.setViewportSize(DESKTOP);
        });

        await test.step('an empty organization, as system admin', async () => {
            const name =
                language === 'de' ? `Leere Organisation ${RUN}` : `Organizzazione vuota ${RUN}`;
            const created = await api(page, 'POST', '/organizations', {
                name,
                billingId: `WALK-${language}-${RUN}`,
            });
            expect(created.status).toBe(201);
            await walkOrganization(
                walk,
                page,
                { id: (created.body as { id: number }).id, name },
                false,
            );
        });
        await context.close();

        await test.step('the demo organization, as its admin', async () => {
            const admin = await contextOf(browser, 'orgadmin', language);
            const adminPage = await admin.newPage();
            await walk.visit(adminPage, '/');
            await walk.visit(adminPage, '/system', '/system (blocked)');
            await walk.visit(adminPage, '/dad/devices');
            await admin.close();
        });

        const report = walk.findings.map(({ page, text, key }) => `${page}: "${text}" (${key})`);
        expect.soft(report, `English of the console in ${language}`).toEqual([]);
        expect(walk.wide, `pages that scroll sideways in ${language}`).toEqual([]);
    });
}
