/**
 * The billing writes, each skipped silently without a valid billing token (billingWrite: the
 * result is then undefined) and each refreshing the billing state and the licence bundle after
 * it succeeded (invalidateBillingState):
 *
 * - `useBookSubscription()` → `(booking: SubscriptionBooking) => Promise<Subscription | undefined>`
 *   POST /billing/subscriptions; after a booking that got no answer, the same booking is looked
 *   up first (unansweredBookings).
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
import type { BillingAccount, Subscription, SubscriptionBooking } from './types';
import { queryKeys } from '../../../src/api/cache/queryKeys';
import {
    appliedRecord,
    createUnansweredCreates,
    type KnownIds,
} from '../../../src/api/writes/unansweredCreates';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';

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

/**
 * Bookings that got no answer (the client's timeout): a booking is paid for, so the same booking
 * again first looks in a fresh list of subscriptions for one made since (same package, quantity
 * and internal order id, not among the subscriptions the store had loaded) before it is sent.
 */
const unansweredBookings = createUnansweredCreates();

const book = (api: BillingApi, booking: SubscriptionBooking, known: KnownIds) =>
    unansweredBookings({
        key: JSON.stringify(booking),
        knownIds: () => known,
        lookUp: async before =>
            appliedRecord(
                await api.getSubscriptions(),
                {
                    bookedPackageId: booking.packageId,
                    quantity: booking.quantity,
                    internalOrderId: booking.internalOrderId,
                },
                before,
                undefined,
            ),
        send: () => api.bookSubscription(booking),
    });
const cancel = (api: BillingApi, id: number | string) => api.cancelSubscription(id);
const updateAccount = (api: BillingApi, account: Partial<BillingAccount>) =>
    api.updateBillingAccount(account);

export const useBookSubscription = () => {
    const queryClient = useQueryClient();
    const [organizationId] = useCurrentOrganizationId();
    const write = useBillingWrite(book);
    return useCallback(
        (booking: SubscriptionBooking) => {
            // The subscriptions the store had loaded: a booking among them is an older one.
            const loaded = queryClient.getQueryData<Subscription[]>(
                queryKeys.billing(organizationId, 'subscriptions'),
            );
            return write(booking, loaded && new Set(loaded.map(known => String(known.id))));
        },
        [queryClient, organizationId, write],
    );
};
export const useCancelSubscription = () => useBillingWrite(cancel);
export const useUpdateBillingAccount = () => useBillingWrite(updateAccount);
