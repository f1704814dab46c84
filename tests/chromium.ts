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
    ],
};
