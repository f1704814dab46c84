/** The bulk registration call (sandbox/API.md: Integrations). */
import type { HttpClient } from '../../../src/api/httpClient';
import type { DeviceRecord } from '../onboard/wizardTypes';
import type { registrationBody } from './registrationRows';

export const registerApi = (http: HttpClient) => ({
    /** POST /integrations/{id}/register?overwrite=false */
    registerDevices: (body: ReturnType<typeof registrationBody>) =>
        http<{ created: number; devices: DeviceRecord[] }>(
            `/integrations/${encodeURIComponent(body.integrationId)}/register`,
            { method: 'POST', body, query: { overwrite: false } },
        ),
});

export type RegisterApi = ReturnType<typeof registerApi>;
