/**
 * Signs in once per demo user and keeps each session for the tests (storageState), and finds
 * the seeded record each declared resource's edit page opens on (seededRecords.ts).
 */
import { chromium, type FullConfig } from '@playwright/test';
import { SEEDED_EDIT_IDS } from './routes';
import { firstSeededRecords } from './seededRecords';
import { DEMO_USERS, signIn, storageStateOf } from './users';

export default async function globalSetup(config: FullConfig) {
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
