/**
 * The device page's Readings panel in npm run bench: "time to the chart with a month of hourly
 * readings". The sandbox gives the seeded device 5 (isTSD) 720 hourly readings
 * (POST /__sandbox/readings/hourly); each run opens the device page (signed in, empty cache),
 * times navigation to the chart of the last 24 hours (the panel's default), then a click on
 * "Last 30 days" to the chart of all 720 readings, and notes the JavaScript the page loaded on
 * demand (the page, the panel and uPlot; gzip).
 */
import type { Browser } from '@playwright/test';
import type { SignedIn } from './signedIn';
import { openMeasuredPage } from './measuredPage';

export const READINGS_DEVICE = 5;
export const READINGS_HOURS = 30 * 24;

export interface ReadingsRun {
    /** Navigation to the drawn chart of the last 24 hours. */
    dayChartMs: number;
    /** A click on "Last 30 days" to the drawn chart of the month. */
    monthChartMs: number;
    /** The start bundle every page shares (gzip). */
    startJsKb: number;
    pageJsKb: number;
}

/** The seed call of the case (a sandbox test control). */
export const readingsSeed = (organizationId: number) => ({
    method: 'POST',
    route: 'readings/hourly',
    body: { organizationId, deviceId: READINGS_DEVICE, hours: READINGS_HOURS },
});

/**
 * In-page: clicks the button named `label` and resolves with the ms until the chart shows more
 * than `points` readings (the chart notes its count in data-points once drawn). Plain JavaScript.
 */
const timeToChart = (label: string, points: number) => `
new Promise(resolve => {
    const drawn = () => {
        const chart = document.querySelector('[data-testid="readings-chart"][data-points]');
        return !!chart && Number(chart.dataset.points) > ${points};
    };
    const button = [...document.querySelectorAll('button')].find(
        one => one.textContent.trim() === ${JSON.stringify(label)},
    );
    const started = performance.now();
    const observer = new MutationObserver(() => {
        if (drawn()) {
            observer.disconnect();
            resolve(performance.now() - started);
        }
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    button.click();
})`;

export const measureReadings = async (
    browser: Browser,
    signedIn: SignedIn,
    base: string,
    organizationId: number,
    gzipKb: (urls: string[]) => Promise<number>,
): Promise<ReadingsRun> => {
    const { context, page, readyMs, scripts, startScripts } = await openMeasuredPage(
        browser,
        signedIn,
        `${base}/dad/devices/device?id=${READINGS_DEVICE}&organization_id=${organizationId}`,
        '[data-testid="readings-legend"] li',
    );
    await page.waitForSelector('[data-testid="readings-chart"][data-points]');
    await page.waitForTimeout(300);
    const monthChartMs = (await page.evaluate(timeToChart('Last 30 days', 48))) as number;
    const startJsKb = await gzipKb(scripts.filter(url => startScripts.has(url)));
    const pageJsKb = await gzipKb(scripts.filter(url => !startScripts.has(url)));
    await context.close();
    return { dayChartMs: readyMs, monthChartMs, startJsKb, pageJsKb };
};
