/** The billing token, the write-skip rule, the billing calls and the subscription rows. */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
    billingDateFormat,
    isCancelDisabled,
    subscriptionExportColumns,
    subscriptionExportFileName,
    subscriptionName,
    subscriptionRows,
} from '../../custom-pages/billing/subscriptions/subscriptionRows';
import { createHttpClient } from '../../src/api/transport/httpClient';
import { exportRows } from '../../src/export';
import { translated } from './shownMessage';
import { setConfig } from '../../src/config';
import { billingApi } from '../../custom-pages/billing/state/billingApi';
import {
    invalidateBillingState,
    removeBillingState,
} from '../../custom-pages/billing/state/billingState';
import { queryKeys } from '../../src/api/cache/queryKeys';
import {
    BILLING_TOKEN_KEY,
    clearBillingToken,
    isBillingTokenValid,
    storeBillingToken,
    subscribeBillingToken,
    validBillingToken,
} from '../../src/api/transport/billingToken';
import { billingWrite } from '../../custom-pages/billing/state/billingWrite';
import type {
    BillingPackage,
    ServiceStoreEntry,
    Subscription,
} from '../../custom-pages/billing/state/types';

const base64url = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT whose payload is the given claims (the signature is not checked by the console). */
const jwt = (claims: Record<string, unknown>) =>
    `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);
const future = jwt({ sub: 'musterstadt', exp: seconds(NOW) + 60 });
const past = jwt({ sub: 'musterstadt', exp: seconds(NOW) - 1 });

describe('billing token validity', () => {
    it('is valid only while exp lies in the future', () => {
        expect(isBillingTokenValid(future, NOW)).toBe(true);
        expect(isBillingTokenValid(past, NOW)).toBe(false);
        expect(isBillingTokenValid(jwt({ exp: seconds(NOW) }), NOW)).toBe(false);
    });

    it('is invalid without a token, without exp, or with garbage', () => {
        expect(isBillingTokenValid(null, NOW)).toBe(false);
        expect(isBillingTokenValid('', NOW)).toBe(false);
        expect(isBillingTokenValid(jwt({ sub: 'musterstadt' }), NOW)).toBe(false);
        expect(isBillingTokenValid(jwt({ exp: String(seconds(NOW) + 60) }), NOW)).toBe(false);
        expect(isBillingTokenValid('not a token', NOW)).toBe(false);
        expect(isBillingTokenValid('a.%%%.c', NOW)).toBe(false);
        expect(isBillingTokenValid(`x.${btoa('[1,2')}.y`, NOW)).toBe(false);
    });

    it('is stored under its own key; only a valid one is sent', () => {
        const valid = jwt({ exp: seconds(Date.now()) + 600 });
        storeBillingToken(valid);
        expect(sessionStorage.getItem(BILLING_TOKEN_KEY)).toBe(valid);
        expect(validBillingToken()).toBe(valid);
        storeBillingToken(jwt({ exp: seconds(Date.now()) - 600 }));
        expect(validBillingToken()).toBeNull();
        clearBillingToken();
        expect(sessionStorage.getItem(BILLING_TOKEN_KEY)).toBeNull();
    });

    it('tells its subscribers when it changes', () => {
        const listener = vi.fn();
        const unsubscribe = subscribeBillingToken(listener);
        storeBillingToken(future);
        clearBillingToken();
        expect(listener).toHaveBeenCalledTimes(2);
        unsubscribe();
        storeBillingToken(future);
        expect(listener).toHaveBeenCalledTimes(2);
    });
});

describe('billing writes without a valid token', () => {
    it('are skipped silently: no call, no error, undefined', async () => {
        const write = vi.fn(async () => 'written');
        await expect(billingWrite(write, () => null)).resolves.toBeUndefined();
        expect(write).not.toHaveBeenCalled();
    });

    it('run with a valid token and pass their result and failures on', async () => {
        await expect(
            billingWrite(
                async () => 'written',
                () => 'token',
            ),
        ).resolves.toBe('written');
        await expect(
            billingWrite(
                async () => Promise.reject(new Error('409')),
                () => 'token',
            ),
        ).rejects.toThrow('409');
    });

    it('read the stored token by default: an expired one sends nothing', async () => {
        setConfig({ apiBasePath: '/api' } as never);
        const fetch = vi.fn(async () => Response.json({ id: 7, endDate: '2027-05-31' }));
        const http = createHttpClient({
            getToken: async () => 'login',
            getOrganizationId: () => '1',
            getBillingToken: validBillingToken,
            fetch,
            writePauseMs: 0,
        });
        const api = billingApi(http);
        storeBillingToken(jwt({ exp: seconds(Date.now()) - 5 }));
        await expect(billingWrite(() => api.cancelSubscription(7))).resolves.toBeUndefined();
        expect(fetch).not.toHaveBeenCalled();

        const token = jwt({ exp: seconds(Date.now()) + 600 });
        storeBillingToken(token);
        await expect(billingWrite(() => api.cancelSubscription(7))).resolves.toEqual({
            id: 7,
            endDate: '2027-05-31',
        });
        expect(fetch).toHaveBeenCalledTimes(1);
        const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
        expect(url).toBe('/api/billing/subscriptions/7');
        expect(init.method).toBe('DELETE');
        const headers = new Headers(init.headers);
        expect(headers.get('X-Billing-Token')).toBe(token);
        expect(headers.get('X-Organization-Id')).toBe('1');
    });
});

describe('billing calls', () => {
    const setup = () => {
        setConfig({ apiBasePath: '/api' } as never);
        const calls: { url: string; method: string; headers: Headers; body: unknown }[] = [];
        const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
            calls.push({
                url: String(url),
                method: init?.method ?? 'GET',
                headers: new Headers(init?.headers),
                body: init?.body ? JSON.parse(String(init.body)) : undefined,
            });
            return Response.json({});
        });
        const api = billingApi(
            createHttpClient({
                getToken: async () => 'login',
                getOrganizationId: () => '1',
                getBillingToken: () => 'billing-9',
                fetch,
                writePauseMs: 0,
            }),
        );
        return { api, calls };
    };

    it('signs in without the billing header, then sends it on every other call', async () => {
        const { api, calls } = setup();
        await api.requestBillingToken('musterstadt', 'secret');
        await api.getBillingAccount();
        await api.getBillingPackages();
        await api.getSubscriptions();
        expect(calls[0]).toMatchObject({
            url: '/api/billing/token',
            method: 'POST',
            body: { username: 'musterstadt', password: 'secret' },
        });
        expect(calls[0].headers.get('X-Billing-Token')).toBeNull();
        expect(calls.slice(1).map(call => `${call.method} ${call.url}`)).toEqual([
            'GET /api/billing/account',
            'GET /api/billing/packages?size=1000000',
            'GET /api/billing/subscriptions?size=1000000',
        ]);
        for (const call of calls.slice(1))
            expect(call.headers.get('X-Billing-Token')).toBe('billing-9');
    });

    it('books with sendNoConfirmationMail false', async () => {
        const { api, calls } = setup();
        await api.bookSubscription({ packageId: 501, quantity: 2, internalOrderId: 'PO-1' });
        expect(calls[0]).toMatchObject({
            url: '/api/billing/subscriptions',
            method: 'POST',
            body: {
                packageId: 501,
                quantity: 2,
                sendNoConfirmationMail: false,
                internalOrderId: 'PO-1',
            },
        });
    });
});

describe('billing state in react-query', () => {
    it('drops every billing query, and refreshes them with the licence bundle', async () => {
        const client = new QueryClient();
        client.setQueryData(queryKeys.billing('1', 'subscriptions'), []);
        client.setQueryData(queryKeys.billing('1', 'account'), {});
        client.setQueryData(['activation', 'licences', '1'], {});
        client.setQueryData(['devices', 'collection', '1'], []);
        await invalidateBillingState(client);
        const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
        expect(stale(queryKeys.billing('1', 'subscriptions'))).toBe(true);
        expect(stale(['activation', 'licences', '1'])).toBe(true);
        expect(stale(['devices', 'collection', '1'])).toBe(false);
        removeBillingState(client);
        expect(client.getQueryData(queryKeys.billing('1', 'subscriptions'))).toBeUndefined();
        expect(client.getQueryData(queryKeys.billing('1', 'account'))).toBeUndefined();
        expect(client.getQueryData(['devices', 'collection', '1'])).toEqual([]);
    });
});

const pack = (id: number, smartServiceId: string, sapNumber: string): BillingPackage => ({
    id,
    smartServiceId,
    sapNumber,
    bookedQuantity: 0,
    specifications: [],
});

const subscription = (overrides: Partial<Subscription>): Subscription => ({
    id: 1,
    bookedPackageId: 501,
    quantity: 1,
    internalOrderId: 'PO-1',
    startDate: '2025-05-22',
    endDate: null,
    smartServiceId: 'smart-lighting',
    ...overrides,
});

const lightingEntry: ServiceStoreEntry = {
    id: 'smart-lighting',
    pageTitle: 'Smart Lighting',
    planVariants: [
        { fields: { id: 'v1', sapNumber: 'SAP-SLS-M', planVariantName: 'Lighting M' } },
        { fields: { id: 'v2', sapNumber: 'SAP-SLS-S', planVariantName: 'Lighting S' } },
    ],
};

describe('subscription rows', () => {
    const packages = new Map<number | string, BillingPackage>([
        [501, pack(501, 'smart-lighting', 'SAP-SLS-S')],
        [511, pack(511, 'smart-valve', 'SAP-SVS-S')],
        [503, pack(503, 'smart-lighting', 'SAP-SLS-SEG')],
    ]);
    const entries = new Map([['smart-lighting', lightingEntry]]);

    it('are named by the plan variant of the package (matched by SAP number)', () => {
        expect(subscriptionName(subscription({}), packages, entries)).toBe('Lighting S');
    });

    it('fall back to the package id: no store entry, no matching variant, unknown package', () => {
        expect(subscriptionName(subscription({ bookedPackageId: 511 }), packages, entries)).toBe(
            '511',
        );
        expect(subscriptionName(subscription({ bookedPackageId: 503 }), packages, entries)).toBe(
            '503',
        );
        expect(subscriptionName(subscription({ bookedPackageId: 999 }), packages, entries)).toBe(
            '999',
        );
    });

    it('keep the subscription and add the name', () => {
        const rows = subscriptionRows(
            [subscription({}), subscription({ id: 2, bookedPackageId: 511 })],
            [...packages.values()],
            entries,
        );
        expect(rows.map(row => [row.id, row.name, row.quantity])).toEqual([
            [1, 'Lighting S', 1],
            [2, '511', 1],
        ]);
    });

    it('disable cancel only for a valid end date', () => {
        expect(isCancelDisabled({ endDate: '2027-05-21' })).toBe(true);
        expect(isCancelDisabled({ endDate: null })).toBe(false);
        expect(isCancelDisabled({ endDate: '' })).toBe(false);
        expect(isCancelDisabled({ endDate: 'soon' })).toBe(false);
        expect(isCancelDisabled({ endDate: '2027-02-30' })).toBe(false);
    });

    it('show dates in the locale', () => {
        expect(billingDateFormat('de')('2027-05-21')).toBe('21.05.2027');
        expect(billingDateFormat('en')('2027-05-21')).toBe('May 21, 2027');
        expect(billingDateFormat('en')(null)).toBe('');
    });

    it('export as one row per subscription, named Subscriptions <date>', async () => {
        const rows = subscriptionRows(
            [subscription({ endDate: '2027-05-21', internalOrderId: null })],
            [...packages.values()],
            entries,
        );
        const table = await exportRows(
            rows,
            subscriptionExportColumns({
                translate: (key, args) => translated(key, args, 'de'),
                locale: 'de',
            }),
        );
        expect(table.rows).toEqual([
            {
                Name: 'Lighting S',
                Menge: 1,
                'Paket-ID': 501,
                'Interne Referenz': null,
                Startdatum: '22.05.2025',
                Enddatum: '21.05.2027',
            },
        ]);
        expect(subscriptionExportFileName(new Date(2026, 0, 5))).toBe('Subscriptions 2026-01-05');
    });
});
