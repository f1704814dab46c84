/**
 * /licences/booked names each subscription from the service store. While a store entry is on
 * its way the table shows no rows (not the package id that then turns into the name, which the
 * user saw flash and an export taken at that moment would disagree with); an entry that fails
 * leaves the package id as the name.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SubscriptionList } from '../../custom-pages/billing/subscriptions/SubscriptionList';
import { englishCatalogue } from '../../i18n';
import { BILLING_TOKEN_KEY } from '../../src/api/transport/billingToken';
import { setConfig } from '../../src/config';
import { signInWithGroups, signOutOfTests } from './signedIn';
import { TEST_CONFIG } from './testConfig';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

beforeAll(() => {
    signInWithGroups();
    setConfig({ ...TEST_CONFIG, contentServiceUrl: 'http://content' });
});
afterAll(signOutOfTests);
afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
});

const validToken = () =>
    `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }))}.y`;

const VALVES_ENTRY = {
    id: 'smart-valve',
    pageTitle: 'Smart Valve',
    planVariants: [{ fields: { id: 1, sapNumber: 'SAP-V-S', planVariantName: 'Valves S' } }],
};

/** The content service answers when `answer` is called: with the entry, or with a 503. */
const renderList = () => {
    let answer: (ok: boolean) => void = () => undefined;
    vi.stubGlobal(
        'fetch',
        vi.fn(
            () =>
                new Promise<Response>(resolve => {
                    answer = ok =>
                        resolve(
                            ok
                                ? Response.json(VALVES_ENTRY)
                                : new Response('unavailable', { status: 503 }),
                        );
                }),
        ),
    );
    const dataProvider = {
        getSubscriptions: vi.fn(async () => [
            {
                id: 1,
                bookedPackageId: 511,
                quantity: 2,
                internalOrderId: 'PO-7',
                startDate: '2026-01-05',
                endDate: null,
                smartServiceId: 'smart-valve',
            },
        ]),
        getBillingPackages: vi.fn(async () => [
            { id: 511, smartServiceId: 'smart-valve', sapNumber: 'SAP-V-S', bookedQuantity: 2 },
        ]),
    } as unknown as DataProvider;
    sessionStorage.setItem(BILLING_TOKEN_KEY, validToken());
    render(
        <AdminContext
            // As the console's: a failed request is not retried.
            queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            store={memoryStore({ 'organization.current': '1' })}
        >
            <SubscriptionList />
        </AdminContext>,
    );
    return { answer: (ok: boolean) => answer(ok), dataProvider };
};

const firstRowCells = () =>
    within(screen.getAllByRole('row')[1])
        .getAllByRole('cell')
        .map(cell => cell.textContent);

describe('subscription names', () => {
    it('shows no rows until the store entry names them', async () => {
        const { answer, dataProvider } = renderList();
        await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
        expect(dataProvider.getSubscriptions).toHaveBeenCalled();
        expect(screen.queryByRole('cell', { name: '511' })).toBeNull();
        expect(screen.queryByText('PO-7')).toBeNull();

        answer(true);
        expect(await screen.findByText('PO-7')).toBeVisible();
        expect(firstRowCells().slice(0, 4)).toEqual(['Valves S', '2', '511', 'PO-7']);
    });

    it('names a subscription by its package id when its entry fails', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const { answer } = renderList();
        await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
        answer(false);
        expect(await screen.findByText('PO-7')).toBeVisible();
        expect(firstRowCells().slice(0, 4)).toEqual(['511', '2', '511', 'PO-7']);
    });
});
