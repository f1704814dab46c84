/**
 * A user's role in a group as the product API sends it (sandbox/API.md, "Users"; product
 * specification sections 3 and 7: id, username and role), shared with the sandbox (types only).
 * The records' types come from the schemas (./schema.ts); this contract file names them for the
 * console and the sandbox (types only).
 */

export type { Grant } from './schema.ts';
