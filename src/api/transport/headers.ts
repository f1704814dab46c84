/** Header names the product API reads. */
export const ORGANIZATION_HEADER = 'X-Organization-Id';
export const BILLING_TOKEN_HEADER = 'X-Billing-Token';
/** Every list call asks for the whole collection (product specification section 9). */
export const LIST_PAGE_SIZE = 1_000_000;
