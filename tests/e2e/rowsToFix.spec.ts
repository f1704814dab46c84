/**
 * "Download the rows to fix" (issue 42, point 5), in English, German and Italian, at desktop and
 * phone width: a registration preview with a bad row gives a CSV of that row as the file had it
 * (its header, order and separator) with the reason in the user's language; the test fixes the
 * bad cells in the file and chooses it again: the preview is clean (the reason column is not
 * read, not even as an unknown column) and the device registers as written. A bulk removal with
 * a failure the sandbox injects gives the failed device with the columns of the list's export
 * and the reason, in the user's language. By keyboard: tests/e2e/keyboard.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { api, choose, onboardTestDevice, unique } from './helpers';
import { injectFault } from './sandbox';
import { storageStateOf } from './users';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** What the user sees, in each language (the console's catalogues, written out). */
const TEXTS = {
    en: {
        title: 'Register devices',
        integration: 'Integration',
        next: 'Next',
        chooseFile: 'Choose CSV file',
        badRow: '1 row has problems.',
        download: 'Download the rows to fix',
        reason: 'Reason',
        lineReason:
            'Line 4: deviceId 12345 is not a DevEUI of 16 hex digits; updateInterval: Minimum 60 seconds (or 0)',
        fileName: 'lamps - rows to fix.csv',
        ready: '1 device is ready to register.',
        ignored: 'Unknown columns, ignored',
        register: 'Register',
        registered: '1 device registered',
        search: 'Search',
        selectAll: 'Select all',
        remove: 'Remove',
        finished: 'Finished',
        summary: '1 done, 1 failed, 0 not started.',
        exportHeader:
            'Name,Device ID,Type,Integration,Service,Tag,Location,Last seen,Health,Activation,Reason',
        refused: 'Only admins of this organization can do this.',
        devices: 'Devices',
        bulkFileName: ' - rows to fix.csv',
        separator: ',',
    },
    de: {
        title: 'Geräte registrieren',
        integration: 'Integration',
        next: 'Weiter',
        chooseFile: 'CSV-Datei wählen',
        badRow: '1 Zeile hat Fehler.',
        download: 'Zu korrigierende Zeilen herunterladen',
        reason: 'Grund',
        lineReason:
            'Zeile 4: deviceId 12345 ist keine DevEUI aus 16 Hex-Ziffern; updateInterval: Mindestens 60 Sekunden (oder 0)',
        fileName: 'lamps - zu korrigierende Zeilen.csv',
        ready: '1 Gerät ist bereit zur Registrierung.',
        ignored: 'Unbekannte Spalten, ignoriert',
        register: 'Registrieren',
        registered: '1 Gerät registriert',
        search: 'Suchen',
        selectAll: 'Alle auswählen',
        remove: 'Entfernen',
        finished: 'Abgeschlossen',
        summary: '1 erledigt, 1 fehlgeschlagen, 0 nicht begonnen.',
        exportHeader:
            'Name;Geräte-ID;Typ;Integration;Dienst;Tag;Standort;Zuletzt gemeldet;Zustand;Aktivierung;Grund',
        refused: 'Nur Administratoren dieser Organisation können das tun.',
        devices: 'Geräte',
        bulkFileName: ' - zu korrigierende Zeilen.csv',
        separator: ';',
    },
    it: {
        title: 'Registra dispositivi',
        integration: 'Integrazione',
        next: 'Avanti',
        chooseFile: 'Scegli file CSV',
        badRow: '1 riga presenta problemi.',
        download: 'Scarica le righe da correggere',
        reason: 'Motivo',
        lineReason:
            'Riga 4: deviceId 12345 non è un DevEUI di 16 cifre esadecimali; updateInterval: minimo 60 secondi (oppure 0)',
        fileName: 'lamps - righe da correggere.csv',
        ready: '1 dispositivo è pronto per la registrazione.',
        ignored: 'Colonne sconosciute, ignorate',
        register: 'Registra',
        registered: '1 dispositivo registrato',
        search: 'Cerca',
        selectAll: 'Seleziona tutto',
        remove: 'Rimuovi',
        finished: 'Terminato',
        summary: '1 completati, 1 non riusciti, 0 non iniziati.',
        exportHeader:
            'Nome;ID dispositivo;Tipo;Integrazione;Servizio;Tag;Posizione;Ultimo contatto;Stato;Attivazione;Motivo',
        refused: 'Solo gli amministratori di questa organizzazione possono farlo.',
        devices: 'Dispositivi',
        bulkFileName: ' - righe da correggere.csv',
        separator: ';',
    },
} as const;

type Language = keyof typeof TEXTS;

/** Opens the console in a language, organization 1 chosen. */
const openIn = async (page: Page, language: Language) => {
    await page.addInitScript(
        locale => localStorage.setItem('RaStoreconsole.locale', JSON.stringify(locale)),
        language,
    );
    await page.goto('/dad?organization_id=1');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
};

/** 16 hex digits unique to this run. */
const devEui = (index: number) =>
    `70B3D57E${(Date.now() % 0xffffff).toString(16).padStart(6, '0').toUpperCase()}${index
        .toString(16)
        .padStart(2, '0')
        .toUpperCase()}`;

/** A downloaded file's name and text; the text must begin with the UTF-8 BOM. */
const fileOf = async (download: Download) => {
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return { name: download.suggestedFilename(), text: bytes.toString('utf8').slice(1) };
};

const linesOf = (text: string) => text.replace(/\r\n$/, '').split('\r\n');

for (const [language, viewport] of [
    ['en', DESKTOP],
    ['de', PHONE],
    ['it', DESKTOP],
    ['en', PHONE],
] as const) {
    const texts = TEXTS[language];
    const width = viewport === PHONE ? 'phone' : 'desktop';

    test.describe(`rows to fix in ${language} at ${width} width`, () => {
        test.use({ storageState: storageStateOf('orgadmin'), viewport });

        test('a registration file’s bad row comes back with its reason, is fixed, chosen again and registered', async ({
            page,
        }) => {
            await openIn(page, language);
            const integration = unique(`E2E Rows ${language}`);
            const created = await api(page, 'POST', '/integrations', {
                name: integration,
                type: 'CHIRPSTACK_V4',
                organizationId: 1,
                details: {
                    infoList: {
                        url: 'https://chirpstack.example.com',
                        applicationId: 7,
                        apiToken: 'e2e-token',
                    },
                },
            });
            expect(created.status).toBe(201);
            const [good, fixedId] = [devEui(1), devEui(2)];
            const run = unique('Lamp');

            await page.goto('/dad/devices/register');
            await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
            await choose(page, texts.integration, integration);
            await page.getByRole('button', { name: texts.next, exact: true }).click();

            // Written with ; by a spreadsheet: a column the page does not know, a blank line, a
            // location that starts with a minus, and one bad row (its deviceId and interval).
            const original = [
                'Note;name;deviceId;vendor;deviceType;firmware;location;updateInterval',
                `first;${run} A;${good};Schréder;Owlet IoT;3.0;Main street;3600`,
                '',
                `second;${run} B;12345;Schréder;Owlet IoT;3.0;-33.87, 151.21;30`,
                '',
            ].join('\r\n');
            await page.getByLabel(texts.chooseFile).setInputFiles({
                name: 'lamps.csv',
                mimeType: 'text/csv',
                buffer: Buffer.from(original, 'utf8'),
            });
            await expect(page.getByText(texts.badRow)).toBeVisible();
            await expect(page.getByRole('button', { name: texts.register })).toBeDisabled();

            const downloading = page.waitForEvent('download');
            await page.getByRole('button', { name: texts.download }).click();
            const file = await fileOf(await downloading);
            expect(file.name).toBe(texts.fileName);
            // The bad row as it was, under the file's header and separator, the reason last (it
            // holds the separator: quoted); the minus sign made inert by the writer.
            expect(linesOf(file.text)).toEqual([
                `Note;name;deviceId;vendor;deviceType;firmware;location;updateInterval;${texts.reason}`,
                `second;${run} B;12345;Schréder;Owlet IoT;3.0;'-33.87, 151.21;30;"${texts.lineReason}"`,
            ]);

            // Fixed in the file: its deviceId and its interval; the reason stays in it.
            const fixed = file.text.replace(';12345;', `;${fixedId};`).replace(';30;', ';60;');
            expect(fixed).not.toBe(file.text);
            await page.getByLabel(texts.chooseFile).setInputFiles({
                name: 'lamps-fixed.csv',
                mimeType: 'text/csv',
                buffer: Buffer.from(`\uFEFF${fixed}`, 'utf8'),
            });
            await expect(page.getByText(texts.ready)).toBeVisible();
            // Only the column the original had is unknown: the reason column is not read.
            await expect(page.getByText(`${texts.ignored}: Note`, { exact: true })).toBeVisible();
            await expect(page.getByRole('button', { name: texts.download })).toHaveCount(0);

            const sent = page.waitForRequest(request => request.url().includes('/register?'));
            await page.getByRole('button', { name: texts.register }).click();
            const body = (await sent).postDataJSON();
            expect(body.devices).toEqual([
                {
                    name: `${run} B`,
                    deviceId: fixedId,
                    details: { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' },
                    location: '-33.87, 151.21',
                    updateInterval: 60,
                },
            ]);
            await expect(page.getByText(texts.registered)).toBeVisible();
            const stored = (await api(page, 'GET', '/devices')).body as {
                deviceId: string;
                location: string;
            }[];
            expect(stored.find(device => device.deviceId === fixedId)?.location).toBe(
                '-33.87, 151.21',
            );
        });

        test('a bulk removal with a refusal gives the failed device with the list’s columns and the reason', async ({
            page,
            request,
        }) => {
            await openIn(page, language);
            const prefix = unique(`Rows bulk ${language}`);
            const done = await onboardTestDevice(page, `${prefix} 1`);
            const failing = await onboardTestDevice(page, `${prefix} 2`);
            await injectFault(request, {
                method: 'DELETE',
                path: `^/api/devices/${failing.id}$`,
                // The API's own words for a user who is no admin any more, as it answers them.
                status: 403,
                body: { message: 'Only admins of this organization may do this' },
                times: 1,
            });
            await page.goto(
                `/dad/devices?filter=${encodeURIComponent(JSON.stringify({ q: prefix }))}`,
            );
            await expect(page.locator('tbody tr')).toHaveCount(2);
            await page.getByRole('checkbox', { name: texts.selectAll, exact: true }).check();
            const toolbar = page.locator('[data-test=bulk-actions-toolbar]');
            await toolbar.getByRole('button', { name: texts.remove }).click();
            const dialog = page.getByRole('dialog');
            await dialog.getByRole('button', { name: texts.remove }).click();
            await expect(dialog.getByRole('heading', { name: texts.finished })).toBeVisible({
                timeout: 60_000,
            });
            await expect(dialog).toContainText(texts.summary);
            expect((await api(page, 'GET', `/devices/${done.id}`)).status).toBe(404);

            const downloading = page.waitForEvent('download');
            await dialog.getByRole('button', { name: texts.download }).click();
            const file = await fileOf(await downloading);
            expect(file.name).toMatch(
                new RegExp(
                    `^${texts.devices} Stadtwerke Musterstadt \\d{4}-\\d{2}-\\d{2}${texts.bulkFileName}$`,
                ),
            );
            const lines = linesOf(file.text);
            expect(lines[0]).toBe(texts.exportHeader);
            expect(lines).toHaveLength(2);
            const cells = lines[1].split(texts.separator);
            expect(cells[0]).toBe(failing.name);
            expect(cells[1]).toBe(failing.deviceId);
            expect(cells[3]).toBe('Smart Interface');
            expect(cells[cells.length - 1]).toBe(texts.refused);
            await api(page, 'DELETE', `/devices/${failing.id}`);
        });
    });
}
