/** A data sharing as the API stores it (sandbox/API.md, "Data sharing"). */
import type { RaRecord } from 'react-admin';
import type { DeviceType } from '../deviceGroups/deviceTypes';

/** Data sharing protocols (section 9). */
export const PROTOCOLS = ['HTTP', 'MQTT'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

export interface MqttConfig {
    userName: string;
    /** The same as userName, as some records spell it (section 3). */
    username?: string;
    password: string;
    topic: string;
}

export interface DataSharing extends RaRecord {
    name: string;
    script: string;
    protocol: Protocol;
    /** HTTP headers, key → value. */
    headers: Record<string, string> | null;
    mqttConfig: MqttConfig | null;
    address: string;
    deviceDetails: DeviceType;
    /** true = deactivated. */
    error: boolean;
    /** Client-side: vendor, device type and firmware joined (the list's column). */
    deviceTypeLabel?: string;
}
