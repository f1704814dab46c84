/**
 * Element look-ups follow the address: going from one Element integration's page to another's
 * (?id= changes, the page stays) loads the second one's folders and driver instances with its own
 * address and API key, not the first one's.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, unique } from './helpers';
import { storageStateOf } from './users';

test.use({ storageState: storageStateOf('orgadmin') });

const createElement = async (page: Page, name: string, url: string, apiToken: string) => {
    const { status, body } = await api(page, 'POST', '/integrations', {
        name,
        type: 'ELEMENT',
        organizationId: 1,
        details: {
            infoList: { url, apiToken, folder: 'folder-parking', driverInstance: 'driver-http' },
        },
    });
    expect(status).toBe(201);
    return body as { id: number };
};

/** The next Element look-up of `kind`, as the address and key it was sent with. */
const nextLookup = (page: Page, kind: 'root-folders' | 'driver-instances') =>
    page
        .waitForRequest(request => request.url().includes(`/api/element/${kind}?`))
        .then(request => {
            const query = new URL(request.url()).searchParams;
            return { url: query.get('url'), auth: query.get('auth') };
        });

test('opening another Element integration loads its own folders and driver instances', async ({
    page,
}) => {
    await page.goto('/dad/integrations?organization_id=1');
    const first = await createElement(
        page,
        unique('A Element one'),
        'https://one.element.example',
        'key-one',
    );
    const second = await createElement(
        page,
        unique('A Element two'),
        'https://two.element.example',
        'key-two',
    );
    // The list (names starting with "A" come first) loads both records, so each edit page opens
    // at once from what the console already has, without a loading state in between.
    await page.reload();
    await expect(page.getByRole('cell', { name: /^A Element two/ })).toBeVisible();

    const open = (id: number) =>
        page.evaluate(recordId => {
            window.history.pushState({}, '', `/dad/integrations/integration?id=${recordId}`);
            window.dispatchEvent(new PopStateEvent('popstate'));
        }, id);
    const firstFolders = nextLookup(page, 'root-folders');
    await open(first.id);
    expect(await firstFolders).toEqual({ url: 'https://one.element.example', auth: 'key-one' });
    await expect(page.getByLabel(/^URL/)).toHaveValue('https://one.element.example');

    // In-page navigation to the other integration (the address changes, the page stays).
    const secondFolders = nextLookup(page, 'root-folders');
    const secondDrivers = nextLookup(page, 'driver-instances');
    await open(second.id);
    await expect(page.getByLabel(/^URL/)).toHaveValue('https://two.element.example');
    expect(await secondFolders).toEqual({ url: 'https://two.element.example', auth: 'key-two' });
    expect(await secondDrivers).toEqual({ url: 'https://two.element.example', auth: 'key-two' });
    await expect(page.getByRole('combobox', { name: /Folder/ })).toHaveText('Parking');
});
