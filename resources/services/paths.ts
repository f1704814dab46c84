/** The services' routes (product specification section 2). */
import type { Identifier } from 'react-admin';

export const SERVICE_PATHS = {
    list: '/organization/services',
    add: '/organization/services/add',
    edit: '/organization/services/service',
    activation: '/organization/services/activation',
};

export const serviceEditPath = (id: Identifier) =>
    `${SERVICE_PATHS.edit}?id=${encodeURIComponent(String(id))}`;
