/** Calls of the onboarding wizard, and the supported device types (sandbox/API.md: Devices). */
import type { HttpClient } from '../../../src/api/httpClient';
import type { DeviceDetails, DeviceRecord, UnboardedDevice } from './wizardTypes';

export const onboardApi = (http: HttpClient) => ({
    /** GET /devices/types */
    getDeviceTypes: () => http<DeviceDetails[]>('/devices/types', { list: true }),
    /** GET /devices/unboarded/{integrationId}: what the provider knows for the integration. */
    getUnboardedDevices: (integrationId: number) =>
        http<UnboardedDevice[]>(`/devices/unboarded/${encodeURIComponent(integrationId)}`, {
            list: true,
        }),
    /** POST /devices/onboard {deviceList} */
    onboardDevices: (body: { deviceList: unknown[] }) =>
        http<DeviceRecord[]>('/devices/onboard', { method: 'POST', body }),
});

export type OnboardApi = ReturnType<typeof onboardApi>;
