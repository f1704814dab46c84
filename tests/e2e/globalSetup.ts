/** Signs in once per demo user and keeps each session for the tests (storageState). */
import { chromium, type FullConfig } from '@playwright/test';
import { DEMO_USERS, signIn, storageStateOf } from './users';

export default async function globalSetup(config: FullConfig) {
    const { baseURL, launchOptions } = config.projects[0].use;
    const browser = await chromium.launch(launchOptions);
    for (const user of DEMO_USERS) {
        const context = await browser.newContext({ baseURL });
        const page = await context.newPage();
        await signIn(page, user);
        await context.storageState({ path: storageStateOf(user) });
        await context.close();
    }
    await browser.close();
}
