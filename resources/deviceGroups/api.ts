/** Custom calls of the device-group pages, merged into the dataProvider. */
import { getCollection } from '../../src/api/transport/collection';
import type { HttpClient } from '../../src/api/transport/httpClient';
import type { DeviceDetails } from '../devices/types';

export const deviceGroupsApi = (http: HttpClient) => ({
    /** GET /devices/types: the supported device types (vendor, device type, firmware). */
    getSupportedDeviceTypes: () => getCollection<DeviceDetails>(http, '/devices/types'),
});

export type DeviceGroupsApi = ReturnType<typeof deviceGroupsApi>;
