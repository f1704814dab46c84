/**
 * The one place of the rule "without a valid billing token, billing writes are skipped
 * silently" (product specification section 4): no call is made, no error is raised, and the
 * result is undefined. Booking, cancelling and account updates all go through it.
 *
 *     const booked = await billingWrite(() => dataProvider.bookSubscription(booking));
 *     if (booked === undefined) ... // skipped: no valid token
 */
import { validBillingToken } from '../../../src/api/transport/billingToken';

export const billingWrite = async <T>(
    write: () => Promise<T>,
    tokenOf: () => string | null = validBillingToken,
): Promise<T | undefined> => {
    if (!tokenOf()) return undefined;
    return write();
};
