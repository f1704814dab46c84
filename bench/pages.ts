/**
 * The whole-console part of npm run bench: the first load of pages that are not lists. For each,
 * from navigation (signed in, empty cache) to the moment the page is usable: the time and the
 * JavaScript the browser fetched (gzip), split into the start bundle every page shares and what
 * the page loads on demand. The Monaco pages show when the editor has rendered the script; the
 * onboarding wizard when its first step's field is labelled.
 */
import type { Browser } from '@playwright/test';
import type { SignedIn } from './signedIn';
import { openMeasuredPage } from './measuredPage';

export interface PageCase {
    /** The key in bench/results.json and the first column of the printed table. */
    name: string;
    path: string;
    /** Present and filled once the page is usable. */
    ready: string;
}

export const PAGE_CASES: PageCase[] = [
    // The home page's first tile. Not "main a": react-admin's <main> holds the sidebar too.
    { name: 'home', path: '/', ready: '#main-content a' },
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
    // The wizard's first step: its integration field, labelled once the step has rendered.
    { name: 'onboarding wizard', path: '/dad/devices/onboard', ready: 'main form label' },
];

export interface PageRun {
    loadMs: number;
    startJsKb: number;
    pageJsKb: number;
}

export const measurePage = async (
    browser: Browser,
    signedIn: SignedIn,
    base: string,
    pageCase: PageCase,
    gzipKb: (urls: string[]) => Promise<number>,
): Promise<PageRun> => {
    const { context, readyMs, scripts, startScripts } = await openMeasuredPage(
        browser,
        signedIn,
        `${base}${pageCase.path}`,
        pageCase.ready,
    );
    const startJsKb = await gzipKb(scripts.filter(url => startScripts.has(url)));
    const pageJsKb = await gzipKb(scripts.filter(url => !startScripts.has(url)));
    await context.close();
    return { loadMs: readyMs, startJsKb, pageJsKb };
};
