/** Italian messages of the billing sign-in and subscriptions. */
import type { BillingMessages } from '../en/billing';

const billing: BillingMessages = {
    billing: {
        title: 'Fatturazione',
    },
};

export default billing;
