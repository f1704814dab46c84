/**
 * A device group as the product API sends it (sandbox/API.md, "Device groups"; product
 * specification sections 3 and 7), shared with the sandbox (types only).
 */
import type { DeviceDetails } from '../devices/types.ts';

/**
 * The multicast settings of a group (LoRaWAN integration types); Swisscom adds the last four.
 * A group of an MQTT or webhook integration has an empty info list.
 */
export interface MulticastInfo {
    nwAdr: string;
    nwSKey: string;
    appSKey: string;
    mcDevEUI?: string;
    connectivityPlanId?: string;
    routingProfileId?: string;
    tag?: string;
}

/** GET /device-groups, GET /device-groups/{id}. */
export interface DeviceGroup {
    id: number;
    name: string;
    integrationId: number;
    organizationId: number;
    /** The subscribed group: a service id. */
    mapping: number | null;
    details: DeviceDetails;
    groupDetails: { infoList: Partial<MulticastInfo> };
}
