/** Italian messages of the integrations area. */
import type { IntegrationsMessages } from '../en/integrations';

const integrations: IntegrationsMessages = {
    resources: {
        integrations: {
            name: 'Integrazione |||| Integrazioni',
            fields: { name: 'Nome', type: 'Tipo' },
            add: 'Aggiungi integrazione',
            edit: 'Integrazione',
        },
    },
};

export default integrations;
