/** German messages of the alarms area. */
import type { AlarmsMessages } from '../en/alarms';

const alarms: AlarmsMessages = {
    resources: {
        alarms: {
            name: 'Alarm |||| Alarme',
            fields: {
                timestamp: 'Zeit',
                type: 'Typ',
                title: 'Titel',
                description: 'Beschreibung',
                serviceId: 'Dienst',
                state: 'Status',
            },
        },
    },
};

export default alarms;
