/** The sandbox's test controls: faults, token lifetimes, reseeding. */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Fault as SandboxFault } from '../../sandbox/faults';

/** A fault as the sandbox takes it: which requests, and what happens to them. */
export type Fault = Omit<SandboxFault, 'id' | 'hits' | 'server'> & {
    server?: SandboxFault['server'];
};

export const injectFault = async (request: APIRequestContext, fault: Fault) => {
    const response = await request.post('/__sandbox/faults', { data: fault });
    if (!response.ok()) throw new Error(`Fault not injected: ${response.status()}`);
};

export const clearFaults = (request: APIRequestContext) => request.delete('/__sandbox/faults');

export const setTokenLifetimes = (
    request: APIRequestContext,
    lifetimes: { accessTokenTtl?: number; refreshTokenTtl?: number; sessionTtl?: number },
) => request.post('/__sandbox/sso/ttl', { data: lifetimes });

export const restoreTokenLifetimes = (request: APIRequestContext) =>
    request.delete('/__sandbox/sso/ttl');

/**
 * Short token lifetimes, and a way to wait until the session has ended: every call refreshes
 * a token this short, and each refresh extends the session, so it ends LIFETIME seconds after
 * the last refresh, however long sign-in and the page took on a busy machine.
 */
const LIFETIME = 6;
export const shortenSession = async (page: Page, request: APIRequestContext) => {
    await setTokenLifetimes(request, { accessTokenTtl: LIFETIME, refreshTokenTtl: LIFETIME });
    let lastRefresh = Date.now();
    page.on('requestfinished', finished => {
        if (finished.url().includes('/protocol/openid-connect/token')) lastRefresh = Date.now();
    });
    return async () => {
        while (Date.now() < lastRefresh + (LIFETIME + 1.5) * 1000) {
            await page.waitForTimeout(lastRefresh + (LIFETIME + 1.5) * 1000 - Date.now());
        }
    };
};

/** A brand-new SSO account with no group (password = username), as a user to invite. */
export const createAccount = async (request: APIRequestContext, username: string) => {
    const response = await request.post('/__sandbox/users', { data: { username } });
    if (response.status() !== 201) {
        throw new Error(`Account ${username} not created: ${response.status()}`);
    }
};
