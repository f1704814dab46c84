/**
 * A data sharing as the product API sends it (sandbox/API.md, "Data sharing"; product
 * specification sections 3 and 7), shared with the sandbox (types only).
 */
import type { DeviceDetails } from '../devices/types.ts';

/** Data sharing protocols (section 9). */
export const PROTOCOLS = ['HTTP', 'MQTT'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

export interface MqttConfig {
    userName: string;
    /** The same as userName, as some records spell it (product specification section 3). */
    username?: string;
    password: string;
    topic: string;
}

/** The records of GET /sharing (`{ result: [...] }`), GET /sharing/{id}. */
export interface DataSharing {
    id: number;
    name: string;
    script: string;
    protocol: Protocol;
    /** HTTP headers, key → value; `{}` for MQTT. */
    headers: Record<string, string>;
    /** MQTT only; null for HTTP. */
    mqttConfig: MqttConfig | null;
    address: string;
    deviceDetails: DeviceDetails;
    /** true = deactivated. */
    error: boolean;
}
