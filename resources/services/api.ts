/** The services' calls beyond create/read/update/delete, merged into the dataProvider. */
import type { Identifier } from 'react-admin';
import type { ActivationOption } from '../devices/activation/activationOptions';
import type { HttpClient } from '../../src/api/transport/httpClient';
import type { Service } from './types';

export const serviceActivationPath = (id: Identifier, option: ActivationOption) =>
    `/services/${encodeURIComponent(String(id))}/activation/${encodeURIComponent(option)}`;

export const servicesApi = (http: HttpClient) => ({
    /** PUT /services/{id}/activation/{value}, with the billing token when there is one. */
    activateService: (id: Identifier, option: ActivationOption) =>
        http<Service>(serviceActivationPath(id, option), { method: 'PUT', billing: true }),
});

export type ServicesApi = ReturnType<typeof servicesApi>;
