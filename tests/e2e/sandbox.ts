/** The sandbox's test controls: faults, token lifetimes, reseeding. */
import type { APIRequestContext } from '@playwright/test';
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

/** A brand-new SSO account with no group (password = username), as a user to invite. */
export const createAccount = async (request: APIRequestContext, username: string) => {
    const response = await request.post('/__sandbox/users', { data: { username } });
    if (response.status() !== 201) {
        throw new Error(`Account ${username} not created: ${response.status()}`);
    }
};
