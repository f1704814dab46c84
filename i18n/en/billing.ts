/** English messages of the billing sign-in and subscriptions. */
const billing = {
    billing: {
        title: 'Billing',
    },
};

export default billing;

export type BillingMessages = typeof billing;
