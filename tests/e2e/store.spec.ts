/**
 * The service store and booking (/licences/purchase), as an organization admin of organization 1:
 * the billing sign-in, the grid of services, a service's packages, booking (its messages, the
 * thank-you dialog and the reload), licences that grow so a lighting device can be activated,
 * and the billing account with its local contract partner.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, saveScreenshot } from './helpers';
import { injectFault } from './sandbox';
import { signIn, signInOnSsoPage, storageStateOf } from './users';

const STORE = '/licences/purchase';
const LIGHTING = `${STORE}/services?id=smart-lighting`;
const SERVICES = [
    'Smart Lighting',
    'Smart Valve',
    'Traffic Monitoring',
    'Environmental Monitoring',
];
const SHOTS = '/tmp/shots-storeui';

interface ApiPackage {
    id: number;
    smartServiceId: string;
    bookedQuantity: number;
}

interface ApiDevice {
    id: number;
    name: string;
    tags: string[];
    isEnabled: boolean;
}

const shot = (page: Page, name: string) => saveScreenshot(page, `${SHOTS}/${name}.png`, true);

/** Opens the console with organization 1 selected. */
const openConsole = async (page: Page) => {
    await page.goto('/licences?organization_id=1');
    await expect(page.getByRole('heading', { name: 'Licence Management', level: 1 })).toBeVisible();
};

/** A billing token of organization 1, as the console keeps it after the billing sign-in. */
const billingToken = async (page: Page) => {
    const response = await api(page, 'POST', '/billing/token', {
        username: 'musterstadt',
        password: 'musterstadt',
    });
    expect(response.status).toBe(200);
    return response.body.access_token as string;
};

/** Signs in to billing through the API and keeps the token where the console reads it. */
const signInToBilling = async (page: Page) => {
    await openConsole(page);
    const token = await billingToken(page);
    await page.evaluate(value => sessionStorage.setItem('console.billingToken', value), token);
};

/** Calls a billing endpoint that needs the billing token. */
const billingApi = async (page: Page, method: string, path: string, data?: unknown) => {
    const token = await page.evaluate(() => sessionStorage.getItem('console.billingToken') ?? '');
    const response = await page.request.fetch(`/api${path}`, {
        method,
        data,
        headers: {
            Authorization: `Bearer ${await page.evaluate(
                () => JSON.parse(sessionStorage.getItem('console.loginToken') ?? '{}').token,
            )}`,
            'X-Organization-Id': '1',
            'X-Billing-Token': token,
        },
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json();
};

const boxOf = async (locator: Locator) => {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    return box!;
};

/** How many of the items share the first item's row. */
const perRow = async (items: Locator) => {
    const boxes = await Promise.all((await items.all()).map(boxOf));
    return boxes.filter(box => Math.abs(box.y - boxes[0].y) < 2).length;
};

const packageCard = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('service store as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('needs the billing sign-in, then shows a card for each service, 3 per row', async ({
        page,
    }) => {
        await openConsole(page);
        await page.evaluate(() => sessionStorage.removeItem('console.billingToken'));
        // Without a billing token the store sends the user back to the billing sign-in.
        await page.goto(STORE);
        await expect(page).toHaveURL(/\/licences$/);
        await page.getByLabel('Username').fill('musterstadt');
        await page.getByRole('textbox', { name: 'Password' }).fill('musterstadt');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('link', { name: /Service Store/ }).click();

        await expect(page).toHaveURL(new RegExp(`${STORE}$`));
        await expect(page.getByRole('heading', { name: 'Service Store', level: 1 })).toBeVisible();
        await expect(
            page.getByText('may not be available in your billing country', { exact: false }),
        ).toBeVisible();
        const grid = page.getByRole('list', { name: 'Smart services' });
        const cards = grid.getByRole('link');
        await expect(cards).toHaveCount(4);
        for (const name of SERVICES) {
            await expect(grid.getByRole('link', { name: `Open ${name}` })).toBeVisible();
        }
        await expect(grid.getByText('Lamp failures raise alarms at once')).toBeVisible();
        expect(await perRow(grid.getByRole('listitem'))).toBe(3);
        await shot(page, 'store-grid');

        // Narrow screens: one per row.
        await page.setViewportSize({ width: 420, height: 900 });
        await page.reload();
        await expect(cards).toHaveCount(4);
        expect(await perRow(grid.getByRole('listitem'))).toBe(1);
        await page.setViewportSize({ width: 1280, height: 720 });

        await grid.getByRole('link', { name: 'Open Smart Valve' }).click();
        await expect(page).toHaveURL(new RegExp(`${STORE}/services\\?id=smart-valve$`));
        await expect(page.getByRole('heading', { name: 'Smart Valve', level: 1 })).toBeVisible();
    });

    test('shows smart lighting with its packages by id descending, 4 per row', async ({ page }) => {
        await signInToBilling(page);
        await page.goto(LIGHTING);
        await expect(page.getByRole('heading', { name: 'Smart Lighting', level: 1 })).toBeVisible();
        await expect(page.getByText('Connect street lights and light segments')).toBeVisible();
        await expect(page.getByText('Dimming schedules save up to 60 % energy')).toBeVisible();
        const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(breadcrumb).toContainText('Service Store');
        await expect(breadcrumb).toContainText('Service details');

        const row = page.getByRole('list', { name: 'Packages of Smart Lighting' });
        const cards = row.getByRole('article');
        // 504 Controller, 503 Light segments, 502 Lighting M, 501 Lighting S.
        await expect(cards.getByRole('heading')).toHaveText([
            'Controller',
            'Light segments',
            'Lighting M',
            'Lighting S',
        ]);
        expect(await perRow(row.getByRole('listitem'))).toBe(4);
        const small = packageCard(page, 'Lighting S');
        const packages = (await billingApi(page, 'GET', '/billing/packages')) as ApiPackage[];
        const booked = packages.find(item => item.id === 501)!.bookedQuantity;
        await expect(small).toContainText(`Booked: ${booked}`);
        await expect(small).toContainText('For villages and single streets');
        await expect(small).toContainText('10 street lights per unit');
        await expect(small.getByText(/^€\d[\d,]*\.\d\d$/)).toBeVisible();
        // Contract periods of 1, 5 and 10 years, renewed automatically (section 9).
        await expect(small).toContainText('Contract period: 1 year, renewed automatically');
        await expect(packageCard(page, 'Lighting M')).toContainText(
            'Contract period: 5 years, renewed automatically',
        );
        await expect(packageCard(page, 'Light segments')).toContainText(
            'Contract period: 10 years, renewed automatically',
        );
        await expect(
            page.getByText('All prices are in euro (EUR) per unit and year'),
        ).toBeVisible();
        await shot(page, 'service-page');
    });

    test('books a package; the licences grow so a lighting device can be activated', async ({
        page,
    }) => {
        test.setTimeout(120_000);
        await signInToBilling(page);
        const before = (await api(page, 'GET', '/billing/licences')).body as Record<string, number>;
        const packages = (await billingApi(page, 'GET', '/billing/packages')) as ApiPackage[];
        const bookedBefore = packages.find(item => item.id === 501)!.bookedQuantity;

        // A disabled lighting device that the current licences cannot cover.
        const run = Date.now().toString(36);
        const devices = (await api(page, 'GET', '/devices')).body as ApiDevice[];
        const active = devices.filter(d => d.isEnabled && d.tags.includes('lighting')).length;
        const integration = (
            await api(page, 'POST', '/integrations', {
                name: `E2E Store ${run}`,
                type: 'MQTT',
                organizationId: 1,
                details: {
                    infoList: { username: `store${run}`, password: 'pw', clientId: `store${run}` },
                },
            })
        ).body as { id: number };
        const lamps = Math.max(before['1386962'] - active, 0) + 1;
        const registered = await api(
            page,
            'POST',
            `/integrations/${integration.id}/register?overwrite=false`,
            {
                integrationId: integration.id,
                updateExisting: false,
                devices: Array.from({ length: lamps }, (_, index) => ({
                    name: `E2E store lamp ${run} ${index + 1}`,
                    deviceId: `store-${run}-${index + 1}`,
                    tags: ['lighting'],
                    details: { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' },
                })),
            },
        );
        expect(registered.status, JSON.stringify(registered.body)).toBeLessThan(300);

        await page.goto(LIGHTING);
        const small = packageCard(page, 'Lighting S');
        await expect(small).toContainText(`Booked: ${bookedBefore}`);
        await small.getByRole('button', { name: 'Book Lighting S' }).click();
        const dialog = page.getByRole('dialog', { name: 'Book Lighting S' });
        const bookNow = dialog.getByRole('button', { name: 'Book now' });
        const terms = dialog.getByRole('checkbox', { name: 'I accept the terms and conditions' });
        await expect(dialog).toContainText('Contract period: 1 year, renewed automatically');
        await expect(dialog.getByLabel('Quantity')).toHaveValue('0');
        // Disabled until the form is valid (section 5): a quantity above 0 and the terms ticked.
        await expect(bookNow).toBeDisabled();
        await dialog.getByLabel('Quantity').fill('2');
        await expect(dialog.getByText(/^Total per year: €[\d,]+\.\d\d$/)).toBeVisible();
        await dialog.getByLabel('Internal order ID').fill(`PO-${run}`);
        await shot(page, 'booking-dialog');
        await expect(bookNow).toBeDisabled();
        await terms.check();
        await expect(bookNow).toBeEnabled();
        await terms.uncheck();
        await expect(dialog.getByText('Please accept the terms and conditions')).toBeVisible();
        await expect(bookNow).toBeDisabled();
        await terms.check();
        await dialog.getByLabel('Quantity').fill('0');
        await expect(
            dialog.getByText('The quantity must be a whole number greater than 0'),
        ).toBeVisible();
        await expect(bookNow).toBeDisabled();
        await dialog.getByLabel('Quantity').fill('2');
        await expect(
            dialog.getByText('The quantity must be a whole number greater than 0'),
        ).toHaveCount(0);
        await expect(bookNow).toBeEnabled();

        // The page itself notes when the thank-you dialog appears: the reload must start 3 s later.
        await page.evaluate(() => {
            const observer = new MutationObserver(() => {
                const dialogs = [...document.querySelectorAll('[role="dialog"]')];
                if (dialogs.some(one => one.textContent?.includes('Thank you for your order!'))) {
                    sessionStorage.setItem('thankYouShownAt', String(Date.now()));
                    observer.disconnect();
                }
            });
            observer.observe(document.body, { childList: true, subtree: true });
        });
        const sent = page.waitForRequest(
            request =>
                request.url().endsWith('/api/billing/subscriptions') && request.method() === 'POST',
        );
        await dialog.getByRole('button', { name: 'Book now' }).click();
        expect((await sent).postDataJSON()).toEqual({
            packageId: 501,
            quantity: 2,
            sendNoConfirmationMail: false,
            internalOrderId: `PO-${run}`,
        });
        const reloaded = page.waitForEvent('load');
        await expect(page.getByRole('dialog', { name: 'Thank you for your order!' })).toBeVisible();
        await reloaded;
        const [shownAt, reloadStartedAt] = await page.evaluate(() => [
            Number(sessionStorage.getItem('thankYouShownAt')),
            performance.timeOrigin,
        ]);
        expect(shownAt).toBeGreaterThan(0);
        expect(reloadStartedAt - shownAt).toBeGreaterThanOrEqual(2950);
        await expect(packageCard(page, 'Lighting S')).toContainText(`Booked: ${bookedBefore + 2}`);
        await page.goto('/licences/booked');
        const subscription = page.getByRole('row', { name: new RegExp(`PO-${run}`) });
        await expect(subscription).toContainText('Lighting S');
        await expect(
            subscription.getByRole('button', { name: /Cancel subscription/ }),
        ).toBeEnabled();

        const after = (await api(page, 'GET', '/billing/licences')).body as Record<string, number>;
        expect(after['1386962']).toBe(before['1386962'] + 20);

        // The new licences cover the lamps: activate them by licence.
        await page.goto('/dad/devices/activation');
        await expect(page.getByRole('radio', { name: 'Activate by licence' })).toBeChecked();
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByLabel('Search').fill(`E2E store lamp ${run}`);
        await page.getByRole('button', { name: `Select all ${lamps} shown` }).click();
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByText('Not enough licences')).toHaveCount(0);
        await page.getByRole('button', { name: 'Activate' }).click();
        await expect(page).toHaveURL(/\/dad\/devices$/);
        const stored = ((await api(page, 'GET', '/devices')).body as ApiDevice[]).filter(device =>
            device.name.startsWith(`E2E store lamp ${run}`),
        );
        expect(stored).toHaveLength(lamps);
        expect(stored.every(device => device.isEnabled)).toBe(true);
    });

    test('updates the billing account; the contract partner follows the country', async ({
        page,
    }) => {
        await signInToBilling(page);
        await page.goto(LIGHTING);
        const partner = page.getByRole('region', { name: 'Your local contract partner' });
        await expect(partner).toContainText('Smart City Solutions Deutschland GmbH');
        await expect(partner).toContainText('Germany');

        await page.getByRole('button', { name: 'Update billing account' }).click();
        const dialog = page.getByRole('dialog', { name: 'Billing account' });
        const save = dialog.getByRole('button', { name: 'Save' });
        await expect(dialog.getByLabel('Company name')).toHaveValue('Stadtwerke Musterstadt GmbH');
        // Disabled unless the form is valid and changed (section 5).
        await expect(save).toBeDisabled();
        await dialog.getByLabel('Country').fill('at');
        await expect(
            dialog.getByRole('region', { name: 'Your local contract partner' }),
        ).toContainText('Smart City Solutions Österreich GmbH');
        await expect(save).toBeEnabled();
        await dialog.getByLabel('Country').fill('Austria');
        await expect(dialog.getByText('Enter a two-letter country code')).toBeVisible();
        await expect(save).toBeDisabled();
        await dialog.getByLabel('Country').fill('DE');
        await expect(save).toBeDisabled();
        await dialog.getByLabel('Country').fill('at');
        await dialog.getByLabel('City').fill('Wien');
        const sent = page.waitForRequest(
            request =>
                request.url().endsWith('/api/billing/account') && request.method() === 'PATCH',
        );
        await dialog.getByRole('button', { name: 'Save' }).click();
        const body = (await sent).postDataJSON();
        expect(body.address).toMatchObject({ city: 'Wien', country: 'AT' });
        await expect(dialog).toHaveCount(0);
        await expect(partner).toContainText('Smart City Solutions Österreich GmbH');
        await expect(partner).toContainText('Austria');
        const stored = await billingApi(page, 'GET', '/billing/account');
        expect(stored.address).toMatchObject({ city: 'Wien', country: 'AT' });

        // An unknown country contracts with the international partner.
        await billingApi(page, 'PATCH', '/billing/account', { address: { country: 'US' } });
        await page.reload();
        await expect(partner).toContainText('Smart City Solutions International S.A.');
        // Back to the seed's address.
        await billingApi(page, 'PATCH', '/billing/account', {
            address: { city: 'Musterstadt', country: 'DE' },
        });
    });

    test('speaks German, its own texts and the store texts; Italian without a reload', async ({
        page,
    }) => {
        // The Accept-Language of each call for the store's texts (content service, packages).
        const asked: string[] = [];
        page.context().on('request', request => {
            const { pathname } = new URL(request.url());
            if (
                /^\/content\/(serviceStore|pricingCards)\/|^\/api\/billing\/packages$/.test(
                    pathname,
                )
            ) {
                asked.push(`${pathname} ${request.headers()['accept-language']}`);
            }
        });
        const askedIn = (language: string) => {
            const paths = asked.filter(one => one.endsWith(` ${language}`));
            expect(asked.filter(one => !one.endsWith(` ${language}`))).toEqual([]);
            asked.length = 0;
            return paths.map(one => one.split(' ')[0]);
        };
        await signInToBilling(page);
        await page.goto('/settings');
        await page.getByRole('radio', { name: 'German' }).click();
        await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
        asked.length = 0;
        await page.goto(STORE);
        await expect(page.getByRole('heading', { name: 'Dienste-Shop', level: 1 })).toBeVisible();
        await expect(page.getByText('möglicherweise noch nicht verfügbar')).toBeVisible();
        // The content service's texts in German, as the console asked for them.
        const grid = page.getByRole('list', { name: 'Angebotene Dienste' });
        await expect(
            grid.getByText('Leuchtenstörungen lösen sofort einen Alarm aus'),
        ).toBeVisible();
        await expect(grid.getByText('Ventile aus der Ferne öffnen und schließen')).toBeVisible();
        await expect(grid.getByText('Lamp failures raise alarms at once')).toHaveCount(0);
        await shot(page, 'store-grid-de');
        await page.getByRole('link', { name: 'Intelligente Beleuchtung öffnen' }).click();
        await expect(
            page.getByRole('heading', { name: 'Intelligente Beleuchtung', level: 1 }),
        ).toBeVisible();
        await expect(page.getByText('Dimmpläne sparen bis zu 60 % Energie')).toBeVisible();
        await expect(
            page.getByText('Verbinden Sie Straßenleuchten und Lichtsegmente'),
        ).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Preise' })).toBeVisible();
        await expect(page.getByText('Alle Preise in Euro (EUR)')).toBeVisible();
        // Pricing card, plan variant and the billing package's specifications in German.
        await expect(packageCard(page, 'Steuergerät')).toContainText(
            'Ein zentrales Beleuchtungssteuergerät',
        );
        const small = packageCard(page, 'Beleuchtung S');
        await expect(small).toContainText('Für Dörfer und einzelne Straßen');
        await expect(small).toContainText(
            'Bis zu 10 Straßenleuchten pro Einheit schalten und dimmen',
        );
        await expect(small).toContainText('10 Beleuchtungslizenzen');
        await expect(small).not.toContainText('lighting licences');
        await expect(small.getByText(/^\d[\d.]*,\d\d\s€$/)).toBeVisible();
        expect(askedIn('de, en;q=0.5')).toEqual(
            expect.arrayContaining([
                '/api/billing/packages',
                '/content/serviceStore/smart-lighting',
                '/content/serviceStore/smart-valve',
                '/content/pricingCards/SAP-SLS-S',
            ]),
        );
        await small.getByRole('button', { name: 'Beleuchtung S buchen' }).click();
        const dialog = page.getByRole('dialog', { name: 'Beleuchtung S buchen' });
        await expect(dialog).toContainText('Vertragslaufzeit: 1 Jahr, verlängert sich automatisch');
        await dialog.getByLabel('Anzahl').fill('3');
        await expect(dialog.getByText(/^Summe pro Jahr: [\d.]+,\d\d\s€$/)).toBeVisible();
        await shot(page, 'booking-dialog-de');
        await dialog.getByRole('button', { name: 'Abbrechen' }).click();
        await shot(page, 'service-page-de');

        // Italian from the header: the store's texts follow at once, in the same document.
        const timeOrigin = await page.evaluate(() => performance.timeOrigin);
        await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
        await page.getByRole('menuitemradio', { name: 'Italiano' }).click();
        await expect(
            page.getByRole('heading', { name: 'Illuminazione intelligente', level: 1 }),
        ).toBeVisible();
        await expect(
            page.getByText('I programmi di attenuazione fanno risparmiare fino al 60 % di energia'),
        ).toBeVisible();
        await expect(packageCard(page, 'Centralina')).toContainText(
            'Un’unica centralina per l’illuminazione',
        );
        await expect(packageCard(page, 'Illuminazione S')).toContainText(
            '10 licenze di illuminazione',
        );
        await expect(page.getByText('Dimmpläne sparen bis zu 60 % Energie')).toHaveCount(0);
        await page.goBack();
        await expect(
            page
                .getByRole('list', { name: 'Servizi smart' })
                .getByText('I guasti delle lampade generano subito un allarme'),
        ).toBeVisible();
        expect(await page.evaluate(() => performance.timeOrigin)).toBe(timeOrigin);
        expect(askedIn('it, en;q=0.5')).toEqual(
            expect.arrayContaining([
                '/api/billing/packages',
                '/content/serviceStore/smart-lighting',
                '/content/pricingCards/SAP-SLS-CTRL',
            ]),
        );
        await shot(page, 'store-grid-it');
    });

    test('the language goes to another origin without a CORS preflight', async ({
        page,
        baseURL,
    }) => {
        // From a page of no origin (about:blank), as a console on another origin than its
        // content service: the content service answers no preflight, so a request that needed
        // one fails, and a request that asks for a language does not.
        const url = new URL('/content/pricingCards/SAP-SLS-CTRL', baseURL).href;
        const [asked, probe] = await page.evaluate(async address => {
            const answer = await fetch(address, { headers: { 'Accept-Language': 'it, en;q=0.5' } });
            const body = (await answer.json()) as { subtitle: string };
            const needsPreflight = await fetch(address, { headers: { 'X-Probe': '1' } }).then(
                () => 'answered',
                () => 'refused',
            );
            return [[answer.headers.get('content-language'), body.subtitle], needsPreflight];
        }, url);
        expect(asked).toEqual(['it', 'Un’unica centralina per l’illuminazione']);
        expect(probe).toBe('refused');
    });
});

/**
 * Its own sign-in: the session it ends is not the one the other tests share (storage state).
 */
test.describe('service store when the session ends on a billing write', () => {
    test("the API's own 401 on a billing write ends the session; the provider's refusal does not", async ({
        page,
        request,
        baseURL,
    }) => {
        await signIn(page, 'orgadmin', '/licences?organization_id=1');
        await signInToBilling(page);
        await page.goto(LIGHTING);
        const openAccount = async () => {
            await page.getByRole('button', { name: 'Update billing account' }).click();
            const dialog = page.getByRole('dialog', { name: 'Billing account' });
            await dialog.getByLabel('City').fill('Graz');
            return dialog;
        };
        const refusal = { method: 'PATCH', path: '^/api/billing/account$', status: 401, times: 1 };

        // The billing provider refuses (no challenge): its message, and the console goes on.
        await injectFault(request, { ...refusal, body: { message: 'Billing session expired' } });
        let dialog = await openAccount();
        await dialog.getByRole('button', { name: 'Save' }).click();
        const modal = page.getByRole('alertdialog');
        await expect(modal).toContainText('Billing session expired');
        await modal.getByRole('button', { name: 'OK' }).click();
        await expect(dialog.getByLabel('City')).toHaveValue('Graz');
        await dialog.getByRole('button', { name: 'Cancel' }).click();

        // The API refuses the session's own token (its Bearer challenge): the session ends, the
        // sign-in page comes, and after it the same page.
        await injectFault(request, {
            ...refusal,
            body: { message: 'Unauthorized' },
            headers: { 'www-authenticate': 'Bearer realm="api", error="invalid_token"' },
        });
        dialog = await openAccount();
        await dialog.getByRole('button', { name: 'Save' }).click();
        // The single sign-on's page, not the console's (nor its billing sign-in).
        await expect(page.getByLabel('Username')).toBeVisible();
        expect(new URL(page.url()).origin).not.toBe(new URL(LIGHTING, baseURL).origin);
        await signInOnSsoPage(page, 'orgadmin');
        // Back in the console; the session's end signed out of billing too, so its sign-in
        // comes first. Nothing was written.
        await expect(
            page.getByRole('heading', { name: 'Sign in to the billing provider' }),
        ).toBeVisible();
        await signInToBilling(page);
        const stored = await billingApi(page, 'GET', '/billing/account');
        expect(stored.address).toMatchObject({ city: 'Musterstadt' });
    });
});

test.describe('service store as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('sees the packages but may not book or change the billing account', async ({ page }) => {
        await signInToBilling(page);
        await page.goto(LIGHTING);
        await expect(page.getByRole('heading', { name: 'Smart Lighting', level: 1 })).toBeVisible();
        await expect(packageCard(page, 'Lighting M')).toContainText('For towns and districts');
        for (const title of ['Controller', 'Light segments', 'Lighting M', 'Lighting S']) {
            await expect(page.getByRole('button', { name: `Book ${title}` })).toBeDisabled();
        }
        await expect(page.getByRole('button', { name: 'Update billing account' })).toBeDisabled();
    });
});
