/** English messages of the billing sign-in and subscriptions. */
const billing = {
    billing: {
        title: 'Billing',
        login: {
            title: 'Sign in to the billing provider',
            intro: 'Subscriptions and the service store need a sign-in with the billing account of this organization.',
            username: 'Username',
            password: 'Password',
            submit: 'Sign in',
            form_label: 'Billing sign-in',
        },
        signed_in: 'Signed in to billing as %{name}',
        sign_out: 'Sign out of billing',
        need_login: 'Sign in to the billing provider on the licence management page first.',
        to_licences: 'Go to Licence Management',
    },
    resources: {
        subscriptions: {
            name: 'Subscription |||| Subscriptions',
            // The noun inside sentences (react-admin's remove confirmation); German keeps its capital.
            forcedCaseName: 'subscription',
            purpose:
                'Subscriptions are the service packages booked for the organization; book one in the service store.',
            empty: 'No subscriptions yet.',
            fields: {
                name: 'Name',
                quantity: 'Quantity',
                bookedPackageId: 'Package ID',
                internalOrderId: 'Internal reference',
                startDate: 'Start date',
                endDate: 'End date',
            },
            export: 'Export',
            export_done: '1 subscription exported |||| %{smart_count} subscriptions exported',
            cancel: 'Cancel subscription',
            cancel_title: 'Cancel subscription %{name}',
            cancel_confirm: 'Do you really want to cancel this subscription?',
            cancelled: 'Subscription cancelled',
        },
    },
};

export default billing;

export type BillingMessages = typeof billing;
