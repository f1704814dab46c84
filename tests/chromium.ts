/**
 * Playwright's own `--disable-features` (playwright-core's chromiumSwitches): Chromium takes the
 * last `--disable-features` it is given, so the list below repeats Playwright's.
 * `tests/sandbox/chromiumLaunch.test.ts` fails when Playwright's list grows.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'msForceBrowserSignIn',
    'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's suggestion popup, a page of Chromium's own (chrome://omnibox-popup): for every
 * new window, which Playwright opens for every browser context, headless Chromium loads it into a
 * renderer process of its own, about 400 files and 0.7 CPU seconds, right while the test's page
 * loads. A headless window never shows it. Without it, the bench's first list rows came about a
 * third sooner, for the console and the reference alike.
 */
export const OMNIBOX_POPUP_FEATURES = [
    'WebUIOmniboxPopup',
    'WebUIOmniboxFullPopup',
    'WebUIOmniboxAimPopup',
];

/** How every test starts Chromium: Debian's build (or CHROME_PATH), headless, never downloaded. */
export const chromiumLaunchOptions = {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
    ],
};
