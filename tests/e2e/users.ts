/** The sandbox's demo users (password = username) and signing in through its SSO page. */
import { expect, type Page } from '@playwright/test';

export const DEMO_USERS = [
    'sysadmin',
    'orgadmin',
    'viewer',
    'serviceuser',
    'guest',
    'orgadmin2',
] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

export const storageStateOf = (user: DemoUser) =>
    `${process.env.E2E_OUTPUT ?? 'test-results'}/auth/${user}.json`;

/** Fills the SSO login page and waits to be back in the console. */
export const signInOnSsoPage = async (page: Page, user: string) => {
    await page.getByLabel('Username').fill(user);
    await page.getByLabel('Password').fill(user);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
};

export const signIn = async (page: Page, user: string, path = '/') => {
    await page.goto(path);
    await signInOnSsoPage(page, user);
};
