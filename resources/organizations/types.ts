/**
 * An organization as the product API sends it (sandbox/API.md and the sandbox README,
 * "Organizations"; product specification sections 3 and 7), shared with the sandbox (types only).
 */

/** GET /organizations, GET /organizations/{id}. */
export interface Organization {
    id: number;
    name: string;
    billingId: string | null;
}
