/** Italian messages of the alarms area. */
import type { AlarmsMessages } from '../en/alarms';

const alarms: AlarmsMessages = {
    resources: {
        alarms: {
            name: 'Allarme |||| Allarmi',
            fields: {
                timestamp: 'Ora',
                type: 'Tipo',
                title: 'Titolo',
                description: 'Descrizione',
                serviceId: 'Servizio',
                state: 'Stato',
            },
        },
    },
};

export default alarms;
