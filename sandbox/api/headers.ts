/** Header naming the organization a scoped call is about (Fastify lower-cases header names). */
export const ORGANIZATION_HEADER = 'x-organization-id';

/** Header carrying the billing token on billing-related writes. */
export const BILLING_TOKEN_HEADER = 'x-billing-token';
