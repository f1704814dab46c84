/**
 * The fault sweep of saves (faultSweep.ts): each save meets the four faults, keeps what was typed
 * and succeeds once on the retry. Every declared resource with an add or edit page is swept on its
 * generated pages from the registries and its create schema (declaredSaves.ts), without an edit
 * here (issue 41); those whose pages are their own are named in SAVES_BY_HAND with the reason and
 * swept by hand: services, responsibles and device groups here (the others in
 * faultsOnDeviceSaves.spec.ts), with the users' dialogs and the billing.
 */
import { expect, test, type Request } from '@playwright/test';
import {
    TIMEOUT_MS,
    billingOf,
    countOf,
    expectIdle,
    press,
    removeRow,
    saveButton,
    shortTimeout,
    sweepRemove,
    sweepSave,
} from './faultSweep';
import { saverOf, sweepDeclaredSaves } from './declaredSaves';
import { api, choose, next, unique } from './helpers';
import { ROUTE_MANIFEST } from './routes';
import { clearFaults, injectFault } from './sandbox';
import { byHand } from '../byHand';
import { storageStateOf } from './users';

/** The resources whose saves are swept by hand, with the reasons (tests/byHand.ts). */
const SAVES_BY_HAND = byHand('saves');

// With the console's transitions: a key pressed while a dialog or a page is still appearing,
// as most users meet it (the rest of the suite runs with reduced motion).
test.use({ reducedMotion: 'no-preference' });

test.describe('faults on saves', () => {
    test.afterEach(async ({ request }) => {
        await clearFaults(request);
    });

    // Every declared resource with an add or edit page, but those named with their reason.
    const generated = ROUTE_MANIFEST.resources.filter(resource => !SAVES_BY_HAND[resource.name]);

    for (const resource of generated.filter(({ add, edit }) => add || edit)) {
        test.describe(`on the generated pages, as ${saverOf(resource)}`, () => {
            test.use({ storageState: storageStateOf(saverOf(resource)) });

            test(`${resource.name}: add, edit, remove`, async ({ page, request }) => {
                test.setTimeout(120_000);
                await shortTimeout(page);
                await sweepDeclaredSaves(page, request, resource);
            });
        });
    }

    test.describe('as system admin', () => {
        test.use({ storageState: storageStateOf('sysadmin') });

        test('service activation wizard (as admin)', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            await page.goto('/organization/services?organization_id=1');
            const name = unique('Faulty valves');
            const created = await api(page, 'POST', '/services', {
                name,
                type: 'SVS',
                organizationId: 1,
                activationOption: 'NO_ACTIVATION',
            });
            expect(created.status).toBe(201);
            try {
                await page.goto('/organization/services/activation?organization_id=1');
                await page.getByRole('radio', { name: /Activate as admin/ }).check();
                await next(page);
                const choice = page.getByRole('radio', { name: new RegExp(name) });
                await choice.check();
                await next(page);
                await sweepSave(
                    page,
                    request,
                    {
                        method: 'PUT',
                        path: `^/api/services/${created.body.id}/activation/AS_ADMIN$`,
                    },
                    press(page.getByRole('button', { name: 'Activate' })),
                    () => expect(page.getByRole('button', { name: 'Activate' })).toBeEnabled(),
                );
                await expect(page).toHaveURL(/\/organization\/services$/);
                const { body } = await api(page, 'GET', `/services/${created.body.id}`);
                expect(body.isEnabled).toBe(true);
            } finally {
                await api(page, 'PUT', `/services/${created.body.id}/activation/NO_ACTIVATION`);
                await api(page, 'DELETE', `/services/${created.body.id}`);
            }
        });
    });

    test.describe('as organization admin', () => {
        test.use({ storageState: storageStateOf('orgadmin') });

        test('service: add wizard, edit', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const name = unique('Faulty Lights');
            await page.goto('/organization/services/add?organization_id=1');
            const nameInput = page.getByRole('textbox', { name: 'Name' });
            await nameInput.fill(name);
            await next(page);
            const type = page.getByRole('radio', { name: 'Smart Lighting (SLS)' });
            await type.check();
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/services$' },
                press(saveButton(page)),
                () => expect(type).toBeChecked(),
            );
            await expect(page).toHaveURL(/\/organization\/services$/);
            expect(await countOf(page, '/services', name)).toBe(1);

            await page
                .getByRole('row')
                .filter({ hasText: name })
                .getByRole('cell', { name, exact: true })
                .click();
            const renamed = `${name} Süd`;
            await nameInput.fill(renamed);
            await sweepSave(
                page,
                request,
                { method: 'PATCH', path: '^/api/services/\\d+$' },
                press(saveButton(page), undefined, nameInput),
                () => expect(nameInput).toHaveValue(renamed),
            );
            await expect(page).toHaveURL(/\/organization\/services$/);
            expect(await countOf(page, '/services', renamed)).toBe(1);

            await sweepRemove(page, request, '^/api/services/\\d+$', renamed, {
                path: '/services',
            });
        });

        test('responsible: add wizard, edit, remove', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const name = unique('Faulty Responsible');
            const email = 'faulty@musterstadt.example';
            await page.goto('/alarming/responsibles/add?organization_id=1');
            const nameInput = page.getByRole('textbox', { name: 'Name' });
            await nameInput.fill(name);
            await page.getByRole('textbox', { name: 'Email' }).fill(email);
            await next(page);
            const valves = page.getByRole('switch', { name: 'Valves Musterstadt' });
            await valves.check();
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/alarming/responsibles$' },
                press(saveButton(page)),
                () => expect(valves).toBeChecked(),
            );
            await expect(page).toHaveURL(/\/alarming\/responsibles$/);
            expect(await countOf(page, '/alarming/responsibles?organizationId=1', name)).toBe(1);

            await page.getByRole('row').filter({ hasText: name }).getByText(name).click();
            const renamed = `${name} Jr`;
            await nameInput.fill(renamed);
            await sweepSave(
                page,
                request,
                { method: 'PUT', path: '^/api/alarming/responsibles/\\d+$' },
                press(saveButton(page), undefined, nameInput),
                () => expect(nameInput).toHaveValue(renamed),
            );
            await expect(page).toHaveURL(/\/alarming\/responsibles$/);
            expect(await countOf(page, '/alarming/responsibles?organizationId=1', renamed)).toBe(1);

            await sweepSave(
                page,
                request,
                { method: 'DELETE', path: '^/api/alarming/responsibles/\\d+$' },
                removeRow(page, renamed),
                () => expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1),
            );
            await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
            expect(await countOf(page, '/alarming/responsibles?organizationId=1', renamed)).toBe(0);
        });

        test('device group: add wizard, edit', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const name = unique('Faulty group');
            await page.goto('/dad/deviceGroups/add?organization_id=1');
            const nameInput = page.getByRole('textbox', { name: 'Name' });
            await nameInput.fill(name);
            await next(page);
            await choose(page, 'Device type', 'Schréder Owlet IoT 3.0');
            await next(page);
            await choose(page, 'Integration', 'ChirpStack Stadtwerke');
            await page.getByRole('textbox', { name: 'Address' }).fill('ABC12DEF');
            await page.getByRole('button', { name: 'Generate network session key' }).click();
            await page.getByRole('button', { name: 'Generate application session key' }).click();
            await next(page);
            await choose(page, 'Subscribed group', 'Street lights Musterstadt');
            const group = page.getByRole('combobox', { name: 'Subscribed group' });
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/device-groups$' },
                press(saveButton(page)),
                () => expect(group).toHaveText('Street lights Musterstadt'),
            );
            await expect(page).toHaveURL(/\/dad\/deviceGroups$/);
            expect(await countOf(page, '/device-groups', name)).toBe(1);

            await page
                .getByRole('row')
                .filter({ hasText: name })
                .getByRole('cell', { name })
                .click();
            const renamed = `${name} renamed`;
            await nameInput.fill(renamed);
            await sweepSave(
                page,
                request,
                { method: 'PATCH', path: '^/api/device-groups/\\d+$' },
                press(saveButton(page), undefined, nameInput),
                () => expect(nameInput).toHaveValue(renamed),
            );
            await expect(page).toHaveURL(/\/dad\/deviceGroups$/);
            expect(await countOf(page, '/device-groups', renamed)).toBe(1);

            await sweepRemove(page, request, '^/api/device-groups/\\d+$', renamed, {
                path: '/device-groups',
            });
        });

        test('a create applied but answered after the timeout is looked up, not sent twice', async ({
            page,
            request,
        }) => {
            await shortTimeout(page);
            /** Applies the POST, answers it after the client gave up, then retries with Save. */
            const lateCreate = async (path: string, listed: () => Promise<number>) => {
                const isPost = (sent: Request) =>
                    sent.method() === 'POST' && new URL(sent.url()).pathname === `/api${path}`;
                const posts: string[] = [];
                const record = (sent: Request) => {
                    if (isPost(sent)) posts.push(sent.url());
                };
                page.on('request', record);
                try {
                    const form = page.url();
                    await injectFault(request, {
                        method: 'POST',
                        path: `^/api${path}$`,
                        answerDelayMs: TIMEOUT_MS + 1000,
                        times: 1,
                    });
                    const failed = page.waitForEvent('requestfailed', isPost);
                    await saveButton(page).click();
                    await failed;
                    await expectIdle(page);
                    expect(page.url()).toBe(form);
                    expect(await listed()).toBe(1);
                    // The retry reads the collection, finds the record and sends nothing.
                    const lookedUp = page.waitForResponse(
                        response =>
                            response.request().method() === 'GET' &&
                            new URL(response.url()).pathname === `/api${path}`,
                    );
                    await saveButton(page).click();
                    await lookedUp;
                    await expect(page).not.toHaveURL(form);
                    expect(posts).toHaveLength(1);
                    expect(await listed()).toBe(1);
                } finally {
                    page.off('request', record);
                }
            };

            await test.step('service (a unique name)', async () => {
                const name = unique('Late Lights');
                await page.goto('/organization/services/add?organization_id=1');
                await page.getByRole('textbox', { name: 'Name' }).fill(name);
                await next(page);
                await page.getByRole('radio', { name: 'Smart Lighting (SLS)' }).check();
                await lateCreate('/services', () => countOf(page, '/services', name));
                await expect(page).toHaveURL(/\/organization\/services$/);
            });

            await test.step('responsible (new since the list was seen)', async () => {
                const name = unique('Late Responsible');
                const listed = () => countOf(page, '/alarming/responsibles?organizationId=1', name);
                await page.goto('/alarming/responsibles?organization_id=1');
                await page.getByRole('link', { name: 'Add' }).click();
                await page.getByRole('textbox', { name: 'Name' }).fill(name);
                await page.getByRole('textbox', { name: 'Email' }).fill('late@musterstadt.example');
                await next(page);
                await page.getByRole('switch', { name: 'Valves Musterstadt' }).check();
                await lateCreate('/alarming/responsibles', listed);
                await expect(page).toHaveURL(/\/alarming\/responsibles$/);
            });
        });

        test('users: change a role', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            const addAdmin = {
                method: 'POST' as const,
                path: '^/api/users/username/serviceuser/group/services-101\\?role=ADMIN$',
            };
            try {
                await page.goto('/organization/users?group=services-101&organization_id=1');
                await page.getByRole('button', { name: 'Edit roles of serviceuser' }).click();
                const dialog = page.getByRole('dialog', { name: /Roles of serviceuser/ });
                const admin = dialog.getByRole('checkbox', { name: 'Admin' });
                await admin.check();
                await sweepSave(
                    page,
                    request,
                    addAdmin,
                    press(dialog.getByRole('button', { name: 'Save' })),
                    () => expect(admin).toBeChecked(),
                );
                await expect(dialog).toHaveCount(0);
                const { body } = await api(page, 'GET', '/users/group/services-101');
                const grants = (body as { username: string; role: string }[]).filter(
                    grant => grant.username === 'serviceuser' && grant.role === 'ADMIN',
                );
                expect(grants).toHaveLength(1);
            } finally {
                await api(
                    page,
                    'DELETE',
                    '/users/username/serviceuser/group/services-101?role=ADMIN',
                );
            }
        });

        test('users: invite, remove', async ({ page, request }) => {
            test.setTimeout(120_000);
            await shortTimeout(page);
            // users.spec.ts invites newcomer; guest joins here and leaves again (the API makes sure).
            try {
                await page.goto('/organization/users?organization_id=1');
                await page.getByRole('button', { name: 'Invite user' }).click();
                const dialog = page.getByRole('dialog', {
                    name: 'Invite a user to Stadtwerke Musterstadt',
                });
                const username = dialog.getByLabel('Username');
                await username.fill('guest');
                await sweepSave(
                    page,
                    request,
                    {
                        method: 'POST',
                        path: '^/api/users/username/guest/group/organizations-1\\?role=VIEWER$',
                    },
                    press(dialog.getByRole('button', { name: 'Invite' }), undefined, username),
                    () => expect(username).toHaveValue('guest'),
                );
                await expect(dialog).toHaveCount(0);
                const { body } = await api(page, 'GET', '/users/group/organizations-1');
                const grants = (body as { username: string; role: string }[]).filter(
                    grant => grant.username === 'guest',
                );
                expect(grants.map(grant => grant.role)).toEqual(['VIEWER']);

                // Removing asks first; a failed removal leaves the user in the organization.
                const confirm = page.getByRole('dialog', { name: 'Remove guest?' });
                const isMember = async () => {
                    const { body: members } = await api(
                        page,
                        'GET',
                        '/users/group/organizations-1',
                    );
                    return (members as { username: string }[]).some(
                        member => member.username === 'guest',
                    );
                };
                await sweepSave(
                    page,
                    request,
                    { method: 'DELETE', path: '^/api/users/username/guest/group/organizations-1$' },
                    press(confirm.getByRole('button', { name: 'Remove' }), () =>
                        page.getByRole('button', { name: 'Remove guest' }).click(),
                    ),
                    // A failed removal closes the confirmation (it may still be fading out).
                    async () => {
                        await expect(confirm).toHaveCount(0);
                        expect(await isMember()).toBe(true);
                    },
                );
                await expect(confirm).toHaveCount(0);
                await expect(page.getByRole('button', { name: 'Remove guest' })).toHaveCount(0);
                expect(await isMember()).toBe(false);
            } finally {
                await api(page, 'DELETE', '/users/username/guest/group/organizations-1');
            }
        });
    });

    test.describe('as organization admin of organization 2', () => {
        // Organization 2's billing: store.spec.ts and billing.spec.ts read organization 1's.
        test.use({ storageState: storageStateOf('orgadmin2') });

        test('billing: account update, booking, cancel', async ({ page, request }) => {
            test.setTimeout(150_000);
            await shortTimeout(page);
            await page.goto('/licences?organization_id=2');
            // The billing sign-in meets the faults too; the form keeps what was typed.
            const username = page.getByRole('textbox', { name: 'Username' });
            const password = page.getByRole('textbox', { name: 'Password' });
            await username.fill('lagoverde');
            await password.fill('lagoverde');
            await sweepSave(
                page,
                request,
                { method: 'POST', path: '^/api/billing/token$' },
                press(page.getByRole('button', { name: 'Sign in' })),
                async () => {
                    await expect(username).toHaveValue('lagoverde');
                    await expect(password).toHaveValue('lagoverde');
                },
            );
            await expect(username).toHaveCount(0);
            const billing = await billingOf(page, 2, 'lagoverde');
            interface Account {
                address: { city: string };
            }
            const account = await billing<Account>('GET', '/billing/account');
            const packages = await billing<{ id: number; bookedQuantity: number }[]>(
                'GET',
                '/billing/packages',
            );
            const bookedBefore = packages.find(item => item.id === 511)!.bookedQuantity;
            try {
                await page.getByRole('link', { name: /Service Store/ }).click();
                await page.getByRole('link', { name: 'Open Smart Valve' }).click();
                await expect(
                    page.getByRole('heading', { name: 'Smart Valve', level: 1 }),
                ).toBeVisible();

                await page.getByRole('button', { name: 'Update billing account' }).click();
                const accountDialog = page.getByRole('dialog', { name: 'Billing account' });
                const city = accountDialog.getByLabel('City');
                await expect(city).toHaveValue(account.address.city);
                const newCity = unique('Faultville');
                await city.fill(newCity);
                await sweepSave(
                    page,
                    request,
                    { method: 'PATCH', path: '^/api/billing/account$' },
                    press(accountDialog.getByRole('button', { name: 'Save' }), undefined, city),
                    () => expect(city).toHaveValue(newCity),
                );
                await expect(accountDialog).toHaveCount(0);
                const stored = await billing<Account>('GET', '/billing/account');
                expect(stored.address.city).toBe(newCity);

                const card = page.getByRole('article', { name: 'Valves S' });
                await card.getByRole('button', { name: 'Book Valves S' }).click();
                const booking = page.getByRole('dialog', { name: 'Book Valves S' });
                const quantity = booking.getByLabel('Quantity');
                const order = booking.getByLabel('Internal order ID');
                const terms = booking.getByRole('checkbox', {
                    name: 'I accept the terms and conditions',
                });
                const orderId = unique('PO-FLT');
                await quantity.fill('1');
                await order.fill(orderId);
                await terms.check();
                await sweepSave(
                    page,
                    request,
                    { method: 'POST', path: '^/api/billing/subscriptions$' },
                    press(booking.getByRole('button', { name: 'Book now' }), undefined, order),
                    async () => {
                        await expect(quantity).toHaveValue('1');
                        await expect(order).toHaveValue(orderId);
                        await expect(terms).toBeChecked();
                    },
                );
                const reloaded = page.waitForEvent('load');
                await expect(
                    page.getByRole('dialog', { name: 'Thank you for your order!' }),
                ).toBeVisible();
                await reloaded;
                await expect(card).toContainText(`Booked: ${bookedBefore + 1}`);
                interface Subscription {
                    id: number;
                    internalOrderId: string;
                    endDate: string | null;
                }
                const ordered = async () =>
                    (await billing<Subscription[]>('GET', '/billing/subscriptions')).filter(
                        subscription => subscription.internalOrderId === orderId,
                    );
                const [subscription, ...more] = await ordered();
                expect(more).toEqual([]);
                expect(subscription.endDate).toBeNull();

                await page.goto('/licences/booked');
                const cancel = page
                    .getByRole('row')
                    .filter({ hasText: orderId })
                    .getByRole('button', { name: /Cancel subscription/ });
                await expect(cancel).toBeEnabled();
                await sweepSave(
                    page,
                    request,
                    {
                        method: 'DELETE',
                        path: `^/api/billing/subscriptions/${subscription.id}$`,
                    },
                    press(page.getByRole('dialog').getByRole('button', { name: 'Confirm' }), () =>
                        cancel.click(),
                    ),
                    async () => {
                        // The confirmation closes after a failure; the row can be cancelled again.
                        await expect(page.getByRole('dialog')).toHaveCount(0);
                        await expect(cancel).toBeEnabled();
                    },
                );
                await expect(cancel).toBeDisabled();
                const [cancelled, ...others] = await ordered();
                expect(others).toEqual([]);
                expect(cancelled.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            } finally {
                await billing('PATCH', '/billing/account', account);
            }
        });
    });
});
