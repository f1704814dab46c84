/** German messages of the integrations area. */
import type { IntegrationsMessages } from '../en/integrations';

const integrations: IntegrationsMessages = {
    resources: {
        integrations: {
            name: 'Integration |||| Integrationen',
            fields: { name: 'Name', type: 'Typ' },
            add: 'Integration hinzufügen',
            edit: 'Integration',
        },
    },
};

export default integrations;
