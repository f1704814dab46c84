/** The records the device wizards read, as sandbox/API.md describes them (only what they use). */

export type IntegrationType =
    | 'CHIRPSTACK_V3'
    | 'CHIRPSTACK_V4'
    | 'MQTT'
    | 'REST'
    | 'SWISSCOM'
    | 'DIGIMONDO'
    | 'WEBHOOK_DIGIMONDO'
    | 'ELEMENT';

/** A supported device type (GET /devices/types), also a device's details. */
export interface DeviceDetails {
    vendor: string;
    deviceType: string;
    firmware: string;
}

export interface DeviceRecord {
    id: number;
    name: string;
    deviceId: string;
    integrationId?: number;
    mapping?: number | null;
    tags?: string[];
    isEnabled: boolean;
    isTSD?: boolean;
    details?: DeviceDetails;
}

export interface IntegrationRecord {
    id: number;
    name: string;
    type: IntegrationType;
}

export interface ServiceRecord {
    id: number;
    name: string;
    type: string;
    isEnabled: boolean;
}

/** A device the provider knows for an integration (GET /devices/unboarded/{integrationId}). */
export interface UnboardedDevice {
    deviceId: string;
    name: string;
    details?: DeviceDetails;
}
