/** The bulk registration call (sandbox/API.md: Integrations). */
import type { HttpClient } from '../../../src/api/transport/httpClient';
import type { Device, DeviceDetails } from '../types';

/** One device of a registration (a row of the CSV file). */
export interface RegistrationDevice {
    name: string;
    deviceId: string;
    description?: string;
    details: DeviceDetails;
    tags?: string[];
    mapping?: number;
    location?: string;
    updateInterval?: number;
}

export interface RegistrationBody {
    integrationId: number;
    updateExisting: false;
    devices: RegistrationDevice[];
}

export const registerApi = (http: HttpClient) => ({
    /** POST /integrations/{id}/register?overwrite=false */
    registerDevices: (body: RegistrationBody) =>
        http<{ created: number; devices: Device[] }>(
            `/integrations/${encodeURIComponent(body.integrationId)}/register`,
            { method: 'POST', body, query: { overwrite: false } },
        ),
});

export type RegisterApi = ReturnType<typeof registerApi>;
