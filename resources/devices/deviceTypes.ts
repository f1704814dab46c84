/** The supported device types (GET /devices/types) as three dependent choices. */
import type { DeviceDetails } from './types';

const unique = (values: string[]) =>
    [...new Set(values)].sort((left, right) => left.localeCompare(right));

export const vendorsOf = (types: DeviceDetails[]) => unique(types.map(type => type.vendor));

export const deviceTypesOf = (types: DeviceDetails[], vendor: string | undefined) =>
    unique(types.filter(type => type.vendor === vendor).map(type => type.deviceType));

export const firmwaresOf = (
    types: DeviceDetails[],
    vendor: string | undefined,
    deviceType: string | undefined,
) =>
    unique(
        types
            .filter(type => type.vendor === vendor && type.deviceType === deviceType)
            .map(type => type.firmware),
    );

/** Compares types without case and surrounding spaces. */
export const deviceTypeKey = ({ vendor, deviceType, firmware }: DeviceDetails) =>
    [vendor, deviceType, firmware].map(part => part.trim().toLowerCase()).join('\u0000');

/** Looks a written type up among the supported ones; gives the supported spelling. */
export const deviceTypeIndex = (types: DeviceDetails[]) =>
    new Map(types.map(type => [deviceTypeKey(type), type]));

export const isSupportedType = (types: DeviceDetails[], details: Partial<DeviceDetails>) =>
    types.some(
        type =>
            type.vendor === details.vendor &&
            type.deviceType === details.deviceType &&
            type.firmware === details.firmware,
    );
