/**
 * A measured first load, shared by the lists (run.ts) and the pages (pages.ts): a fresh context
 * (signed in, its page starting as the signed-in tab: signedIn.ts; empty cache, the bench's
 * viewport) opens one address and is waited for until the element `ready` finds has text. Gives the time from navigation to then and the JavaScript files
 * fetched until then (scripts and module preloads, each once), and which of them index.html
 * names (the start bundle).
 */
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { watchFilled } from './measure';
import { signedInContext, type SignedIn } from './signedIn';

export interface MeasuredPage {
    context: BrowserContext;
    page: Page;
    /** Milliseconds from navigation until `ready` had text. */
    readyMs: number;
    /**
     * CPU milliseconds of the page's main thread until then (Chromium's ThreadTime): the work to
     * the first row, which the machine's other load does not stretch as it does the time.
     */
    mainThreadCpuMs: number;
    scripts: string[];
    /** The start bundle: the entry and the chunks index.html preloads (as served, not as grown). */
    startScripts: Set<string>;
}

/** A desktop (1280 x 800), or the slow phone: 390 x 844 with the CPU slowed four times. */
export type Device = 'desktop' | 'slowPhone';

const newBenchContext = (browser: Browser, signedIn: SignedIn, device: Device) =>
    signedInContext(browser, signedIn, {
        // The in-page timers poll with string expressions, which the console's policy (no eval)
        // refuses; the measurements do not depend on the policy.
        bypassCSP: true,
        viewport: device === 'desktop' ? { width: 1280, height: 800 } : { width: 390, height: 844 },
        ...(device === 'slowPhone' && { isMobile: true, hasTouch: true }),
    });

export const openMeasuredPage = async (
    browser: Browser,
    signedIn: SignedIn,
    url: string,
    ready: string,
    device: Device = 'desktop',
): Promise<MeasuredPage> => {
    const context = await newBenchContext(browser, signedIn, device);
    return measureIn(context, url, ready, device);
};

/**
 * Opens `url` in a new page of `context` and waits for `ready`: for the repeat visit, the
 * context that has opened the page once already (its HTTP cache and storage; its pages start
 * with the signed-in tab's session storage, as the same tab opening the list again does).
 */
export const measureIn = async (
    context: BrowserContext,
    url: string,
    ready: string,
    device: Device = 'desktop',
): Promise<MeasuredPage> => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (device === 'slowPhone') await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    const threadTime = async () => {
        const { metrics } = await cdp.send('Performance.getMetrics');
        return (metrics.find(metric => metric.name === 'ThreadTime')?.value ?? 0) * 1000;
    };
    const cpuBefore = await threadTime();
    const scripts = new Set<string>();
    let isReady = false;
    page.on('response', response => {
        const type = response.request().resourceType();
        if (isReady || !['script', 'other'].includes(type)) return;
        if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url());
    });
    await page.addInitScript({ content: watchFilled(ready, '__ready') });
    const document = await page.goto(url);
    const html = (await document?.text()) ?? '';
    const startScripts = new Set(
        [
            ...html.matchAll(
                /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+)"/g,
            ),
        ].map(match => new URL(match[1]!, url).href),
    );
    try {
        await page.waitForFunction('window.__ready !== undefined', null, {
            timeout: 60_000,
            polling: 50,
        });
    } catch (error) {
        const shot = path.join(os.tmpdir(), 'bench-not-ready.png');
        await page.screenshot({ path: shot });
        console.error(`${url}: "${ready}" had no text within 60 s; the page is in ${shot}`);
        await context.close();
        throw error;
    }
    isReady = true;
    const readyMs = (await page.evaluate('window.__ready')) as number;
    const mainThreadCpuMs = (await threadTime()) - cpuBefore;
    await cdp.detach();
    return { context, page, readyMs, mainThreadCpuMs, scripts: [...scripts], startScripts };
};
