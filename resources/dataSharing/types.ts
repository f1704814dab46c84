/**
 * A data sharing as the product API sends it (sandbox/API.md, "Data sharing"; product
 * specification sections 3 and 7), shared with the sandbox (types only).
 */

/** Data sharing protocols (section 9). */
export const PROTOCOLS = ['HTTP', 'MQTT'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

/** The records of GET /sharing (`{ result: [...] }`), GET /sharing/{id}. */
export type { DataSharing, MqttConfig } from './schema.ts';
