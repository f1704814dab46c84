/**
 * The billing shapes of sandbox/API.md ("Billing", "Content service") and the product
 * specification section 3, shared with the sandbox (types only). Fields the console does
 * without are optional: what the sandbox sends always fits.
 */

/** POST /billing/token */
export interface BillingTokenResponse {
    access_token: string;
    token_type?: string;
    expires_in?: number;
}

/** GET / PATCH /billing/account */
export interface BillingAccount {
    companyName: string;
    firstName: string;
    lastName: string;
    address: BillingAddress;
}

export interface BillingAddress {
    street: string;
    houseNumber: string;
    postalCode: string;
    city: string;
    /** ISO 3166 alpha-2, e.g. "DE". */
    country: string;
}

/** One entry of GET /billing/packages. */
export interface BillingPackage {
    id: number;
    smartServiceId: string;
    sapNumber: string;
    bookedQuantity: number;
    specifications: string[];
    licenceTypeId?: string | number | null;
    licencesPerUnit?: number;
    /** Years a booking runs, renewed automatically by as much again: 1, 5 or 10 (section 9). */
    contractPeriodYears?: number;
}

/** One entry of GET /billing/subscriptions; dates are "YYYY-MM-DD", endDate null while it runs. */
export interface Subscription {
    id: number;
    bookedPackageId: number;
    quantity: number;
    internalOrderId: string | null;
    startDate: string | null;
    endDate: string | null;
    smartServiceId: string;
}

/** The body of POST /billing/subscriptions. */
export interface SubscriptionBooking {
    packageId: number;
    quantity: number;
    internalOrderId: string;
}

/** One plan variant of a service store entry (matched to a package by sapNumber). */
export interface PlanVariant {
    fields: {
        id: string | number;
        sapNumber: string;
        planVariantName: string;
        name?: string;
        description?: string;
        pricing?: { currency: string; recurringFee: number };
        specifications?: string[];
        bookedQuantity?: number;
    };
}

/** GET {contentServiceUrl}/serviceStore/{smartServiceId} */
export interface ServiceStoreEntry {
    id: string;
    pageTitle: string;
    icon?: string;
    heroImage?: string;
    highlights?: string[];
    serviceDescription?: string;
    planVariants: PlanVariant[];
}
