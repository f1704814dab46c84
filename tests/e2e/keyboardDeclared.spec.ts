/**
 * A keyboard walk over every declared resource's list, add and edit page (issue 41): the pages
 * come from the route manifest (routes.ts), each walked by Tab alone (tabWalk.ts) as the user who
 * may open it (the organization admin; the system admin where only system admins may), so a new
 * resource gets its tests without an edit here. No click: page.goto stands for typing an address.
 *
 * On every page each Tab stop has an accessible name and a focus that can be seen (the theme's
 * ring, or a text field's focused underline), and Tab comes round to the page's start (no trap).
 * A list: Tab reaches its Add (where the role may add) and a record's link or row action, and
 * Enter on the record's link opens its edit page. An add page: Tab meets every field in order,
 * then Save (or a wizard's Next); on a generated one each field the create schema needs is filled
 * by keys as Tab meets it and Enter on Save stores the record; on a page of its own (a wizard,
 * whose steps follow choices; SAVES_BY_HAND says which and why) the walk types into its first
 * required text and stops at the first step's action. An edit page (the seeded record): Tab meets
 * every field; after a change Tab reaches Save, Escape breaks nothing, Undo takes the change back
 * and the breadcrumb leads back to the list without asking.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { englishCatalogue } from '../../i18n/catalogues/en';
import { flattenMessages } from '../flattenMessages';
import { sampleOf } from '../schemaSamples';
import { api } from './helpers';
import { createSchemaOf, inputOf, recordsWith } from './declaredSaves';
import { hasFocus, moveFocusTo } from './keyboardKeys';
import { settle, trackRequests } from './pageWalk';
import {
    ROUTE_MANIFEST,
    ROUTES,
    seeded,
    type ManifestResource,
    type ManifestRoute,
} from './routes';
import { byHand } from '../byHand';
import { tabWalk, type Stop, type Walk } from './tabWalk';
import { storageStateOf, type DemoUser } from './users';

/** The resources whose add page is their own, with the reasons (tests/byHand.ts). */
const SAVES_BY_HAND = byHand('saves');

const ENGLISH = flattenMessages(englishCatalogue);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Save on a form (a page may say more: "Save Changes"), a wizard's Next, Undo. */
const SAVE = new RegExp(`^${escape(ENGLISH['app.action.save']!)}\\b`);
const NEXT = new RegExp(`^${escape(ENGLISH['app.wizard.next']!)}$`);
const UNDO = new RegExp(`^${escape(ENGLISH['app.action.undo']!)}\\b`);

/** Who walks a route: the system admin where only system admins may open it. */
const walkerOf = (route: ManifestRoute): DemoUser =>
    route.access === 'systemAdmins' ? 'sysadmin' : 'orgadmin';

/** Every declared resource's list, add and edit page, from the manifest. */
const PAGES = ROUTES.flatMap(route => {
    const resource = ROUTE_MANIFEST.resources.find(entry => entry.name === route.resource);
    return resource && route.kind !== 'page' ? [{ route, resource }] : [];
});

/** Opens a path (on its seeded record) in organization 1 and waits until the page has settled. */
const open = async (page: Page, path: string) => {
    trackRequests(page);
    const address = seeded(path);
    await page.goto(`${address}${address.includes('?') ? '&' : '?'}organization_id=1`);
    await expect(page.locator('#main-content')).toBeVisible();
    await settle(page);
};

/** Every stop named, its focus shown; the walk itself fails on a trap. */
const expectNamedAndShown = (stops: Stop[]) => {
    expect(
        stops.filter(stop => !stop.name).map(stop => stop.described),
        'Tab stops without an accessible name',
    ).toEqual([]);
    expect(
        stops.filter(stop => !stop.focusShown).map(stop => `${stop.role} "${stop.name}"`),
        'Tab stops whose focus cannot be seen',
    ).toEqual([]);
};

/** The page's form and its action: Save, or a wizard step's Next. */
const formOf = (page: Page) => page.locator('#main-content form').first();
const actionOf = (page: Page) =>
    formOf(page)
        .getByRole('button', { name: SAVE })
        .or(formOf(page).getByRole('button', { name: NEXT }));

/**
 * The controls Tab must meet in a form of its own: every text field, select, switch and
 * checkbox that can be changed (radio buttons move by arrow keys, not Tab).
 */
const CONTROLS = [
    'input:not([type="hidden"]):not([type="radio"])',
    'textarea',
    '[role="combobox"]',
    '[role="textbox"]',
    '[role="spinbutton"]',
]
    .map(
        control =>
            `${control}:not([aria-hidden="true"]):not([tabindex="-1"]):not([readonly]):not([disabled]):not([aria-disabled="true"])`,
    )
    .join(', ');

/** The declared fields of a generated form (the editable ones on an edit page), by label. */
const declaredInputs = async (page: Page, resource: ManifestResource, kind: 'add' | 'edit') => {
    const declared = resource.fields
        .filter(field => (kind === 'add' ? field.create !== false : field.edit === undefined))
        .map(field => ({ field, input: inputOf(page, resource, field) }));
    for (const { field, input } of declared) {
        await expect(input, `${field.source}, shown with its label`).toHaveCount(1);
    }
    return declared;
};

/**
 * Tab met the form's fields in their order (a generated form's declared fields, every control
 * of a form of its own), then the action (if `action` is given).
 */
const expectFieldsInOrder = async (
    page: Page,
    walk: Walk,
    resource: ManifestResource,
    kind: 'add' | 'edit',
    action?: Locator,
) => {
    const fields = resource.ownPages.includes(kind)
        ? await walk.metIn(formOf(page), CONTROLS)
        : await Promise.all(
              (await declaredInputs(page, resource, kind)).map(async ({ field, input }) => ({
                  what: field.source,
                  index: await walk.indexOf(input),
              })),
          );
    expect(fields.length, 'fields on the form').toBeGreaterThan(0);
    for (const { what, index } of fields) {
        expect(index, `Tab never reached ${what}`).toBeDefined();
    }
    const met = fields.map(({ index }) => index!);
    expect(met, 'the fields in the order of the form').toEqual([...met].sort((a, b) => a - b));
    if (!action) return;
    const last = await walk.indexOf(action);
    expect(last, 'Tab never reached the form’s action').toBeDefined();
    expect(last!).toBeGreaterThan(Math.max(...met));
};

/** Opens the focused select and picks its first option, by keys. */
const pickFirstOption = async (page: Page) => {
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(listbox).toHaveCount(0);
};

const walkList = async (page: Page, resource: ManifestResource, walker: DemoUser) => {
    await open(page, resource.list);
    const walk = await tabWalk(page);
    expectNamedAndShown(walk.stops);
    const addRoute = ROUTES.find(route => route.path === resource.add);
    if (addRoute && (addRoute.access !== 'systemAdmins' || walker === 'sysadmin')) {
        expect(
            walk.stops.some(stop => stop.href === resource.add),
            `Tab reaches the link to ${resource.add}`,
        ).toBe(true);
    }
    const inRows = walk.stops.filter(stop => stop.inRow);
    expect(inRows.length, 'Tab reaches a record’s link or action').toBeGreaterThan(0);
    if (!resource.edit) return;
    // The record's link opens its edit page by Enter.
    const link = inRows.find(stop => stop.href === resource.edit);
    expect(link, `a record's link to ${resource.edit}`).toBeDefined();
    const target = page.locator('#main-content tbody').getByRole('link', {
        name: link!.name,
        exact: true,
    });
    await moveFocusTo(page, target.first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${escape(resource.edit)}\\?id=`));
};

const walkAdd = async (page: Page, resource: ManifestResource) => {
    await open(page, resource.add!);
    if (resource.ownPages.includes('add')) {
        expect(
            SAVES_BY_HAND[resource.name],
            'why its add page is its own (tests/byHand.ts)',
        ).toBeDefined();
        // A wizard's first step: its first required text typed into as Tab meets it.
        let typed: Locator | undefined;
        const walk = await tabWalk(page, async stop => {
            if (typed || stop.role !== 'textbox' || !stop.inContent) return;
            const focused = page.locator(':focus');
            // A required field's label ends with MUI's asterisk.
            const required = await focused.evaluate(
                input =>
                    !!(input as HTMLInputElement).labels?.[0]?.querySelector(
                        '.MuiFormLabel-asterisk',
                    ),
            );
            if (!required) return;
            await page.keyboard.type('Typed by keys');
            typed = formOf(page).locator(`[id="${await focused.getAttribute('id')}"]`);
        });
        expectNamedAndShown(walk.stops);
        // A first step that starts with a choice (a device to watch) has no required text.
        const requiredTexts = await formOf(page).evaluate(
            form =>
                [...form.querySelectorAll<HTMLInputElement>('input[type="text"], textarea')].filter(
                    input => input.labels?.[0]?.querySelector('.MuiFormLabel-asterisk'),
                ).length,
        );
        if (requiredTexts > 0) {
            expect(typed, 'a required text field on the first step').toBeDefined();
            await expect(typed!).toHaveValue('Typed by keys');
        }
        await expectFieldsInOrder(page, walk, resource, 'add', actionOf(page));
        return;
    }
    // A generated form: what the create schema needs, typed as Tab meets each field.
    const schema = await createSchemaOf(page, resource.endpoint);
    const stamp = Date.now() % 1_000_000;
    const pending = await declaredInputs(page, resource, 'add');
    const typed: Record<string, string> = {};
    const walk = await tabWalk(page, async stop => {
        if (!stop.inContent) return;
        for (const { field, input } of pending) {
            if (typed[field.source] !== undefined || !(await hasFocus(input))) continue;
            const property = schema.properties?.[field.source];
            const required = !!schema.required?.includes(field.source);
            if (!property || (!required && field.type !== 'text')) return;
            const sample = sampleOf(property, key => `Keys ${key} ${stamp}`, {}, field.source);
            if (field.type === 'boolean') {
                if (sample === true) await page.keyboard.press('Space');
            } else if (field.type === 'reference' || field.type === 'select') {
                await pickFirstOption(page);
            } else if (field.type === 'date' || field.type === 'dateTime') {
                // Its digits, section after section, in the console's English format.
                await page.keyboard.type(field.type === 'date' ? '03052024' : '030520241630');
            } else {
                await page.keyboard.type(String(sample));
            }
            typed[field.source] = String(sample);
            return;
        }
    });
    expectNamedAndShown(walk.stops);
    const save = formOf(page).getByRole('button', { name: SAVE });
    await expectFieldsInOrder(page, walk, resource, 'add', save);
    // Enter on Save stores what was typed; back on the list.
    const text = resource.fields.find(
        field => field.type === 'text' && typed[field.source] !== undefined,
    );
    expect(text, 'a text typed on the add page').toBeDefined();
    // Back from the page's start to Save, the form's last control.
    await moveFocusTo(page, save, 'Shift+Tab');
    const created = page.waitForResponse(
        response =>
            response.request().method() === 'POST' &&
            new URL(response.url()).pathname === `/api${resource.endpoint}`,
    );
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(new RegExp(`${escape(resource.list)}(\\?|$)`));
    const [record, ...more] = await recordsWith(page, resource, text!.source, typed[text!.source]!);
    expect(more).toEqual([]);
    for (const [source, value] of Object.entries(typed)) {
        if (resource.fields.find(field => field.source === source)?.type === 'text') {
            expect(record![source]).toBe(value);
        }
    }
    // The record served its purpose: the data stays as seeded for the other specs.
    expect((await api(page, 'DELETE', `${resource.endpoint}/${record!.id}`)).status).toBeLessThan(
        300,
    );
};

const walkEdit = async (page: Page, resource: ManifestResource) => {
    await open(page, resource.edit!);
    // The form's first editable text is changed as Tab meets it: Save (disabled, and out of the
    // Tab order, while nothing has changed) is then a stop after the fields.
    let changed: { text: Locator; before: string } | undefined;
    const walk = await tabWalk(page, async stop => {
        if (changed || !stop.inContent || stop.role !== 'textbox') return;
        const focused = page.locator(':focus');
        const id = await focused.evaluate(element =>
            (element instanceof HTMLInputElement && element.type === 'text') ||
            element instanceof HTMLTextAreaElement
                ? !element.readOnly && element.closest('#main-content form') && element.id
                : undefined,
        );
        if (!id) return;
        const before = await focused.inputValue();
        await page.keyboard.press('End');
        await page.keyboard.type(' by keys');
        changed = { text: formOf(page).locator(`[id="${id}"]`), before };
    });
    expectNamedAndShown(walk.stops);
    expect(changed, 'an editable text on the form').toBeDefined();
    const { text, before } = changed!;
    const save = formOf(page).getByRole('button', { name: SAVE });
    await expectFieldsInOrder(page, walk, resource, 'edit', save);
    // Back from the page's start to Save.
    await moveFocusTo(page, save, 'Shift+Tab');
    // Escape closes nothing that is not there and leaves the change and the focus.
    await page.keyboard.press('Escape');
    await expect(text).toHaveValue(`${before} by keys`);
    expect(await hasFocus(save)).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Undo, by Shift+Tab and Enter, takes the change back.
    await moveFocusTo(page, formOf(page).getByRole('button', { name: UNDO }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(text).toHaveValue(before);
    await expect(save).toBeDisabled();
    // Back to the list by the breadcrumb, without a question: nothing is left unsaved.
    const asked: string[] = [];
    page.on('dialog', dialog => {
        asked.push(dialog.message());
        void dialog.dismiss();
    });
    const back = page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .locator(`a[href^="${resource.list}"]`);
    await moveFocusTo(page, back);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${escape(resource.list)}(\\?|$)`));
    await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
    expect(asked).toEqual([]);
};

for (const walker of ['orgadmin', 'sysadmin'] as const) {
    test.describe(`keyboard walk of the declared pages, as ${walker}`, () => {
        test.use({ storageState: storageStateOf(walker) });

        for (const { route, resource } of PAGES.filter(({ route }) => walkerOf(route) === walker)) {
            test(`${resource.name} ${route.kind} page`, async ({ page }) => {
                if (route.kind === 'list') await walkList(page, resource, walker);
                if (route.kind === 'add') await walkAdd(page, resource);
                if (route.kind === 'edit') await walkEdit(page, resource);
            });
        }
    });
}
