/**
 * Input hygiene in Chromium against the sandbox (src/validation/hygiene.ts in the form and in
 * the API): a name of zero-width characters or with a right-to-left override is refused under
 * the field in en, de and it before anything is sent; so is an integration URL that is no
 * http(s) address or a link-local one (the API refuses the same: tests/sandbox/hygiene.test.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { api, saveScreenshot, unique } from './helpers';
import { storageStateOf } from './users';

const SHOTS = '/tmp/shots-hygiene';

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
            // The language is in use once its texts have loaded: the choice shows as made.
            await expect(page.getByRole('radio', { name: text.language })).toBeChecked();
            const sent = writes(page);
            await page.goto('/alarming/responsibles/add?organization_id=1');
            const name = page.getByRole('textbox', { name: new RegExp(`^${text.name}`) });
            await name.fill('\u200B\u200B\u200B');
            await page.getByRole('textbox', { name: /^E-?Mail/i }).fill('eva@example.test');
            await page.getByRole('button', { name: text.next }).click();
            await expect(page.getByText(text.empty)).toBeVisible();
            await name.fill('Eva \u202Egreb');
            await expect(page.getByText(text.bidi)).toBeVisible();
            await saveScreenshot(page, `${SHOTS}/responsible-${locale}.png`);
            await name.fill('Eva Berg');
            await expect(page.getByText(text.bidi)).toHaveCount(0);
            expect(sent).toEqual([]);
        });
    }

    test('an integration URL must be http(s) and not link-local, in English and German', async ({
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
        const sent = writes(page);
        const url = page.getByLabel(/^URL(\s*\*)?$/);
        const save = page.getByRole('button', { name: /^(Save|Speichern)$/ });
        const cases: [RegExp, string, string][] = [
            [
                /^(English|Englisch)$/,
                'Enter an http:// or https:// address with a host',
                'Must not be a local, link-local or private network address',
            ],
            [
                /^(German|Deutsch)$/,
                'Eine http://- oder https://-Adresse mit Host eingeben',
                'Darf keine lokale, Link-Local- oder private Netzwerkadresse sein',
            ],
        ];
        for (const [language, notHttp, linkLocal] of cases) {
            await page.goto('/settings');
            await page.getByRole('radio', { name: language }).click();
            await expect(page.getByRole('radio', { name: language })).toBeChecked();
            await page.goto(`/dad/integrations/integration?id=${id}&organization_id=1`);
            await expect(url).toHaveValue('https://cs.example');
            await url.fill('file:///etc/passwd');
            await expect(page.getByText(notHttp)).toBeVisible();
            await url.fill('http://169.254.169.254/latest/meta-data/');
            await expect(page.getByText(notHttp)).toHaveCount(0);
            await expect(page.getByText(linkLocal)).toBeVisible();
            if (await save.isEnabled()) await save.click();
            await saveScreenshot(page, `${SHOTS}/integration-url-${notHttp.slice(0, 5)}.png`);
        }
        await page.setViewportSize({ width: 390, height: 844 });
        await saveScreenshot(page, `${SHOTS}/integration-url-narrow.png`);
        expect(sent).toEqual([]);
        const stored = await api(page, 'GET', `/integrations/${id}`);
        expect(stored.body).toMatchObject({ details: { infoList: { url: 'https://cs.example' } } });
        await api(page, 'DELETE', `/integrations/${id}`);
    });
});
