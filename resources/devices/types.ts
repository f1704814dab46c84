/**
 * The device records of the product API (sandbox/API.md, "Devices"; product specification
 * section 7), shared with the sandbox: type-only imports, from contract files only.
 */

/** Supported device type: vendor, device type and firmware (product specification section 3). */
export interface DeviceDetails {
    vendor: string;
    deviceType: string;
    firmware: string;
}

/** A device's functions (product specification sections 3 and 9). */
export type DeviceTag =
    'external' | 'lighting' | 'light-segment' | 'valve' | 'environment' | 'traffic';

/** GET /devices, GET /devices/{id}. */
export interface Device {
    id: number;
    name: string;
    description: string;
    deviceId: string;
    integrationId: number;
    organizationId: number;
    /** The service the device belongs to, or null. */
    mapping: number | null;
    tags: DeviceTag[];
    isTSD: boolean;
    isEnabled: boolean;
    /** Epoch ms of the last uplink, or null. */
    lastSeen: number | null;
    /** Seconds; 0 or at least 60. */
    updateInterval: number;
    location: string;
    details: DeviceDetails;
}

/** A device the provider knows for an integration (GET /devices/unboarded/{integrationId}). */
export interface UnboardedDevice {
    deviceId: string;
    name: string;
    details?: DeviceDetails;
}
