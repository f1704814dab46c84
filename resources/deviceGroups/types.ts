/**
 * A device group as the product API sends it (sandbox/API.md, "Device groups"; product
 * specification sections 3 and 7), shared with the sandbox (types only).
 * The records' types come from the schemas (./schema.ts); this contract file names them for the
 * console and the sandbox (types only).
 */

export type { DeviceGroup, MulticastInfo } from './schema.ts';
