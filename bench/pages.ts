/**
 * The whole-console part of npm run bench: the first load of pages that are not lists. For each,
 * from navigation (signed in, empty cache) to the moment the page is usable: the time and the
 * JavaScript the browser fetched (gzip), split into the start bundle every page shares and what
 * the page loads on demand. The Monaco pages show when the editor has rendered the script.
 */
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { watchFilled } from './measure';

export interface PageCase {
    /** The key in bench/results.json and the first column of the printed table. */
    name: string;
    path: string;
    /** Present and filled once the page is usable. */
    ready: string;
}

export const PAGE_CASES: PageCase[] = [
    { name: 'home', path: '/', ready: 'main a[href="/dad"]' },
    {
        name: 'data sharing (Monaco)',
        path: '/dad/datasharing/sharing?id=1',
        ready: '.monaco-editor .view-lines .view-line',
    },
    {
        name: 'custom alarm (Monaco)',
        path: '/alarming/custom-alarms/external-alarm?id=1',
        ready: '.monaco-editor .view-lines .view-line',
    },
];

export interface PageRun {
    loadMs: number;
    startJsKb: number;
    pageJsKb: number;
}

export const measurePage = async (
    browser: Browser,
    state: BrowserContextOptions['storageState'],
    base: string,
    pageCase: PageCase,
    gzipKb: (urls: string[]) => Promise<number>,
): Promise<PageRun> => {
    const context = await browser.newContext({
        // The in-page timers poll with string expressions, which the console's policy (no eval)
        // refuses; the measurements do not depend on the policy.
        bypassCSP: true,
        storageState: state,
        viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    let ready = false;
    // The start bundle: the entry and the chunks index.html preloads (modulepreload links).
    const startUrls = new Set<string>();
    page.on('response', response => {
        const request = response.request();
        if (ready || !['script', 'other'].includes(request.resourceType())) return;
        if (!response.url().endsWith('.js')) return;
        scripts.push(response.url());
    });
    await page.addInitScript({ content: watchFilled(pageCase.ready, '__ready') });
    await page.goto(`${base}${pageCase.path}`);
    for (const url of await page.evaluate(() =>
        [
            ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
                'script[type="module"][src], link[rel="modulepreload"]',
            ),
        ].map(element => ('src' in element ? element.src : element.href)),
    ))
        startUrls.add(url);
    await page.waitForFunction('window.__ready !== undefined', null, {
        timeout: 60_000,
        polling: 50,
    });
    ready = true;
    const loadMs = (await page.evaluate('window.__ready')) as number;
    const unique = [...new Set(scripts)];
    const startJsKb = await gzipKb(unique.filter(url => startUrls.has(url)));
    const pageJsKb = await gzipKb(unique.filter(url => !startUrls.has(url)));
    await context.close();
    return { loadMs, startJsKb, pageJsKb };
};
