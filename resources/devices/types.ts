/**
 * The device records of the product API (sandbox/API.md, "Devices"; product specification
 * section 7), shared with the sandbox: type-only imports, from contract files only.
 * The records' types come from the schemas (./schema.ts); this contract file names them for the
 * console and the sandbox (types only).
 */

export type { Device, DeviceDetails, DeviceTag, UnboardedDevice } from './schema.ts';
