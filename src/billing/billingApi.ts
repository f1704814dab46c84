/**
 * The billing calls (sandbox/API.md "Billing"), merged into the dataProvider by the subscriptions
 * declaration: dataProvider.requestBillingToken(...), dataProvider.getSubscriptions(), ...
 * Every call but the sign-in and the licence bundle sends the billing token header.
 */
import type { HttpClient } from '../api/httpClient';
import type {
    BillingAccount,
    BillingPackage,
    BillingTokenResponse,
    Subscription,
    SubscriptionBooking,
} from './types';

export const billingApi = (http: HttpClient) => ({
    /** POST /billing/token { username, password }: a sign-in, no record is written (no pause). */
    requestBillingToken: (username: string, password: string) =>
        http<BillingTokenResponse>('/billing/token', {
            method: 'POST',
            body: { username, password },
            pause: 0,
        }),
    /** GET /billing/account */
    getBillingAccount: () => http<BillingAccount>('/billing/account', { billing: true }),
    /** PATCH /billing/account with any subset of the account fields. */
    updateBillingAccount: (account: Partial<BillingAccount>) =>
        http<BillingAccount>('/billing/account', {
            method: 'PATCH',
            body: account,
            billing: true,
        }),
    /** GET /billing/packages */
    getBillingPackages: () => http<BillingPackage[]>('/billing/packages', { billing: true }),
    /** GET /billing/subscriptions */
    getSubscriptions: () =>
        http<Subscription[]>('/billing/subscriptions', { billing: true, list: true }),
    /** POST /billing/subscriptions { packageId, quantity, sendNoConfirmationMail: false, internalOrderId } */
    bookSubscription: (booking: SubscriptionBooking) =>
        http<Subscription>('/billing/subscriptions', {
            method: 'POST',
            body: { ...booking, sendNoConfirmationMail: false },
            billing: true,
        }),
    /** DELETE /billing/subscriptions/{id}: answers the subscription with its end date. */
    cancelSubscription: (id: number | string) =>
        http<Subscription>(`/billing/subscriptions/${encodeURIComponent(id)}`, {
            method: 'DELETE',
            billing: true,
        }),
});

export type BillingApi = ReturnType<typeof billingApi>;
