/**
 * The device page tells what the device is (issue 19, item 2): the heading block (name, health,
 * last seen, integration, service) and the Readings panel (chart with a legend, the summary table
 * as its text alternative, the period switch and its request, the empty period, who may see it),
 * in English and German.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { deviceHealth } from '../../resources/devices/health';
import type { Device } from '../../resources/devices/types';
import { api, onboardTestDevice, pickerField, typedDay, unique } from './helpers';
import { storageStateOf } from './users';

/** Seeded: 72 hourly readings {temperature, humidity, battery}, isTSD, ChirpStack, "Air quality". */
const CLIMATE_RATHAUS = 5;
const DAY = 86_400_000;

const exportRequest = (page: Page, id: number) =>
    page.waitForRequest(
        request =>
            request.method() === 'GET' &&
            new URL(request.url()).pathname === `/api/devices/${id}/export`,
    );

const rangeOf = (request: Request) => {
    const query = new URL(request.url()).searchParams;
    return { start: Number(query.get('start')), end: Number(query.get('end')) };
};

const startOfLocalDay = (ms: number, plusDays = 0) => {
    const date = new Date(ms);
    return new Date(date.getFullYear(), date.getMonth(), date.getDate() + plusDays).getTime();
};

const panelOf = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('the device page as organization admin', () => {
    test.use({ storageState: storageStateOf('orgadmin') });

    test('the heading shows name, health, last seen, integration and service', async ({ page }) => {
        await page.goto('/dad?organization_id=1');
        const device = (await api(page, 'GET', `/devices/${CLIMATE_RATHAUS}`)).body as Device;
        await page.goto(`/dad/devices/device?id=${CLIMATE_RATHAUS}&organization_id=1`);
        const header = page.locator('#main-content header');
        await expect(header.getByRole('heading', { level: 1 })).toHaveText(device.name);
        const health = deviceHealth(device, Date.now()) === 'online' ? 'Online' : 'Silent';
        await expect(header.getByText(health, { exact: true })).toBeVisible();
        await expect(header).toContainText('Last seen:');
        await expect(header.locator('time')).toHaveAttribute(
            'datetime',
            new Date(device.lastSeen as number).toISOString(),
        );
        await expect(header.getByRole('link', { name: 'ChirpStack Stadtwerke' })).toHaveAttribute(
            'href',
            `/dad/integrations/integration?id=${device.integrationId}`,
        );
        await expect(header.getByRole('link', { name: 'Air quality' })).toHaveAttribute(
            'href',
            `/organization/services/service?id=${device.mapping}`,
        );
    });

    test('charts the last 24 hours with a legend and a summary of latest, minimum and maximum', async ({
        page,
    }) => {
        // Signed in first (the sign-in's return to the page would cut the next navigation short).
        await page.goto('/dad?organization_id=1');
        await expect(page.getByRole('link', { name: 'Devices', exact: true })).toBeVisible();
        const asked = exportRequest(page, CLIMATE_RATHAUS);
        await page.goto(`/dad/devices/device?id=${CLIMATE_RATHAUS}&organization_id=1`);
        const range = rangeOf(await asked);
        // The period ends at the next full minute; whole local days, at least three, cover it.
        const periodEnd = Math.ceil((Date.now() + 1) / 60_000) * 60_000;
        expect(range.start).toBe(startOfLocalDay(periodEnd - DAY));
        expect(range.end).toBe(startOfLocalDay(range.start, 3));

        const panel = panelOf(page, 'Readings');
        await expect(panel.getByRole('button', { name: 'Last 24 hours' })).toHaveAttribute(
            'aria-pressed',
            'true',
        );
        const chart = panel.getByRole('img', { name: /^Chart of the readings/ });
        await expect(chart).toHaveAccessibleName(
            'Chart of the readings over the period: temperature (°C), humidity (%), battery (V)',
        );
        // One chart per unit, its axis labelled with the unit; the legend names the units.
        const charts = chart.getByTestId('readings-chart');
        await expect(charts).toHaveCount(3);
        expect(
            await charts.evaluateAll(shown => shown.map(element => element.dataset.unit)),
        ).toEqual(['°C', '%', 'V']);
        for (const canvas of await chart.locator('canvas').all())
            await expect(canvas).toBeVisible();
        await expect(panel.getByRole('listitem')).toHaveText([
            'temperature (°C)',
            'humidity (%)',
            'battery (V)',
        ]);

        // The expected summary from the same call, kept to the last 24 hours.
        const readings = (
            await api(
                page,
                'GET',
                `/devices/${CLIMATE_RATHAUS}/export?start=${range.start}&end=${range.end}`,
            )
        ).body as { time: { epochSecond: number }; value: string }[];
        const shown = readings.filter(
            r =>
                r.time.epochSecond * 1000 >= periodEnd - DAY &&
                r.time.epochSecond * 1000 < periodEnd,
        );
        expect(shown.length).toBeGreaterThan(0);
        const number = new Intl.NumberFormat('en', { maximumFractionDigits: 3 });
        const summary = panel.getByRole('table', { name: 'Numeric fields in this period' });
        for (const field of ['temperature', 'humidity', 'battery']) {
            const values = shown.map(r => JSON.parse(r.value)[field] as number);
            await expect(summary.getByRole('row', { name: new RegExp(`^${field}`) })).toContainText(
                [
                    number.format(values[values.length - 1]),
                    number.format(Math.min(...values)),
                    number.format(Math.max(...values)),
                ].join(''),
            );
        }
    });

    test('the period switch asks for its whole days; a period without readings says so', async ({
        page,
    }) => {
        await page.goto(`/dad/devices/device?id=${CLIMATE_RATHAUS}&organization_id=1`);
        const panel = panelOf(page, 'Readings');
        await expect(panel.getByRole('img', { name: /^Chart of the readings/ })).toBeVisible();

        for (const [name, days] of [
            ['Last 7 days', 7],
            ['Last 30 days', 30],
        ] as const) {
            const asked = exportRequest(page, CLIMATE_RATHAUS);
            await panel.getByRole('button', { name }).click();
            const range = rangeOf(await asked);
            const periodEnd = Math.ceil((Date.now() + 1) / 60_000) * 60_000;
            expect(range.start).toBe(startOfLocalDay(periodEnd - days * DAY));
            expect(range.end).toBe(startOfLocalDay(periodEnd - 1, 1));
            await expect(panel.getByRole('button', { name })).toHaveAttribute(
                'aria-pressed',
                'true',
            );
            await expect(panel.getByRole('img', { name: /^Chart of the readings/ })).toBeVisible();
        }

        await panel.getByRole('button', { name: 'Custom' }).click();
        await pickerField(panel, 'From').fill(typedDay('2020-01-01'));
        await pickerField(panel, 'To').fill(typedDay('2020-01-02'));
        const asked = exportRequest(page, CLIMATE_RATHAUS);
        await panel.getByRole('button', { name: 'Show' }).click();
        // Two days asked as three (the export rule: the end date at least the start plus 2 days).
        expect(rangeOf(await asked)).toEqual({
            start: new Date(2020, 0, 1).getTime(),
            end: new Date(2020, 0, 4).getTime(),
        });
        await expect(panel.getByText('No readings in this period')).toBeVisible();
        await expect(panel.getByRole('img', { name: /^Chart of the readings/ })).toHaveCount(0);
    });

    test('a device without time-series data explains why it has no readings', async ({ page }) => {
        await page.goto('/dad?organization_id=1');
        const device = await onboardTestDevice(page, unique('Readings without TSD'));
        let asked = false;
        page.on('request', request => {
            if (request.url().includes(`/devices/${device.id}/export`)) asked = true;
        });
        await page.goto(`/dad/devices/device?id=${device.id}&organization_id=1`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(device.name);
        await expect(page.locator('#main-content header')).toContainText('Never seen');
        await expect(panelOf(page, 'Readings')).toContainText(
            'This device keeps no time-series data (TSD), so there are no readings to show.',
        );
        expect(asked).toBe(false);
    });

    test('in German', async ({ page }) => {
        await page.addInitScript(() =>
            localStorage.setItem('RaStoreconsole.locale', JSON.stringify('de')),
        );
        await page.goto(`/dad/devices/device?id=${CLIMATE_RATHAUS}&organization_id=1`);
        await expect(page.locator('#main-content header')).toContainText('Zuletzt gemeldet:');
        await expect(page.locator('#main-content header')).toContainText('Dienst:');
        const panel = panelOf(page, 'Messwerte');
        await expect(panel.getByRole('button', { name: 'Letzte 24 Stunden' })).toBeVisible();
        await expect(
            panel.getByRole('img', { name: /^Diagramm der Messwerte im Zeitraum/ }),
        ).toBeVisible();
        const summary = panel.getByRole('table', { name: 'Numerische Felder in diesem Zeitraum' });
        await expect(summary.getByRole('columnheader')).toHaveText([
            'Feld',
            'Neuester Wert',
            'Kleinster Wert',
            'Größter Wert',
            'Neuester Wert um',
        ]);
        await panel.getByRole('button', { name: 'Eigener Zeitraum' }).click();
        await pickerField(panel, 'Von').fill(typedDay('2020-01-01', 'de'));
        await pickerField(panel, 'Bis').fill(typedDay('2020-01-02', 'de'));
        await panel.getByRole('button', { name: 'Anzeigen' }).click();
        await expect(panel.getByText('Keine Messwerte in diesem Zeitraum')).toBeVisible();
    });
});

test.describe('the device page as viewer', () => {
    test.use({ storageState: storageStateOf('viewer') });

    test('sees the heading and why readings are for admins, and asks for none', async ({
        page,
    }) => {
        let asked = false;
        page.on('request', request => {
            if (request.url().includes('/export')) asked = true;
        });
        await page.goto('/dad?organization_id=1');
        const device = (await api(page, 'GET', `/devices/${CLIMATE_RATHAUS}`)).body as Device;
        await page.goto(`/dad/devices/device?id=${CLIMATE_RATHAUS}&organization_id=1`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(device.name);
        await expect(page.locator('#main-content header')).toContainText('Integration:');
        await expect(panelOf(page, 'Readings')).toContainText(
            'Readings are shown to admins only: like their export, they are part of exporting device data.',
        );
        await expect(panelOf(page, 'Readings').getByRole('img')).toHaveCount(0);
        expect(asked).toBe(false);
    });
});
