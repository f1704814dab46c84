/** The integrations' routes (product specification section 2). */
import type { Identifier } from 'react-admin';

export const INTEGRATION_PATHS = {
    list: '/dad/integrations',
    add: '/dad/integrations/add',
    edit: '/dad/integrations/integration',
};

export const integrationEditPath = (id: Identifier) =>
    `${INTEGRATION_PATHS.edit}?id=${encodeURIComponent(String(id))}`;
