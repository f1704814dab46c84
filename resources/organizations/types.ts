/**
 * An organization as the product API sends it: its type comes from its schema (./schema.ts);
 * this contract file names it for the console and the sandbox (types only).
 */
export type { Organization } from './schema.ts';
