/** The body of POST /devices/onboard (product specification section 7). */
import { deviceIdKey } from '../deviceIds';
import { deviceTypeKey } from '../deviceTypes';
import type { DeviceDetails, UnboardedDevice } from '../types';

/** What the wizard's steps 1, 3 and 4 chose, the same for every device onboarded. */
export interface OnboardChoice {
    integrationId: number;
    organizationId: number;
    tag: string;
    /** The service id, or null for none. */
    mapping: number | null;
    details: DeviceDetails;
}

/** REST and webhook integrations: one device, named by the user, with a generated deviceId. */
export const restOnboardDevice = (choice: OnboardChoice, name: string, deviceId: string) => ({
    name,
    tags: [choice.tag],
    integrationId: choice.integrationId,
    mapping: choice.mapping,
    organizationId: choice.organizationId,
    deviceId,
    details: choice.details,
});

/** Other integrations: each selected provider device, under the provider's name. */
export const providerOnboardDevices = (choice: OnboardChoice, devices: UnboardedDevice[]) =>
    devices.map(device => ({
        id: null,
        deviceId: device.deviceId,
        name: device.name,
        tags: [choice.tag],
        integrationId: choice.integrationId,
        mapping: choice.mapping,
        organizationId: choice.organizationId,
        details: choice.details,
    }));

export const onboardBody = (deviceList: unknown[]) => ({ deviceList });

/** The provider's devices that the organization does not know yet (spec section 7). */
export const onboardableDevices = (unboarded: UnboardedDevice[], known: ReadonlySet<string>) =>
    unboarded.filter(device => !known.has(deviceIdKey(device.deviceId)));

/** The details the selected devices share, when they all report the same ones. */
export const sharedDetails = (devices: UnboardedDevice[]): DeviceDetails | undefined => {
    const first = devices[0]?.details;
    if (!first) return undefined;
    const same = devices.every(
        device =>
            device.details?.vendor === first.vendor &&
            device.details?.deviceType === first.deviceType &&
            device.details?.firmware === first.firmware,
    );
    return same ? first : undefined;
};

/**
 * The different types the provider reports for the devices, in the order first met (devices it
 * reports no type for left out). More than one: the selection mixes types, and the wizard's one
 * type would be wrong for some of them, so the wizard refuses it.
 */
export const reportedTypes = (devices: UnboardedDevice[]): DeviceDetails[] => {
    const byKey = new Map<string, DeviceDetails>();
    for (const { details } of devices) {
        if (details && !byKey.has(deviceTypeKey(details)))
            byKey.set(deviceTypeKey(details), details);
    }
    return [...byKey.values()];
};
