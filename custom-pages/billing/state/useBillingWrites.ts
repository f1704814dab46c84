/**
 * The billing writes, each skipped silently without a valid billing token (billingWrite: the
 * result is then undefined) and each refreshing the billing state and the licence bundle after
 * it succeeded (invalidateBillingState):
 *
 * - `useBookSubscription()` → `(booking: SubscriptionBooking) => Promise<Subscription | undefined>`
 *   POST /billing/subscriptions.
 * - `useCancelSubscription()` → `(id) => Promise<Subscription | undefined>`
 *   DELETE /billing/subscriptions/{id}.
 * - `useUpdateBillingAccount()` → `(account: Partial<BillingAccount>) => Promise<BillingAccount |
 *   undefined>` PATCH /billing/account.
 *
 * Failures reject (the error modal has shown the server's message).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCalls } from '../../../src/api/useCalls';
import type { BillingApi } from './billingApi';
import { invalidateBillingState } from './billingState';
import { billingWrite } from './billingWrite';
import type { BillingAccount, SubscriptionBooking } from './types';

const useBillingWrite = <A extends unknown[], T>(
    write: (api: BillingApi, ...args: A) => Promise<T>,
) => {
    const calls = useCalls<BillingApi>();
    const queryClient = useQueryClient();
    return useCallback(
        async (...args: A) => {
            const result = await billingWrite(() => write(calls, ...args));
            if (result !== undefined) await invalidateBillingState(queryClient);
            return result;
        },
        // write is a module-level function of each hook below.
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [calls, queryClient],
    );
};

const book = (api: BillingApi, booking: SubscriptionBooking) => api.bookSubscription(booking);
const cancel = (api: BillingApi, id: number | string) => api.cancelSubscription(id);
const updateAccount = (api: BillingApi, account: Partial<BillingAccount>) =>
    api.updateBillingAccount(account);

export const useBookSubscription = () => useBillingWrite(book);
export const useCancelSubscription = () => useBillingWrite(cancel);
export const useUpdateBillingAccount = () => useBillingWrite(updateAccount);
