/** Calls of the onboarding wizard, and the supported device types (sandbox/API.md: Devices). */
import { getCollection } from '../../../src/api/transport/collection';
import type { HttpClient } from '../../../src/api/transport/httpClient';
import type { Device, DeviceDetails, UnboardedDevice } from '../types';

export const onboardApi = (http: HttpClient) => ({
    /** GET /devices/types */
    getDeviceTypes: () => getCollection<DeviceDetails>(http, '/devices/types'),
    /** GET /devices/unboarded/{integrationId}: what the provider knows for the integration. */
    getUnboardedDevices: (integrationId: number) =>
        getCollection<UnboardedDevice>(
            http,
            `/devices/unboarded/${encodeURIComponent(integrationId)}`,
        ),
    /** POST /devices/onboard {deviceList} */
    onboardDevices: (body: { deviceList: unknown[] }) =>
        http<Device[]>('/devices/onboard', { method: 'POST', body }),
});

export type OnboardApi = ReturnType<typeof onboardApi>;
