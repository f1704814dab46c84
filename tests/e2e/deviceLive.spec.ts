/**
 * The device page live (issue 42, point 6), in English, German and Italian, at desktop and phone
 * width: while the page is open, an uplink the sandbox takes shows within 15 s in the heading's
 * last seen and health and in the readings chart, without a reload, in the period the user chose,
 * and what the user typed in the form stays (a poll never resets a dirty form). In a background
 * tab nothing is read; shown again, the page reads at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, onboardTestDevice, unique } from './helpers';
import { clearFaults, injectFault } from './sandbox';
import { storageStateOf } from './users';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SMART_INTERFACE_KEY = 'swm-smartinterface-2024';
/** The bound: a new uplink shows within 15 s. */
const LIVE = { timeout: 15_000 };

const TEXTS = {
    en: {
        never: 'Never seen',
        online: 'Online',
        readings: 'Readings',
        week: 'Last 7 days',
        empty: 'No readings in this period',
        description: 'Description',
        save: 'Save',
    },
    de: {
        never: 'Nie gemeldet',
        online: 'Online',
        readings: 'Messwerte',
        week: 'Letzte 7 Tage',
        empty: 'Keine Messwerte in diesem Zeitraum',
        description: 'Beschreibung',
        save: 'Speichern',
    },
    it: {
        never: 'Mai rilevato',
        online: 'In linea',
        readings: 'Letture',
        week: 'Ultimi 7 giorni',
        empty: 'Nessuna lettura in questo periodo',
        description: 'Descrizione',
        save: 'Salva',
    },
} as const;

type Language = keyof typeof TEXTS;

const uplink = async (page: Page, deviceId: string, value: Record<string, number>) => {
    const response = await page.request.post(
        `/smartcity/uplink/smartInterface/${deviceId}/key/${SMART_INTERFACE_KEY}`,
        { data: value },
    );
    expect(response.status()).toBe(202);
};

/** A new device with time-series data that expects an uplink a minute, never seen yet. */
const liveDevice = async (page: Page) => {
    const device = await onboardTestDevice(page, unique('Live device'));
    const patched = await api(page, 'PATCH', `/devices/${device.id}`, {
        id: device.id,
        isTSD: true,
        updateInterval: 60,
    });
    expect(patched.status).toBe(200);
    return device;
};

/** The GETs of the device and of its readings the page sends from now on. */
const readsOf = (page: Page, id: number) => {
    const reads: string[] = [];
    page.on('request', request => {
        const path = new URL(request.url()).pathname;
        if (request.method() !== 'GET') return;
        if (path === `/api/devices/${id}`) reads.push('device');
        if (path === `/api/devices/${id}/export`) reads.push('readings');
    });
    return reads;
};

/** Hides or shows the tab as a browser does when the user switches tabs. */
const setTabShown = (page: Page, shown: boolean) =>
    page.evaluate(visible => {
        Object.defineProperty(document, 'visibilityState', {
            configurable: true,
            get: () => (visible ? 'visible' : 'hidden'),
        });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => !visible });
        // As the browser fires it: at the document, bubbling to the window.
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, shown);

for (const [language, viewport] of [
    ['en', DESKTOP],
    ['de', PHONE],
    ['it', DESKTOP],
    ['it', PHONE],
] as const) {
    const texts = TEXTS[language as Language];
    test.describe(`the device page live in ${language} at ${viewport === PHONE ? 'phone' : 'desktop'} width`, () => {
        // A system admin: only they set a device's time-series flag.
        test.use({ storageState: storageStateOf('sysadmin'), viewport });

        test('a new uplink shows in last seen, health and the chart within 15 s; the chosen period and typed input stay', async ({
            page,
        }) => {
            await page.addInitScript(
                locale => localStorage.setItem('RaStoreconsole.locale', JSON.stringify(locale)),
                language,
            );
            await page.goto('/dad?organization_id=1');
            const device = await liveDevice(page);
            await page.goto(`/dad/devices/device?id=${device.id}&organization_id=1`);
            const header = page.locator('#main-content header');
            await expect(header.locator('[data-health]')).toHaveText(texts.never);
            const panel = page.getByRole('region', { name: texts.readings });
            await expect(panel.getByText(texts.empty)).toBeVisible();

            // The user picks a period and starts typing; nothing is saved.
            await panel.getByRole('button', { name: texts.week }).click();
            await expect(panel.getByText(texts.empty)).toBeVisible();
            const description = page.getByRole('textbox', { name: texts.description });
            await description.fill('Typed while the device reports');
            const save = page.getByRole('button', { name: texts.save });
            await expect(save).toBeEnabled();

            await uplink(page, device.deviceId, { temperature: 21.5 });
            const seen = (await api(page, 'GET', `/devices/${device.id}`)).body as {
                lastSeen: number;
            };
            await expect(header.locator('[data-health]')).toHaveText(texts.online, LIVE);
            await expect(header.locator('time')).toHaveAttribute(
                'datetime',
                new Date(seen.lastSeen).toISOString(),
            );
            const chart = panel.getByTestId('readings-chart');
            await expect(chart).toHaveAttribute('data-points', '1', LIVE);
            await expect(panel.getByRole('button', { name: texts.week })).toHaveAttribute(
                'aria-pressed',
                'true',
            );
            // Polls came and went: the typed text is still there, still to be saved.
            await expect(description).toHaveValue('Typed while the device reports');
            await expect(save).toBeEnabled();

            await uplink(page, device.deviceId, { temperature: 22.5 });
            await expect(chart).toHaveAttribute('data-points', '2', LIVE);
            await expect(description).toHaveValue('Typed while the device reports');
            expect(page.url()).toContain(`id=${device.id}`);
            await api(page, 'DELETE', `/devices/${device.id}`);
        });
    });
}

test.describe('the device page in a background tab', () => {
    test.use({ storageState: storageStateOf('sysadmin') });

    test('reads nothing while the tab is hidden, and at once when it is shown again', async ({
        page,
    }) => {
        await page.goto('/dad?organization_id=1');
        const device = await liveDevice(page);
        await page.goto(`/dad/devices/device?id=${device.id}&organization_id=1`);
        const header = page.locator('#main-content header');
        await expect(header.locator('[data-health]')).toHaveText('Never seen');
        const panel = page.getByRole('region', { name: 'Readings' });
        await expect(panel.getByText('No readings in this period')).toBeVisible();

        const reads = readsOf(page, device.id);
        await setTabShown(page, false);
        await uplink(page, device.deviceId, { temperature: 20 });
        // Longer than a poll's interval: nothing is read in the background.
        await page.waitForTimeout(12_000);
        expect(reads).toEqual([]);
        await expect(header.locator('[data-health]')).toHaveText('Never seen');

        await setTabShown(page, true);
        // At once, not after the next interval.
        await expect(header.locator('[data-health]')).toHaveText('Online', { timeout: 3_000 });
        await expect(panel.getByTestId('readings-chart')).toHaveAttribute('data-points', '1', {
            timeout: 3_000,
        });
        expect(reads).toEqual(expect.arrayContaining(['device', 'readings']));
        await api(page, 'DELETE', `/devices/${device.id}`);
    });
});

test.describe('the device page when a poll fails', () => {
    test.use({ storageState: storageStateOf('sysadmin') });
    test.afterEach(async ({ request }) => {
        await clearFaults(request);
    });

    test('opens no error modal, keeps what it shows, and the next poll brings the uplink', async ({
        page,
        request,
    }) => {
        await page.goto('/dad?organization_id=1');
        const device = await liveDevice(page);
        await page.goto(`/dad/devices/device?id=${device.id}&organization_id=1`);
        const header = page.locator('#main-content header');
        await expect(header.locator('[data-health]')).toHaveText('Never seen');
        const panel = page.getByRole('region', { name: 'Readings' });
        await expect(panel.getByText('No readings in this period')).toBeVisible();

        // The next poll of the device and of its readings fails once each.
        for (const path of [`^/api/devices/${device.id}$`, `^/api/devices/${device.id}/export`]) {
            await injectFault(request, { method: 'GET', path, status: 503, times: 1 });
        }
        const failed = (path: string) =>
            page.waitForResponse(
                response => new URL(response.url()).pathname === path && response.status() === 503,
                { timeout: 15_000 },
            );
        await Promise.all([
            failed(`/api/devices/${device.id}`),
            failed(`/api/devices/${device.id}/export`),
        ]);
        await expect(header.locator('[data-health]')).toHaveText('Never seen');
        // The failure is shown where it happened (its transport errors raise the modal first).
        await expect(panel.getByText('The readings could not be loaded.')).toBeVisible();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);

        await uplink(page, device.deviceId, { temperature: 19 });
        await expect(header.locator('[data-health]')).toHaveText('Online', LIVE);
        await expect(panel.getByTestId('readings-chart')).toHaveAttribute('data-points', '1', LIVE);
        await expect(panel.getByText('The readings could not be loaded.')).toHaveCount(0);
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await api(page, 'DELETE', `/devices/${device.id}`);
    });
});
