/** The booking form (sections 5 and 9): quantity > 0 (default 0), terms ticked, free order id. */
import type { Validator } from 'react-admin';
import type { SubscriptionBooking } from '../state/types';

export const DEFAULT_QUANTITY = 0;
/** The thank-you dialog shows this long before the page reloads (section 9). */
export const THANK_YOU_MS = 3000;

export interface BookingValues {
    quantity: number | string | null;
    internalOrderId: string;
    terms: boolean;
}

export const QUANTITY_MESSAGE = 'store.booking.quantity_invalid';
export const TERMS_MESSAGE = 'store.booking.terms_required';

/** A whole number greater than 0. */
export const validateQuantity: Validator = value => {
    const quantity = typeof value === 'string' ? Number(value) : value;
    return typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0
        ? undefined
        : QUANTITY_MESSAGE;
};

export const validateTerms: Validator = value => (value === true ? undefined : TERMS_MESSAGE);

/** The booking of a package (dataProvider.bookSubscription adds sendNoConfirmationMail: false). */
export const subscriptionBooking = (
    packageId: number,
    values: BookingValues,
): SubscriptionBooking => ({
    packageId,
    quantity: Number(values.quantity),
    internalOrderId: (values.internalOrderId ?? '').trim(),
});
