/**
 * The demo records of the declared collections that have no table module of their own
 * (decision 0068), by resource name: the sandbox makes each one's table from its record schema
 * (schemaTable.ts) and seeds it with these. Adding a plain resource to the sandbox is adding its
 * records here (typed with the record type of its `schema.ts`), with fixed ids.
 */
import type { StoredRecord } from './schemaTable.ts';

export const DECLARED_SEEDS: Partial<Record<string, readonly StoredRecord[]>> = {};
