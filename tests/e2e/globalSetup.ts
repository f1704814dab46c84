/**
 * Writes the route manifest of the run from the registries (decision 0070), signs in once per
 * demo user and keeps each session for the tests (storageState), and finds the seeded record each
 * declared resource's edit page opens on (seededRecords.ts).
 */
import { chromium, type FullConfig } from '@playwright/test';
import { writeRouteManifest } from './routeManifestFile';
import { DEMO_USERS, signIn, storageStateOf } from './users';

export default async function globalSetup(config: FullConfig) {
    // Before anything reads it: the tests load after this setup, in this process too.
    writeRouteManifest();
    const { SEEDED_EDIT_IDS } = await import('./routes');
    const { firstSeededRecords } = await import('./seededRecords');
    const { baseURL, launchOptions } = config.projects[0].use;
    const browser = await chromium.launch(launchOptions);
    for (const user of DEMO_USERS) {
        const context = await browser.newContext({ baseURL });
        const page = await context.newPage();
        await signIn(page, user);
        await context.storageState({ path: storageStateOf(user) });
        // Playwright hands the runner's environment to the test workers.
        if (user === 'sysadmin') {
            process.env[SEEDED_EDIT_IDS] = JSON.stringify(await firstSeededRecords(page));
        }
        await context.close();
    }
    await browser.close();
}
