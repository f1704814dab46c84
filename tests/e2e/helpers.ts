/** Small steps the end-to-end tests share: the API as the signed-in user, and form moves. */
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';

/**
 * The signed-in user's access token, as the console keeps it (the tab's session storage): once
 * the console holds one that is valid for at least 10 more seconds (a long suite outlives the first token; the console
 * refreshes it when the page starts).
 */
export const tokenOf = async (page: Page) => {
    const token = await page.waitForFunction(() => {
        const stored = JSON.parse(sessionStorage.getItem('console.loginToken') ?? '{}').token as
            string | undefined;
        if (!stored) return false;
        const claims = JSON.parse(atob(stored.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
        return claims.exp * 1000 > Date.now() + 10_000 ? stored : false;
    });
    return (await token.jsonValue()) as string;
};

/** Calls the product API with the page's sign-in, as organization 1 unless another is given. */
export const api = async (
    page: Page,
    method: string,
    path: string,
    body?: unknown,
    organizationId: number = 1,
) => {
    const response = await page.request.fetch(`/api${path}`, {
        method,
        headers: {
            Authorization: `Bearer ${await tokenOf(page)}`,
            'X-Organization-Id': String(organizationId),
        },
        data: body,
    });
    return { status: response.status(), body: await response.json().catch(() => undefined) };
};

/**
 * Confirms the open dialog and waits until it has closed. While a modal dialog is open the page
 * behind it is hidden from the accessibility tree, so a row "disappears" at once: wait for the
 * dialog before looking at the page.
 */
export const confirmDialog = async (page: Page) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
};

/**
 * The browser tab's title for a page: "<heading> – <console name>", led by the open alarms'
 * count ("(3) ") while the organization has open alarms. Tests of other features meet whatever
 * alarms earlier tests left open in the shard's sandbox; the count has tests of its own
 * (liveAlarms.spec.ts).
 */
export const tabTitle = (heading: string, consoleName = 'IoT Console') =>
    new RegExp(
        `^(?:\\(\\d+\\) )?${(heading + ' – ' + consoleName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    );

/** A name no other test run has used. */
export const unique = (prefix: string) => `${prefix} ${Date.now() % 1_000_000}`;

/** Picks an option of a select (combobox) by its label. */
export const choose = async (page: Page, label: string, option: string | RegExp) => {
    const select = page.getByRole('combobox', { name: label });
    const wanted = page.getByRole('option', { name: option });
    // On a busy machine a page can render its form anew just after the list opened (seen once on
    // the onboarding wizard: the select was mounted again and its list closed): open it again
    // until the option can be chosen. The option must still be there.
    await expect(async () => {
        if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
        await wanted.click({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
};

/** The wizard's Next button. */
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** Fills the billing sign-in form on the page with organization 1's login and submits it. */
export const submitBillingSignIn = async (page: Page) => {
    await page.getByRole('textbox', { name: 'Username' }).fill('musterstadt');
    await page.getByRole('textbox', { name: 'Password' }).fill('musterstadt');
    await page.getByRole('button', { name: 'Sign in' }).click();
};

/**
 * Selects an organization in the header's selector. From eleven organizations on its list starts
 * with a search field (other tests add organizations): the name is typed there first.
 */
export const selectOrganization = async (page: Page, name: string) => {
    const selector = page.getByRole('combobox', { name: 'Organization' });
    await selector.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    const search = page.getByRole('textbox', { name: 'Search organizations' });
    if ((await search.count()) > 0) await search.fill(name);
    await page.getByRole('option', { name, exact: true }).click();
    await expect(selector).toHaveText(name);
};

/**
 * A "yyyy-MM-dd" day as a user types it into a date field of the console (MUI X's pickers with
 * date-fns's locale): MM/dd/yyyy in English, dd.MM.yyyy in German, dd/MM/yyyy in Italian.
 */
export const typedDay = (day: string, locale: 'en' | 'de' | 'it' = 'en') => {
    const [year, month, date] = day.split('-');
    if (locale === 'de') return `${date}.${month}.${year}`;
    if (locale === 'it') return `${date}/${month}/${year}`;
    return `${month}/${date}/${year}`;
};

/**
 * A date or time field of the console (MUI X's pickers: src/ui/DayInput.tsx,
 * src/ui/TimeOfDayInput.tsx). Since MUI X 9 such a field is no text input but a group, named by
 * the field's label, of spinbuttons (day, month, year; hour, minute) beside a hidden input that
 * holds the value. `shown` is the text the user sees: the value, or the format's placeholder
 * when the field is empty. `fill` types as a keyboard user does: all selected, deleted, then the
 * digits, section after section; `fill('')` empties the field. `blur` leaves it.
 */
export const pickerField = (scope: Page | Locator, name: string) =>
    pickerFieldOf(scope.getByRole('group', { name, exact: true }));

/** The same for a field's group found otherwise (e.g. by a label that may end in " *"). */
export const pickerFieldOf = (group: Locator) => {
    const shown = group.locator('.MuiPickersSectionList-root');
    const fill = async (text: string) => {
        await group.getByRole('spinbutton').first().click();
        await group.page().keyboard.press('ControlOrMeta+a');
        await group.page().keyboard.press('Backspace');
        if (text) {
            await group.page().keyboard.type(text.replace(/\D/g, ''));
            await expect(shown).toHaveText(text);
        }
    };
    const blur = () => group.page().locator(':focus').blur();
    return { group, shown, fill, blur };
};

/** A weather station's details, as the seeded ones have. */
export const WEATHER = {
    vendor: 'Barani Design',
    deviceType: 'MeteoHelix IoT Pro',
    firmware: '3.2',
};

/** Onboards a new device on the REST integration "Smart Interface" (id 3) and returns it. */
export const onboardTestDevice = async (page: Page, name: string) => {
    const deviceId = `E2E-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const created = await api(page, 'POST', '/devices/onboard', {
        deviceList: [
            {
                name,
                tags: ['environment'],
                integrationId: 3,
                mapping: 103,
                organizationId: 1,
                deviceId,
                details: WEATHER,
            },
        ],
    });
    expect(created.status).toBe(201);
    return created.body[0] as { id: number; name: string; deviceId: string };
};

/**
 * Saves a screenshot for people to look at; it checks nothing. Chromium now and then never
 * answers a capture (once in CI a capture of the custom alarm wizard hung until the test's
 * time ran out), so a capture gets 20 s and a second try, and one that still fails is noted on
 * the test instead of failing what the test asserts.
 */
export const saveScreenshot = async (page: Page, path: string, fullPage = false) => {
    for (const attempt of [1, 2]) {
        try {
            await page.screenshot({ path, fullPage, timeout: 20_000 });
            return;
        } catch (error) {
            if (attempt === 2)
                test.info().annotations.push({
                    type: 'screenshot not saved',
                    description: `${path}: ${(error as Error).message.split('\n')[0]}`,
                });
        }
    }
};

/** The users calls (roles, invitations) the page sends from now on, as "METHOD path?query". */
export const recordUserCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/users/username/')) {
            calls.push(`${request.method()} ${url.pathname.slice(4)}${url.search}`);
        }
    });
    return calls;
};

/** Chooses a one-row registration file (a lamp) on the registration's file step. */
export const chooseLampsFile = (page: Page) =>
    page.getByLabel('Choose CSV file').setInputFiles({
        name: 'lamps.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
            'name,deviceId,vendor,deviceType,firmware,tag,serviceId,updateInterval\n' +
                'Lamp A,12345,Schréder,Owlet IoT,3.0,lighting,101,3600\n',
        ),
    });
