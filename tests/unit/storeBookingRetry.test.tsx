/**
 * Book now after a booking that got no answer (the client's timeout): the same booking first
 * looks in a fresh list of subscriptions for one made since the store loaded its list; found,
 * nothing is booked again (useBookSubscription, src/api/writes/unansweredCreates.ts).
 */
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookSubscription } from '../../custom-pages/billing/state/useBillingWrites';
import type { Subscription } from '../../custom-pages/billing/state/types';
import { BILLING_TOKEN_KEY } from '../../src/api/transport/billingToken';
import { NoResponseError } from '../../src/api/transport/httpClient';
import { queryKeys } from '../../src/api/cache/queryKeys';
import { ORGANIZATION_STORE_KEY } from '../../src/organization/organizationSelection';

const tokenExpiringIn = (seconds: number) =>
    `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds }))}.y`;

const subscription = (id: number, internalOrderId: string): Subscription => ({
    id,
    bookedPackageId: 511,
    quantity: 1,
    internalOrderId,
    startDate: '2026-11-25',
    endDate: null,
    smartServiceId: 'smart-valve',
});

const BOOKING = { packageId: 511, quantity: 1, internalOrderId: 'PO-7' };

const setup = (onServer: Subscription[], loaded: Subscription[]) => {
    const bookSubscription = vi.fn();
    const getSubscriptions = vi.fn(async () => onServer);
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.billing('1', 'subscriptions'), loaded);
    const dataProvider = { bookSubscription, getSubscriptions } as unknown as DataProvider;
    const wrapper = ({ children }: { children: ReactNode }) => (
        <AdminContext
            dataProvider={dataProvider}
            queryClient={queryClient}
            store={memoryStore({ [ORGANIZATION_STORE_KEY]: '1' })}
        >
            {children}
        </AdminContext>
    );
    const { result } = renderHook(() => useBookSubscription(), { wrapper });
    return { book: result.current, bookSubscription, getSubscriptions };
};

beforeEach(() => {
    sessionStorage.setItem(BILLING_TOKEN_KEY, tokenExpiringIn(600));
});

describe('Book now after a booking that got no answer', () => {
    it('finds the booking made since the list was loaded and books nothing again', async () => {
        const older = subscription(1, 'PO-7');
        const { book, bookSubscription, getSubscriptions } = setup(
            [older, subscription(2, 'PO-7')],
            [older],
        );
        bookSubscription.mockRejectedValueOnce(new NoResponseError('timeout', undefined));
        await expect(book(BOOKING)).rejects.toBeInstanceOf(NoResponseError);
        expect(await book(BOOKING)).toMatchObject({ id: 2 });
        expect(bookSubscription).toHaveBeenCalledTimes(1);
        expect(getSubscriptions).toHaveBeenCalledTimes(1);
    });

    it('books again when the fresh list holds no new booking (an older equal one does not count)', async () => {
        const older = subscription(1, 'PO-8');
        const { book, bookSubscription } = setup([older], [older]);
        const booking = { ...BOOKING, internalOrderId: 'PO-8' };
        bookSubscription.mockRejectedValueOnce(new NoResponseError('timeout', undefined));
        bookSubscription.mockResolvedValueOnce(subscription(3, 'PO-8'));
        await expect(book(booking)).rejects.toBeInstanceOf(NoResponseError);
        expect(await book(booking)).toMatchObject({ id: 3 });
        expect(bookSubscription).toHaveBeenCalledTimes(2);
    });
});
