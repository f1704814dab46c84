/**
 * How the tests and the bench start Chromium (tests/chromium.ts): Playwright's own disabled
 * features stay disabled next to the console's, and no window loads the address bar's popup.
 */
import fs from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { chromiumLaunchOptions, OMNIBOX_POPUP_FEATURES } from '../chromium.ts';

/** Chromium as Playwright starts it when given nothing but where to find it (for its switch list). */
const playwrightDefaults: LaunchOptions = {
    executablePath: chromiumLaunchOptions.executablePath,
    headless: true,
    args: ['--no-sandbox'],
};

const browsers: Browser[] = [];

afterEach(async () => {
    await Promise.all(browsers.splice(0).map(browser => browser.close()));
});

const launch = async (options: LaunchOptions) => {
    const browser = await chromium.launch(options);
    browsers.push(browser);
    return browser;
};

/** The browser's command line, as chrome://version shows it. */
const commandLineOf = async (browser: Browser) => {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    await page.close();
    return commandLine;
};

/** Chromium takes the last `--disable-features` it is given. */
const disabledFeaturesOf = (commandLine: string) =>
    [...commandLine.matchAll(/--disable-features=(\S+)/g)].at(-1)?.[1]?.split(',') ?? [];

/** The processes of one browser that render Chromium's own top-of-window pages. */
const topChromeRenderersOf = async (browser: Browser) => {
    const session = await browser.newBrowserCDPSession();
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
        processInfo: { type: string; id: number }[];
    };
    await session.detach();
    return processInfo.filter(({ type, id }) => {
        if (type !== 'renderer') return false;
        try {
            // Chromium rewrites its processes' titles: the arguments come separated by spaces.
            const commandLine = fs.readFileSync(`/proc/${id}/cmdline`, 'utf8');
            return /(^|[\s\0])--top-chrome-webui([\s\0]|$)/.test(commandLine);
        } catch {
            return false; // ended meanwhile
        }
    });
};

test("keeps Playwright's own disabled features and adds the address bar's popup", async () => {
    const playwrights = disabledFeaturesOf(await commandLineOf(await launch(playwrightDefaults)));
    expect(playwrights).toContain('PaintHolding');

    const ours = disabledFeaturesOf(await commandLineOf(await launch(chromiumLaunchOptions)));
    expect(ours).toEqual(expect.arrayContaining([...playwrights, ...OMNIBOX_POPUP_FEATURES]));
});

test.runIf(process.platform === 'linux')(
    "a new browser context loads no page of the address bar's popup",
    async () => {
        const browser = await launch(chromiumLaunchOptions);
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto('about:blank');
        // Chromium builds that load the popup start its renderer with the new window, before the
        // page has loaded; a build without the popup (or the console's options) starts none. The
        // check holds for both: it asserts the console's launch, not the browser's quirk.
        await page.evaluate(() => new Promise(resolve => setTimeout(resolve, 500)));
        expect(await topChromeRenderersOf(browser)).toEqual([]);
    },
);
