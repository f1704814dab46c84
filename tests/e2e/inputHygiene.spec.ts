/**
 * Input hygiene in Chromium against the sandbox (src/validation/hygiene.ts in the form and in
 * the API): a name of zero-width characters or with a right-to-left override is refused under
 * the field in en, de and it before anything is sent; an integration URL that is no http(s)
 * address is refused in the form, a link-local one by the API, whose message the user reads.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, unique } from './helpers';
import { storageStateOf } from './users';

const MESSAGES = {
    en: {
        language: /^(English|Englisch|Inglese)$/,
        name: 'Name',
        next: 'Next',
        empty: 'Holds only invisible characters',
        bidi: 'Must not hold right-to-left or other direction control characters',
    },
    de: {
        language: /^(German|Deutsch|Tedesco)$/,
        name: 'Name',
        next: 'Weiter',
        empty: 'Enthält nur unsichtbare Zeichen',
        bidi: 'Darf keine Rechts-nach-links- oder anderen Richtungssteuerzeichen enthalten',
    },
    it: {
        language: /^(Italian|Italienisch|Italiano)$/,
        name: 'Nome',
        next: 'Avanti',
        empty: 'Contiene solo caratteri invisibili',
        bidi: 'Non deve contenere caratteri di controllo della direzione (come da destra a sinistra)',
    },
};

const writes = (page: Page) => {
    const sent: string[] = [];
    page.on('request', request => {
        if (request.method() !== 'GET' && request.url().includes('/api/')) sent.push(request.url());
    });
    return sent;
};

test.describe('input hygiene as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    for (const [locale, text] of Object.entries(MESSAGES)) {
        test(`a responsible's name of zero-width characters or with an override is refused (${locale})`, async ({
            page,
        }) => {
            await page.goto('/settings');
            await page.getByRole('radio', { name: text.language }).click();
            const sent = writes(page);
            await page.goto('/alarming/responsibles/add?organization_id=1');
            const name = page.getByRole('textbox', { name: new RegExp(`^${text.name}`) });
            await name.fill('\u200B\u200B\u200B');
            await page.getByRole('textbox', { name: /^E-?Mail/i }).fill('eva@example.test');
            await page.getByRole('button', { name: text.next }).click();
            await expect(page.getByText(text.empty)).toBeVisible();
            await name.fill('Eva \u202Egreb');
            await expect(page.getByText(text.bidi)).toBeVisible();
            await name.fill('Eva Berg');
            await expect(page.getByText(text.bidi)).toHaveCount(0);
            expect(sent).toEqual([]);
        });
    }

    test('an integration URL must be http(s); a link-local one is refused by the API', async ({
        page,
    }) => {
        await page.goto('/dad/integrations?organization_id=1');
        const integrationName = unique('Hygiene ChirpStack');
        const created = await api(page, 'POST', '/integrations', {
            name: integrationName,
            type: 'CHIRPSTACK_V4',
            organizationId: 1,
            details: { infoList: { url: 'https://cs.example', applicationId: 5, apiToken: 't' } },
        });
        expect(created.status).toBe(201);
        const id = (created.body as { id: number }).id;
        await page.goto(`/dad/integrations/integration?id=${id}&organization_id=1`);
        const url = page.getByLabel(/^URL(\s*\*)?$/);
        await expect(url).toHaveValue('https://cs.example');

        await url.fill('file:///etc/passwd');
        await expect(
            page.getByText('Enter an http:// or https:// address with a host'),
        ).toBeVisible();

        await url.fill('http://169.254.169.254/latest/meta-data/');
        await expect(
            page.getByText('Enter an http:// or https:// address with a host'),
        ).toHaveCount(0);
        const answer = page.waitForResponse(
            response => response.request().method() === 'PATCH' && response.url().includes('/api/'),
        );
        await page.getByRole('button', { name: 'Save' }).click();
        expect((await answer).status()).toBe(400);
        await expect(
            page.getByText('url must not point at a loopback, link-local or private address'),
        ).toBeVisible();
        const stored = await api(page, 'GET', `/integrations/${id}`);
        expect(stored.body).toMatchObject({ details: { infoList: { url: 'https://cs.example' } } });
        await api(page, 'DELETE', `/integrations/${id}`);
    });
});
