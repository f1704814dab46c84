/**
 * Secrets need a role (issue 17, point 5). A viewer opens every page the route table lets
 * viewers open, and the edit page of every record of the organization that holds secrets: no
 * secret value (as the resources' secrets.ts name them, read from the API as an admin) is in the
 * page's text, its HTML, a form field, or any API answer the page received. An admin sees the
 * secrets masked, shows one with its control and sees it, copies the uplink address, and a save
 * without showing the secret keeps it.
 *
 * The holders are the declared resources with `secrets` (the route manifest, from the registry),
 * so a new resource with secrets is walked without an edit here (issue 41).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { secretValues, type RecordSecrets } from '../../src/crud/secrets';
import { api } from './helpers';
import { openInConsole, settle, trackRequests } from './pageWalk';
import { ROUTE_MANIFEST, ROUTES, seeded, type ManifestResource } from './routes';
import { storageStateOf } from './users';

/** A resource's secrets as its secrets.ts declares them (the manifest keeps patterns as text). */
const secretsOf = ({ paths, keyed }: NonNullable<ManifestResource['secrets']>): RecordSecrets => ({
    paths,
    ...(keyed
        ? {
              keyed: Object.fromEntries(
                  Object.entries(keyed).map(([path, { source, flags }]) => [
                      path,
                      new RegExp(source, flags),
                  ]),
              ),
          }
        : {}),
});

/** The declared resources that hold secrets. */
const HOLDERS = ROUTE_MANIFEST.resources.filter(resource => resource.secrets);

/** Routes a viewer may open. */
const viewable = ROUTES.filter(
    route => route.access === 'organizationMembers' || route.access === 'everyone',
).map(route => route.path);

type Stored = { id: number; organizationId?: number; [key: string]: unknown };

/** Organization 1's secret values and its records' edit pages, read as its admin. */
const readAsAdmin = async (browser: Browser) => {
    const context = await browser.newContext({ storageState: storageStateOf('orgadmin') });
    const page = await context.newPage();
    await page.goto('/settings?organization_id=1');
    const secrets: string[] = [];
    const pages: string[] = [];
    for (const holder of HOLDERS) {
        const query = holder.organizationParam ? `?${holder.organizationParam}=1` : '';
        const { status, body } = await api(page, 'GET', `${holder.endpoint}${query}`);
        expect(status, `GET ${holder.endpoint}`).toBe(200);
        const records = (holder.listResultKey ? body[holder.listResultKey] : body) as Stored[];
        const own = records.filter(record => (record.organizationId ?? 1) === 1);
        const held = own.flatMap(record => secretValues(record, secretsOf(holder.secrets!)));
        // Its seeded records (sandbox) hold secrets, or the walk proves nothing for it.
        expect(held.length, `${holder.name}: secret values in organization 1`).toBeGreaterThan(0);
        secrets.push(...held);
        if (holder.edit && viewable.includes(holder.edit))
            pages.push(...own.map(record => `${holder.edit}?id=${record.id}`));
    }
    await context.close();
    // Values other tests stored may be short words ("secret") that any page may say; a leak is
    // looked for by the text, so only values of 8 characters or more (every seeded one) count.
    return { secrets: [...new Set(secrets)].filter(secret => secret.length >= 8), pages };
};

/** Every API answer the page receives from now on (texts), read once the page settled. */
const recordAnswers = (page: Page) => {
    const bodies: Promise<string>[] = [];
    page.on('response', response => {
        if (!new URL(response.url()).pathname.startsWith('/api/')) return;
        bodies.push(response.text().catch(() => ''));
    });
    return async () => Promise.all(bodies.splice(0));
};

/** What the page shows and holds: its text, its HTML and the values of its fields. */
const pageTexts = async (page: Page) => [
    await page.locator('body').innerText(),
    await page.content(),
    ...(await page
        .locator('input, textarea')
        .evaluateAll(fields => fields.map(field => (field as HTMLInputElement).value))),
];

test.describe('a viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('never gets a secret value: not on any page, in a field or in an API answer', async ({
        page,
        browser,
    }) => {
        const { secrets, pages } = await readAsAdmin(browser);
        // The seeded organization holds secrets of every kind (sandbox/README.md).
        expect(secrets).toEqual(
            expect.arrayContaining([
                'mqtt-secret-42',
                'swm-smartinterface-2024',
                '2B7E151628AED2A6ABF7158809CF4F3C',
                'Bearer opendata-7c2e91',
                'scada-secret-17',
            ]),
        );
        const addresses = [...new Set(['/', ...viewable.map(seeded), ...pages])];
        test.setTimeout(30_000 + addresses.length * 8_000);

        const answers = recordAnswers(page);
        trackRequests(page);
        await page.goto('/dad?organization_id=1');
        await expect(
            page.getByRole('heading', { name: 'Devices and Data', level: 1 }),
        ).toBeVisible();
        for (const address of addresses) {
            await test.step(address, async () => {
                // As the console's links open it: each page's own requests, not a reload's.
                await openInConsole(page, address);
                await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
                await settle(page, 150);
                await expect(page.getByRole('heading', { name: 'Permission denied' })).toHaveCount(
                    0,
                );
                const leaks = (texts: string[]) =>
                    secrets.filter(secret => texts.some(text => text.includes(secret)));
                // The console shows none, and the API (the sandbox standing in) sends none.
                expect(leaks(await pageTexts(page)), `${address}: the page`).toEqual([]);
                expect(leaks(await answers()), `${address}: the API's answers`).toEqual([]);
            });
        }
    });

    test('sees "Hidden" where an integration has a secret, and no reveal control', async ({
        page,
    }) => {
        await page.goto('/dad/integrations/integration?id=3&organization_id=1');
        await expect(page.getByRole('textbox', { name: 'Client secret' })).toHaveValue('Hidden');
        await expect(page.getByRole('textbox', { name: 'Uplink address (example)' })).toHaveValue(
            'Hidden',
        );
        await expect(page.getByText('Only admins see this value.').first()).toBeVisible();
        await expect(page.getByRole('button', { name: 'Show secret' })).toHaveCount(0);
    });
});

test.describe('an admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('sees secrets masked, shows one with its control, and copies the uplink address', async ({
        page,
        context,
    }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.goto('/dad/integrations/integration?id=3&organization_id=1');
        const secret = page.getByLabel(/^Client secret/);
        await expect(secret).toHaveAttribute('type', 'password');
        await expect(page.locator('body')).not.toContainText('swm-smartinterface-2024');
        const uplink = page.getByRole('textbox', { name: 'Uplink address (example)' });
        await expect(uplink).toHaveValue(/\/key\/•+ /);

        const [showSecret, showAddress] = await page
            .getByRole('button', { name: 'Show secret' })
            .all();
        await expect(showSecret!).toHaveAttribute('aria-pressed', 'false');
        await showSecret!.click();
        const hide = page.getByRole('button', { name: 'Hide secret' });
        await expect(hide).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('textbox', { name: 'Client secret' })).toHaveValue(
            'swm-smartinterface-2024',
        );
        await hide.click();
        await expect(secret).toHaveAttribute('type', 'password');

        await showAddress!.click();
        await expect(uplink).toHaveValue(/\/key\/swm-smartinterface-2024 /);
        await page.getByRole('button', { name: 'Copy' }).click();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toContain('/uplink/smartInterface/{deviceId}/key/swm-smartinterface-2024');

        // A data sharing's Authorization header and a device group's session keys: masked too.
        await page.goto('/dad/datasharing/sharing?id=1&organization_id=1');
        const values = page.getByLabel('Value', { exact: true });
        await expect(values.nth(1)).toHaveValue('stadtwerke-musterstadt');
        await expect(values.nth(1)).toHaveAttribute('type', 'text');
        await expect(values.first()).toHaveAttribute('type', 'password');
        await page.getByRole('button', { name: 'Show secret' }).click();
        await expect(values.first()).toHaveAttribute('type', 'text');
        await expect(values.first()).toHaveValue('Bearer opendata-7c2e91');
        await page.goto('/dad/deviceGroups/deviceGroup?id=1&organization_id=1');
        await expect(page.getByLabel('Network session key', { exact: true })).toHaveAttribute(
            'type',
            'password',
        );
        await expect(page.getByRole('button', { name: 'Show secret' })).toHaveCount(2);
    });

    test('saves a change without showing the secret: the secret is kept, never the mask', async ({
        page,
    }) => {
        await page.goto('/dad/integrations?organization_id=1');
        const name = `Broker ${Date.now() % 1_000_000}`;
        const created = await api(page, 'POST', '/integrations', {
            name,
            type: 'MQTT',
            organizationId: 1,
            details: {
                infoList: { username: 'kept', password: 'kept-password-7', clientId: 'kept' },
            },
        });
        expect(created.status).toBe(201);
        await page.goto(`/dad/integrations/integration?id=${created.body.id}&organization_id=1`);
        await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'password');
        await page.getByRole('textbox', { name: /^Name/ }).fill(`${name} renamed`);
        const saved = page.waitForRequest(request => request.method() === 'PATCH');
        await page.getByRole('button', { name: 'Save' }).click();
        expect((await saved).postData() ?? '').not.toContain('•');
        await expect(page).toHaveURL(/\/dad\/integrations$/);
        const stored = await api(page, 'GET', `/integrations/${created.body.id}`);
        expect(stored.body).toMatchObject({
            name: `${name} renamed`,
            details: { infoList: { password: 'kept-password-7' } },
        });
    });
});
