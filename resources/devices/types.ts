/** The device record of the product API (sandbox/API.md, Devices) and its parts. */
import type { Identifier, RaRecord } from 'react-admin';

/** Supported device type: vendor, device type and firmware (product specification section 3). */
export interface DeviceDetails {
    vendor: string;
    deviceType: string;
    firmware: string;
}

export interface Device extends RaRecord {
    name: string;
    description?: string | null;
    deviceId: string;
    integrationId: Identifier;
    organizationId: Identifier;
    /** The service the device belongs to, or null. */
    mapping: Identifier | null;
    tags: string[];
    isTSD: boolean;
    isEnabled: boolean;
    lastSeen?: number | null;
    /** Seconds; 0 or at least 60. */
    updateInterval: number;
    location?: string | null;
    details: DeviceDetails;
    /** Added on the client: vendor, device type and firmware joined (for the list's type column). */
    typeLabel?: string;
    /** Added on the client: name, device ID and type in lower case, for the list's search. */
    search?: string;
}
