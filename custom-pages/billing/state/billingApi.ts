/**
 * The billing calls (sandbox/API.md "Billing"), merged into the dataProvider by the billing flow
 * (custom-pages/billing/index.ts): dataProvider.requestBillingToken(...), dataProvider.getSubscriptions(), ...
 * Every call but the sign-in and the licence bundle sends the billing token header. The product
 * API passes them on to the billing provider (thirdParty): the provider's 401 (a wrong billing
 * login) shows in the error modal and leaves the console session alone.
 */
import { getCollection } from '../../../src/api/transport/collection';
import type { HttpClient } from '../../../src/api/transport/httpClient';
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
            thirdParty: true,
        }),
    /** GET /billing/account */
    getBillingAccount: () =>
        http<BillingAccount>('/billing/account', { billing: true, thirdParty: true }),
    /** PATCH /billing/account with any subset of the account fields. */
    updateBillingAccount: (account: Partial<BillingAccount>) =>
        http<BillingAccount>('/billing/account', {
            method: 'PATCH',
            body: account,
            billing: true,
            thirdParty: true,
        }),
    /**
     * GET /billing/packages, their specifications in the language `acceptLanguage` asks for
     * (src/api/transport/acceptLanguage.ts; without it, the billing back end's own).
     */
    getBillingPackages: (acceptLanguage?: string) =>
        getCollection<BillingPackage>(http, '/billing/packages', {
            billing: true,
            thirdParty: true,
            acceptLanguage,
        }),
    /** GET /billing/subscriptions */
    getSubscriptions: () =>
        getCollection<Subscription>(http, '/billing/subscriptions', {
            billing: true,
            thirdParty: true,
        }),
    /** POST /billing/subscriptions { packageId, quantity, sendNoConfirmationMail: false, internalOrderId } */
    bookSubscription: (booking: SubscriptionBooking) =>
        http<Subscription>('/billing/subscriptions', {
            method: 'POST',
            body: { ...booking, sendNoConfirmationMail: false },
            billing: true,
            thirdParty: true,
        }),
    /** DELETE /billing/subscriptions/{id}: answers the subscription with its end date. */
    cancelSubscription: (id: number | string) =>
        http<Subscription>(`/billing/subscriptions/${encodeURIComponent(id)}`, {
            method: 'DELETE',
            billing: true,
            thirdParty: true,
        }),
});

export type BillingApi = ReturnType<typeof billingApi>;
