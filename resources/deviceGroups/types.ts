/** A device group as the API stores it (sandbox/API.md, "Device groups"). */
import type { RaRecord } from 'react-admin';
import type { DeviceType } from './deviceTypes';

/** The multicast settings of a group; Swisscom adds the last four. */
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
    groupDetails: { infoList: MulticastInfo };
    /** Client-side: vendor, device type and firmware joined (the list's type column). */
    typeLabel?: string;
}
