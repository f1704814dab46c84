/** Italian messages of the services area. */
import type { ServicesMessages } from '../en/services';

const services: ServicesMessages = {
    resources: {
        services: {
            name: 'Servizio |||| Servizi',
            fields: { name: 'Nome', type: 'Tipo', isEnabled: 'Attivato' },
            add: 'Aggiungi servizio',
            edit: 'Servizio',
        },
    },
};

export default services;
