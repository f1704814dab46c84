/**
 * Every declared resource's add and edit page (from the route manifest) and every wizard of a
 * flow asks react-admin's "unsaved changes" question before a sidebar link
 * (or the device page's Export link) leaves typed input behind; cancelling the question keeps the
 * page and the input. A successful save and a wizard's Cancel leave without asking. Also: the
 * last button of a wizard and the test alarm's Send stay disabled until the form is valid.
 */
import { expect, test, type Dialog, type Page } from '@playwright/test';
import { storageStateOf } from './users';
import { api, choose, chooseLampsFile, next, unique } from './helpers';
import { ROUTE_MANIFEST, ROUTES, seeded } from './routes';

const QUESTION = "Some of your changes weren't saved. Are you sure you want to ignore them?";

/** Collects the questions the page asks (window.confirm), answering each with `accept`. */
const answerQuestions = (page: Page, accept: boolean) => {
    const asked: string[] = [];
    const handler = (dialog: Dialog) => {
        asked.push(dialog.message());
        void (accept ? dialog.accept() : dialog.dismiss());
    };
    page.on('dialog', handler);
    return { asked, stop: () => page.off('dialog', handler) };
};

/** The sidebar (its name is in the console's language). */
const sidebar = (page: Page) =>
    page.getByRole('navigation').filter({ has: page.getByRole('menu') });

/** Clicks a sidebar entry, says no to the question, and checks that nothing was lost. */
const leaveAndStay = async (page: Page, kept: () => Promise<void>) => {
    const url = page.url();
    const questions = answerQuestions(page, false);
    await sidebar(page).getByRole('menuitem', { name: 'Settings' }).click();
    await expect.poll(() => questions.asked).toEqual([QUESTION]);
    questions.stop();
    expect(page.url()).toBe(url);
    await kept();
};

interface Case {
    title: string;
    path: string;
    /** Makes a change and returns the check that it is still there. */
    change: (page: Page) => Promise<() => Promise<void>>;
}

const pickIntegration = async (page: Page) => {
    await choose(page, 'Integration', /^ChirpStack Stadtwerke/);
    const select = page.getByRole('combobox', { name: 'Integration' });
    return () => expect(select).toHaveText('ChirpStack Stadtwerke (ChirpStack v4)');
};

/** Activation wizards: choosing another option is input too. */
const pickOption = async (page: Page) => {
    const option = page.getByRole('radio', { name: /deactivate/i }).first();
    await option.check();
    return () => expect(option).toBeChecked();
};

/**
 * A change on any form: typed into its first editable text field, or, for a wizard that starts
 * with a choice, its first option chosen.
 */
const changeFirstInput = async (page: Page) => {
    const content = page.locator('#main-content');
    const field = content
        .locator('input[type="text"], textarea:not([aria-hidden="true"])')
        .and(page.locator(':not([readonly]):not([disabled])'))
        .first();
    const option = content.getByRole('radio').first();
    await expect(field.or(option).first()).toBeVisible();
    if (await field.isVisible()) {
        await field.fill('Typed but not saved');
        return () => expect(field).toHaveValue('Typed but not saved');
    }
    await option.check();
    return () => expect(option).toBeChecked();
};

/** Every declared resource's add and edit page (the route manifest), by who may open it. */
const resourceForms = (asSystemAdmin: boolean) =>
    ROUTE_MANIFEST.resources.flatMap(resource =>
        (['add', 'edit'] as const).flatMap(kind => {
            const path = resource[kind];
            const route = ROUTES.find(entry => entry.path === path);
            if (!path || !route || (route.access === 'systemAdmins') !== asSystemAdmin) return [];
            return [{ title: `${resource.name} ${kind} page`, path }];
        }),
    );

/** The flows' forms: wizards that are no resource's add or edit page. */
const FLOW_CASES: Case[] = [
    { title: 'onboarding wizard', path: '/dad/devices/onboard', change: pickIntegration },
    { title: 'registration wizard', path: '/dad/devices/register', change: pickIntegration },
    { title: 'device activation wizard', path: '/dad/devices/activation', change: pickOption },
    {
        title: 'service activation wizard',
        path: '/organization/services/activation',
        change: pickOption,
    },
];

test.describe('leaving with unsaved input, as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    for (const { title, path } of resourceForms(false)) {
        test(`the ${title} asks before a sidebar link leaves the input`, async ({ page }) => {
            const address = seeded(path);
            const separator = address.includes('?') ? '&' : '?';
            await page.goto(`${address}${separator}organization_id=1`);
            await leaveAndStay(page, await changeFirstInput(page));
        });
    }

    for (const { title, path, change } of FLOW_CASES) {
        test(`the ${title} asks before a sidebar link leaves the input`, async ({ page }) => {
            await page.goto(`${path}?organization_id=1`);
            await leaveAndStay(page, await change(page));
        });
    }

    test('the device page asks before its Export link leaves unsaved edits', async ({ page }) => {
        await page.goto('/dad/devices?organization_id=1');
        const devices = (await api(page, 'GET', '/devices?size=1000000')).body as {
            id: number;
            isTSD: boolean;
        }[];
        const exportable = devices.find(device => device.isTSD);
        expect(exportable).toBeDefined();
        await page.goto(`/dad/devices/device?id=${exportable!.id}`);
        const name = page.getByRole('textbox', { name: 'Name', exact: true });
        await expect(name).toBeEditable();
        await name.fill('Renamed, not saved');
        const questions = answerQuestions(page, false);
        await page.getByRole('link', { name: 'Export' }).click();
        await expect.poll(() => questions.asked).toEqual([QUESTION]);
        questions.stop();
        await expect(page).toHaveURL(/\/dad\/devices\/device\?id=/);
        await expect(name).toHaveValue('Renamed, not saved');

        // Saying yes leaves for the export.
        const yes = answerQuestions(page, true);
        await page.getByRole('link', { name: 'Export' }).click();
        await expect(page).toHaveURL(/\/dad\/devices\/device\/export\?id=/);
        yes.stop();
        expect(yes.asked).toEqual([QUESTION]);
    });

    test('nothing typed, a successful save and a Cancel leave without asking', async ({ page }) => {
        const questions = answerQuestions(page, false);
        await page.goto('/dad/integrations/integration?id=1&organization_id=1');
        await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeEditable();
        await sidebar(page).getByRole('menuitem', { name: 'Settings' }).click();
        await expect(page).toHaveURL(/\/settings$/);

        const name = unique('E2E kept service');
        const created = await api(page, 'POST', '/services', {
            name,
            type: 'SES',
            organizationId: 1,
        });
        expect(created.status).toBe(201);
        await page.goto(`/organization/services/service?id=${created.body.id}`);
        const input = page.getByRole('textbox', { name: 'Name', exact: true });
        await expect(input).toHaveValue(name);
        await input.fill(`${name} renamed`);
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await expect(page).toHaveURL(/\/organization\/services$/);

        await page.goto('/dad/devices/onboard');
        await choose(page, 'Integration', 'ChirpStack Stadtwerke');
        await page.getByRole('link', { name: 'Cancel' }).click();
        await expect(page).toHaveURL(/\/dad\/devices$/);
        expect(questions.asked).toEqual([]);
        questions.stop();
        await api(page, 'DELETE', `/services/${created.body.id}`);
    });

    test('the question speaks German and Italian', async ({ page }) => {
        const expected: [RegExp, string][] = [
            [
                /^(German|Deutsch)$/,
                'Einige Änderungen wurden nicht gespeichert. Sind Sie sicher, dass Sie diese Seite verlassen wollen?',
            ],
            [
                /^(Italian|Italienisch|Italiano)$/,
                'Alcune modifiche non sono state salvate. Sei sicuro di volerle ignorare?',
            ],
        ];
        for (const [language, question] of expected) {
            await page.goto('/settings');
            await page.getByRole('radio', { name: language }).click();
            await expect(page.getByRole('radio', { name: language })).toBeChecked();
            await page.goto('/dad/integrations/add?organization_id=1');
            await page.getByRole('textbox', { name: /^Name|^Nome/ }).fill('x');
            const questions = answerQuestions(page, false);
            await sidebar(page).getByRole('menuitem').first().click();
            await expect.poll(() => questions.asked).toEqual([question]);
            questions.stop();
        }
    });
});

test.describe("the browser's Back button, as organization admin", () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    /** Presses the browser's Back (the console's own history, the document stays). */
    const back = (page: Page) => page.evaluate(() => history.back());

    test('Back past step 1 of the add integration wizard goes to step 1, then asks', async ({
        page,
    }) => {
        await page.goto('/dad/integrations?organization_id=1');
        await page.getByRole('link', { name: 'Add', exact: true }).click();
        await expect(page).toHaveURL(/\/dad\/integrations\/add/);
        const url = page.url();
        const name = page.getByRole('textbox', { name: 'Name', exact: true });
        await name.fill('Typed, then Back');
        await next(page);
        await expect(page.getByRole('combobox', { name: 'Type' })).toBeVisible();

        const questions = answerQuestions(page, false);
        await back(page);
        // Step 1 shows (the name field is in the page on step 2 too, hidden), and the router's
        // undoing of the history move, asked in the same moment but asynchronous, lands.
        await expect(name).toBeVisible();
        await expect(page).toHaveURL(url);
        await expect(name).toHaveValue('Typed, then Back');
        expect(questions.asked).toEqual([]);

        // From step 1 Back asks; saying no keeps the wizard and its input.
        await back(page);
        await expect.poll(() => questions.asked).toEqual([QUESTION]);
        questions.stop();
        await expect(page).toHaveURL(url);
        await expect(name).toHaveValue('Typed, then Back');

        // Saying yes leaves for the list.
        const yes = answerQuestions(page, true);
        await back(page);
        await expect(page).toHaveURL(/\/dad\/integrations\?/);
        yes.stop();
        expect(yes.asked).toEqual([QUESTION]);
    });

    test('Back from a checked registration file goes to step 1 and keeps the file', async ({
        page,
    }) => {
        await page.goto('/dad/devices?organization_id=1');
        await page.getByRole('link', { name: 'Register devices' }).click();
        await choose(page, 'Integration', /^ChirpStack Stadtwerke/);
        await next(page);
        await chooseLampsFile(page);
        const rows = page.getByRole('table', { name: 'Rows of the file' });
        await expect(rows).toBeVisible();

        const questions = answerQuestions(page, false);
        await back(page);
        await expect(page.getByRole('combobox', { name: 'Integration' })).toHaveText(
            'ChirpStack Stadtwerke (ChirpStack v4)',
        );
        await expect(page).toHaveURL(/\/dad\/devices\/register/);
        expect(questions.asked).toEqual([]);
        await back(page);
        await expect.poll(() => questions.asked).toEqual([QUESTION]);
        questions.stop();
        await expect(page).toHaveURL(/\/dad\/devices\/register/);
        await next(page);
        await expect(rows.getByRole('row', { name: /12345/ })).toBeVisible();
    });

    test('Back from an edit form with unsaved input asks', async ({ page }) => {
        await page.goto('/dad/integrations?organization_id=1');
        await page
            .getByRole('row', { name: /ChirpStack Stadtwerke/ })
            .getByRole('cell', { name: 'ChirpStack Stadtwerke', exact: true })
            .click();
        await expect(page).toHaveURL(/\/dad\/integrations\/integration\?id=/);
        const url = page.url();
        const name = page.getByRole('textbox', { name: 'Name', exact: true });
        await expect(name).toBeEditable();
        await name.fill('Renamed, then Back');

        const questions = answerQuestions(page, false);
        await back(page);
        await expect.poll(() => questions.asked).toEqual([QUESTION]);
        questions.stop();
        await expect(page).toHaveURL(url);
        await expect(name).toHaveValue('Renamed, then Back');

        // Saying yes leaves for the list.
        const yes = answerQuestions(page, true);
        await back(page);
        await expect(page).toHaveURL(/\/dad\/integrations\?/);
        yes.stop();
        expect(yes.asked).toEqual([QUESTION]);
    });
});

test.describe('leaving with unsaved input, as system admin', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    for (const { title, path } of resourceForms(true)) {
        test(`the ${title} asks before a sidebar link leaves the input`, async ({ page }) => {
            await page.goto(seeded(path));
            await leaveAndStay(page, await changeFirstInput(page));
        });
    }
});

test.describe('disabled until the form is valid', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test("the test alarm's Send waits for a title", async ({ page }) => {
        await page.goto('/alarming/alarms?organization_id=1');
        await page.getByRole('button', { name: 'Send test alarm' }).click();
        const dialog = page.getByRole('dialog', { name: 'Send a test alarm' });
        const send = dialog.getByRole('button', { name: 'Send' });
        await expect(send).toBeEnabled();
        await dialog.getByRole('textbox', { name: 'Title' }).fill('');
        await expect(send).toBeDisabled();
        await dialog.getByRole('textbox', { name: 'Title' }).fill('Pager check');
        await expect(send).toBeEnabled();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
    });

    test("a wizard's last button waits for the last step's input", async ({ page }) => {
        await page.goto('/organization/services/add?organization_id=1');
        await page.getByRole('textbox', { name: 'Name', exact: true }).fill(unique('E2E valid'));
        await next(page);
        const create = page.getByRole('button', { name: 'Save' });
        await expect(create).toBeDisabled();
        await page.getByRole('radio').first().check();
        await expect(create).toBeEnabled();
    });
});
