/** German messages of the services area. */
import type { ServicesMessages } from '../en/services';

const services: ServicesMessages = {
    resources: {
        services: {
            name: 'Dienst |||| Dienste',
            fields: { name: 'Name', type: 'Typ', isEnabled: 'Aktiviert' },
            add: 'Dienst hinzufügen',
            edit: 'Dienst',
        },
    },
};

export default services;
