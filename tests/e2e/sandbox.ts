/** The sandbox's test controls: faults, token lifetimes, reseeding. */
import type { APIRequestContext } from '@playwright/test';

export interface Fault {
    method?: string;
    path: string;
    status?: number;
    body?: unknown;
    delayMs?: number;
    drop?: boolean;
    times?: number;
    server?: 'app' | 'sso';
}

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
