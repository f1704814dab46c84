/** Calls of the activation wizard (sandbox/API.md: Devices, Licences). */
import type { HttpClient } from '../../../src/api/transport/httpClient';
import type { LicenceBundle } from '../activation/licences';
import type { Device } from '../types';
import {
    activationBody,
    activationPath,
    type ActivationOption,
} from '../activation/activationOptions';

export const activationApi = (http: HttpClient) => ({
    /** GET /billing/licences: available licences by licence type id (from the billing provider). */
    getLicenceBundle: () => http<LicenceBundle>('/billing/licences', { thirdParty: true }),
    /** PUT /devices/activation/{option}, with the billing token when there is one. */
    activateDevices: (option: ActivationOption, deviceIds: number[]) =>
        http<Device[]>(activationPath(option), {
            method: 'PUT',
            body: activationBody(option, deviceIds),
            billing: true,
        }),
});

export type ActivationApi = ReturnType<typeof activationApi>;
