/** Italian messages of the custom alarms area. */
import type { CustomAlarmsMessages } from '../en/customAlarms';

const customAlarms: CustomAlarmsMessages = {
    resources: {
        customAlarms: {
            name: 'Allarme personalizzato |||| Allarmi personalizzati',
            fields: {
                monitorId: 'Dispositivo',
                title: 'Titolo',
                description: 'Descrizione',
                alarmType: 'Tipo di allarme',
            },
        },
    },
};

export default customAlarms;
