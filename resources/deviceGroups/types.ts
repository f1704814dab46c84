/** A device group as the API stores it (sandbox/API.md, "Device groups"). */
import type { RaRecord } from 'react-admin';
import type { DeviceType } from './deviceTypes';

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

export interface DeviceGroup extends RaRecord {
    name: string;
    integrationId: number;
    organizationId: number;
    /** The subscribed group: a service id. */
    mapping: number | null;
    details: DeviceType;
    groupDetails: { infoList: Partial<MulticastInfo> };
    /** Client-side: vendor, device type and firmware joined (the list's type column). */
    typeLabel?: string;
}
