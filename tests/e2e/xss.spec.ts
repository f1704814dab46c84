/**
 * Text from the API and the content service is shown as text (issue 7): records whose names are
 * markup and script are stored through the API, then every page that shows them is opened. Nothing
 * may run (no `window.__xss`, no dialog) and the text must read exactly as it was typed.
 *
 * Every declared resource (the route manifest) gets a record made from its create schema in the
 * API document, with markup in every text the schema takes (issue 41); the resources whose
 * records a schema alone cannot make (XSS_BY_HAND, with the reason) are stored by hand below, as
 * are the pages that show one resource's text on another's (wizards, related names, the
 * organization selector).
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleOf, type JsonSchema } from '../schemaSamples';
import { api, tokenOf } from './helpers';
import { referencedIds } from './referencedIds';
import { ROUTE_MANIFEST } from './routes';
import { storageStateOf } from './users';
import { byHand } from '../byHand';

/** The resources whose records are stored by hand below, with the reasons (tests/byHand.ts). */
const XSS_BY_HAND = byHand('xss');

/** The API document is read loosely; the test checks what it needs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** Markup that runs script if it is ever parsed as HTML; for fields of up to 128 characters. */
const markup = (tag: string) =>
    `<img src=x onerror="window.__xss=1;alert(1)">"'><script>window.__xss=1</script>&amp; ${tag} ${Date.now() % 1_000_000}`;
/** The same idea in at most 64 characters (integration names). */
const shortMarkup = (tag: string) =>
    `<svg onload=window.__xss=1>"'<b>&amp; ${tag} ${Date.now() % 1_000_000}`;
/** Services and organizations take letters, digits, spaces and - _ . & ' ( ) , only. */
const ruledName = (tag: string) => `Tom & Jerry's (${tag}) ${Date.now() % 1_000_000}`;

/** Records every dialog (alert, confirm, prompt) the page opens, and dismisses it. */
const watchForScript = (page: Page) => {
    const dialogs: string[] = [];
    page.on('dialog', dialog => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
    });
    return async (where: string) => {
        expect(
            await page.evaluate(() => (window as { __xss?: unknown }).__xss),
            `script ran on ${where}`,
        ).toBeUndefined();
        expect(dialogs, `dialog opened on ${where}`).toEqual([]);
    };
};

/** The exact text is shown somewhere on the page (not as markup). */
const expectText = (page: Page, text: string) =>
    expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/** A form field of the page holds exactly this value. */
const expectFieldValue = (page: Page, value: string) =>
    expect
        .poll(() =>
            page
                .locator('input, textarea')
                .evaluateAll(fields =>
                    fields.map(field => (field as HTMLInputElement | HTMLTextAreaElement).value),
                ),
        )
        .toContain(value);

const created = async (page: Page, method: string, path: string, body: unknown) => {
    const response = await api(page, method, path, body);
    expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(201);
    return response.body as { id: number };
};

const OWLET = { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' };
const HEX = (length: number, digit: string) => digit.repeat(length);

/**
 * A hostile text that the property's schema takes: the markup (or its short form) where its
 * length and pattern allow, else the name rule's characters; unique in the run.
 */
const hostileText = (key: string, schema: JsonSchema) => {
    const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
    const fits = (text: string) =>
        text.length >= (schema.minLength ?? 0) &&
        text.length <= (schema.maxLength ?? Infinity) &&
        (!pattern || pattern.test(text));
    // Without spaces, in the shape of an address (a pattern such as an e-mail's).
    const compact = `"'><svg/onload=window.__xss=1>&amp;${key}${Date.now() % 1_000_000}@x.example`;
    return (
        [markup(key), shortMarkup(key), compact, ruledName(key)].find(fits) ??
        `${key} ${Date.now() % 1_000_000}`
    );
};

/** The body of a create, as the API document gives it. */
const createSchemaOf = (doc: Json, endpoint: string): JsonSchema | undefined =>
    doc.paths?.[endpoint]?.post?.requestBody?.content?.['application/json']?.schema;

test.describe('markup from the API is shown as text, for every declared resource', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    const generated = ROUTE_MANIFEST.resources.filter(resource => !XSS_BY_HAND[resource.name]);

    for (const resource of generated) {
        test(`${resource.name}: markup in every text of its create schema, shown as typed on its list and edit page`, async ({
            page,
        }) => {
            const check = watchForScript(page);
            await page.goto('/?organization_id=1');
            const doc = (await (await page.request.get('/api/openapi.json')).json()) as Json;
            const schema = createSchemaOf(doc, resource.endpoint);
            expect(
                schema,
                `POST ${resource.endpoint} in the API document (else name it in XSS_BY_HAND)`,
            ).toBeDefined();
            const texts: string[] = [];
            const body = sampleOf(
                schema!,
                (key, property) => {
                    // A secret is never shown as typed (masked, or left out for viewers).
                    if (property['x-secret'] === true) return `secret ${key}`;
                    const text = hostileText(key, property);
                    texts.push(text);
                    return text;
                },
                { optional: 'texts', referenceOf: await referencedIds(page, schema!) },
            ) as Json;
            if (schema!.properties?.organizationId) body.organizationId = 1;
            const record = await created(page, 'POST', resource.endpoint, body);
            expect(texts.length, 'texts in the create schema').toBeGreaterThan(0);

            // The list: its search finds the record by its first text, shown as typed.
            await page.goto(`${resource.list}?organization_id=1`);
            await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
            await expectText(page, texts[0]!);
            await check(resource.list);
            if (resource.edit) {
                await page.goto(`${resource.edit}?id=${record.id}&organization_id=1`);
                await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
                for (const text of texts) await expectFieldValue(page, text);
                await check(resource.edit);
            }
        });
    }
});

test.describe('markup from the API is shown as text, as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('devices and data: lists, detail pages, wizards', async ({ page }) => {
        const check = watchForScript(page);
        await page.goto('/dad?organization_id=1');
        const names = {
            integration: shortMarkup('integration'),
            service: ruledName('service'),
            device: markup('device'),
            description: markup('description'),
            location: markup('location'),
            group: markup('group'),
            sharing: markup('sharing'),
            // An HTTP target is an http(s) address (input hygiene): the markup rides in its query.
            address: `https://example.test/?q="'><img/src=x/onerror=window.__xss=1><script>window.__xss=1</script>&amp;${Date.now() % 1_000_000}`,
        };
        const service = await created(page, 'POST', '/services', {
            name: names.service,
            type: 'SLS',
            organizationId: 1,
            activationOption: 'NO_ACTIVATION',
        });
        const integration = await created(page, 'POST', '/integrations', {
            name: names.integration,
            type: 'CHIRPSTACK_V4',
            organizationId: 1,
            details: {
                infoList: { url: 'https://cs.example.com', applicationId: 1, apiToken: 't' },
            },
        });
        const registered = await api(
            page,
            'POST',
            `/integrations/${integration.id}/register?overwrite=false`,
            {
                integrationId: integration.id,
                updateExisting: false,
                devices: [
                    {
                        name: names.device,
                        deviceId: `XSS-${Date.now()}`,
                        description: names.description,
                        location: names.location,
                        details: OWLET,
                        tags: ['lighting'],
                        mapping: service.id,
                    },
                ],
            },
        );
        expect(registered.status).toBe(201);
        const device = (registered.body as { devices: { id: number }[] }).devices[0];
        const group = await created(page, 'POST', '/device-groups', {
            name: names.group,
            integrationId: integration.id,
            organizationId: 1,
            mapping: service.id,
            details: OWLET,
            groupDetails: {
                infoList: { nwAdr: HEX(8, 'A'), nwSKey: HEX(32, 'B'), appSKey: HEX(32, 'C') },
            },
        });
        const sharing = await created(page, 'POST', '/sharing', {
            name: names.sharing,
            script: 'function process(message) { return message; }',
            protocol: 'HTTP',
            headers: {},
            mqttConfig: null,
            address: names.address,
            deviceDetails: OWLET,
        });

        const pages: { path: string; texts: string[]; values?: string[] }[] = [
            { path: '/dad/integrations', texts: [names.integration] },
            {
                path: `/dad/integrations/integration?id=${integration.id}`,
                texts: [],
                values: [names.integration],
            },
            {
                path: '/dad/devices',
                texts: [names.device, names.integration, names.service],
            },
            {
                path: `/dad/devices/device?id=${device.id}`,
                texts: [],
                values: [names.device, names.description, names.location],
            },
            { path: '/dad/deviceGroups', texts: [names.group, names.integration, names.service] },
            {
                path: `/dad/deviceGroups/deviceGroup?id=${group.id}`,
                texts: [],
                values: [names.group],
            },
            { path: '/dad/datasharing', texts: [names.sharing, names.address] },
            {
                path: `/dad/datasharing/sharing?id=${sharing.id}`,
                texts: [],
                values: [names.sharing, names.address],
            },
            // The activation wizard lists the disabled devices by name.
            { path: '/dad/devices/activation', texts: [] },
        ];
        for (const { path, texts, values = [] } of pages) {
            await page.goto(path);
            await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
            for (const text of texts) await expectText(page, text);
            for (const value of values) await expectFieldValue(page, value);
            await check(path);
        }

        // The activation wizard's device table (step 2) and the onboarding wizard's integrations.
        await page.goto('/dad/devices/activation');
        await page.getByRole('radio', { name: 'Activate by licence' }).check();
        await page.getByRole('button', { name: 'Next' }).click();
        await expectText(page, names.device);
        await check('the activation wizard');
        await page.goto('/dad/devices/onboard');
        await page.getByRole('combobox', { name: 'Integration' }).click();
        await expect(
            page.getByRole('option', { name: `${names.integration} (ChirpStack v4)`, exact: true }),
        ).toBeVisible();
        await check('the onboarding wizard');
    });

    test('alarming: custom alarms, an alarm with its service, the plan editor', async ({
        page,
    }) => {
        const check = watchForScript(page);
        await page.goto('/alarming?organization_id=1');
        const names = {
            service: ruledName('service'),
            title: markup('custom alarm'),
            description: markup('custom description'),
            alarm: markup('alarm'),
            alarmDescription: markup('alarm description'),
        };
        const service = await created(page, 'POST', '/services', {
            name: names.service,
            type: 'SES',
            organizationId: 1,
            activationOption: 'NO_ACTIVATION',
        });
        const customAlarm = await created(page, 'POST', '/alarming/custom-alarms', {
            title: names.title,
            description: names.description,
            alarmType: 'WARNING',
            monitorId: 5,
            organizationId: 1,
            code: 'message.data.temperature > 100;',
            testData: 'const message = { data: { temperature: 1 } };',
        });
        await created(page, 'POST', '/alarming/alarms', {
            title: names.alarm,
            description: names.alarmDescription,
            type: 'FAILURE',
            organizationId: 1,
            state: 'ACTIVE',
            serviceId: service.id,
        });

        const pages: { path: string; texts: string[]; values?: string[] }[] = [
            {
                path: '/alarming/alarms',
                texts: [names.alarm, names.alarmDescription, names.service],
            },
            { path: '/alarming/custom-alarms', texts: [names.title, names.description] },
            {
                path: `/alarming/custom-alarms/external-alarm?id=${customAlarm.id}`,
                texts: [],
                values: [names.title, names.description],
            },
            // The responsibles' plan lists the organization's services by name.
            { path: '/alarming/responsibles/add', texts: [] },
        ];
        for (const { path, texts, values = [] } of pages) {
            await page.goto(path);
            await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
            for (const text of texts) await expectText(page, text);
            for (const value of values) await expectFieldValue(page, value);
            await check(path);
        }
    });
});

test.describe('markup from the API is shown as text, as system admin', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('an organization name in the selector', async ({ page }) => {
        const check = watchForScript(page);
        await page.goto('/system/organizations');
        const name = ruledName('organization');
        const response = await page.request.post('/api/organizations', {
            headers: { Authorization: `Bearer ${await tokenOf(page)}` },
            data: { name, billingId: ruledName('billing') },
        });
        expect(response.status()).toBe(201);
        const { id } = (await response.json()) as { id: number };

        await page.goto(`/dad?organization_id=${id}`);
        const selector = page.getByRole('combobox', { name: 'Organization' });
        await expect(selector).toHaveText(name);
        await selector.click();
        await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
        await check('the organization selector');
    });
});

test.describe('content service texts are shown as text', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('service store entry and pricing cards with markup', async ({ page }) => {
        const check = watchForScript(page);
        const texts = {
            title: markup('store title'),
            description: markup('store description'),
            highlight: markup('store highlight'),
            card: markup('pricing title'),
            subtitle: markup('pricing subtitle'),
            feature: markup('pricing feature'),
            part: markup('plan part'),
        };
        // The content service is replaced with markup in every text the console shows.
        await page.route('**/content/serviceStore/smart-lighting', async route => {
            const entry = await (await route.fetch()).json();
            entry.pageTitle = texts.title;
            entry.serviceDescription = texts.description;
            entry.highlights = [texts.highlight];
            for (const variant of entry.planVariants) {
                variant.fields.description = `a | b | c | ${texts.part}`;
            }
            await route.fulfill({ json: entry });
        });
        await page.route('**/content/pricingCards/*', async route => {
            const card = await (await route.fetch()).json();
            await route.fulfill({
                json: {
                    ...card,
                    title: texts.card,
                    subtitle: texts.subtitle,
                    features: [texts.feature],
                },
            });
        });

        await page.goto('/licences?organization_id=1');
        await page.getByRole('textbox', { name: 'Username' }).fill('musterstadt');
        await page.getByRole('textbox', { name: 'Password' }).fill('musterstadt');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByRole('link', { name: 'Subscriptions' })).toBeVisible();

        await page.goto('/licences/purchase');
        await expectText(page, texts.title);
        await expectText(page, texts.highlight);
        await check('/licences/purchase');

        await page.goto('/licences/purchase/services?id=smart-lighting');
        for (const text of Object.values(texts)) await expectText(page, text);
        await check('/licences/purchase/services');
    });
});
